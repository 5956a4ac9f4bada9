import { healthResponseSchema } from '@repo/contracts/health';
import { SERVICE_IDS, type ServiceId } from '@repo/contracts/services';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { HEALTH_POLL_INTERVAL_MS, HEALTH_UNAVAILABLE_MESSAGE } from '@/config/constants';
import { requestJson, serviceUrl } from '@/lib/http';
import { untracedHeaders } from '@/lib/untraced';

/** What the UI needs from one health check. Failures are a state here, not a thrown error. */
export type ServiceHealth =
  | { status: 'healthy' | 'degraded'; version: string; uptimeSeconds: number }
  | { status: 'error'; message: string; version?: string; uptimeSeconds?: number };

const UNAVAILABLE: ServiceHealth = { status: 'error', message: HEALTH_UNAVAILABLE_MESSAGE };

export function serviceHealthPath(id: ServiceId): `/${string}` {
  return `/services/${id}/health`;
}

/**
 * GET /services/{id}/health. A 503 still carries a valid health body (status 'error' and a
 * message), so the body decides; no response or a body that is not a health body is 'Unavailable'.
 */
export async function getServiceHealth(
  id: ServiceId,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<ServiceHealth> {
  let body: unknown;
  try {
    ({ body } = await requestJson(serviceUrl(serviceHealthPath(id)), {
      signal,
      headers: untracedHeaders(),
    }));
  } catch (error) {
    // A cancelled query must reject so TanStack Query can tell it apart from a result.
    if (signal?.aborted) throw error;
    return UNAVAILABLE;
  }

  const parsed = healthResponseSchema.safeParse(body);
  if (!parsed.success) return UNAVAILABLE;

  const { status, version, uptimeSeconds, message } = parsed.data;
  if (status !== 'error') return { status, version, uptimeSeconds };
  return { status, version, uptimeSeconds, message: message ?? HEALTH_UNAVAILABLE_MESSAGE };
}

export function serviceHealthQueryOptions(id: ServiceId) {
  return queryOptions({
    queryKey: ['services', 'health', id],
    queryFn: ({ signal }) => getServiceHealth(id, { signal }),
    refetchInterval: HEALTH_POLL_INTERVAL_MS,
  });
}

export function useServiceHealth(id: ServiceId) {
  return useQuery(serviceHealthQueryOptions(id));
}

/** Every service's health, in SERVICE_IDS order, sharing the cache with useServiceHealth. */
export function useAllServicesHealth() {
  return useQueries({ queries: SERVICE_IDS.map((id) => serviceHealthQueryOptions(id)) });
}
