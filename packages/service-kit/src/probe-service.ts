import {
  DEGRADED_AFTER_MS,
  healthResponseSchema,
  type HealthResponse,
  type HealthStatus,
} from '@repo/contracts/health';
import type { ServiceId } from '@repo/contracts/services';

/** Anything that answers a request: a service binding, or a worker's own app. */
export type ServiceFetcher = (request: Request) => Promise<Response>;

/** What one probe of a service's `GET /health` found. */
export interface ServiceProbe {
  service: ServiceId;
  status: HealthStatus;
  latencyMs: number;
  message?: string;
  /** The service's own answer; for an unreachable service, one written on its behalf. */
  body: HealthResponse;
}

function unreachable(service: ServiceId, reason: string): HealthResponse {
  return {
    service,
    status: 'error',
    version: 'unknown',
    uptimeSeconds: 0,
    checks: {},
    message: `The ${service} service did not answer its health check: ${reason}`,
  };
}

/**
 * Asks one service for its health through `fetcher`: `error` when it fails a check or does
 * not answer, `degraded` when it answers 200 but slower than DEGRADED_AFTER_MS, else `healthy`.
 * Used by the gateway's `/health` and by the visualization service's scheduled probes.
 */
export async function probeService(
  service: ServiceId,
  fetcher: ServiceFetcher,
  origin = `https://${service}`,
): Promise<ServiceProbe> {
  const started = performance.now();
  let body: HealthResponse;
  try {
    const response = await fetcher(new Request(`${origin}/health`));
    const parsed = healthResponseSchema.safeParse(await response.json().catch(() => undefined));
    body = parsed.success
      ? parsed.data
      : unreachable(service, `answered ${response.status} without a health report`);
  } catch (error) {
    body = unreachable(service, error instanceof Error ? error.message : String(error));
  }
  const latencyMs = performance.now() - started;
  if (body.status === 'error') {
    return { service, status: 'error', latencyMs, message: body.message ?? 'unhealthy', body };
  }
  if (latencyMs > DEGRADED_AFTER_MS || body.status === 'degraded') {
    const message = body.message ?? `Answered in ${Math.round(latencyMs)} ms`;
    return { service, status: 'degraded', latencyMs, message, body };
  }
  return { service, status: 'healthy', latencyMs, body };
}

/** The status of a whole made of parts: its worst part's. */
export function worstStatus(statuses: readonly HealthStatus[]): HealthStatus {
  if (statuses.includes('error')) return 'error';
  if (statuses.includes('degraded')) return 'degraded';
  return 'healthy';
}
