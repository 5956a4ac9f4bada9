import { registryEntitySchema, type RegistryEntity } from '@repo/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMetricsData, metricsUrl } from '@/lib/metrics-api';

/** GET /api/nzbn/entities/{nzbn}: the entity, or null for a 404 or any other failure. */
export function getEntity(
  nzbn: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<RegistryEntity | null> {
  const url = metricsUrl(`/api/nzbn/entities/${encodeURIComponent(nzbn)}`);
  return getMetricsData(url, registryEntitySchema, { signal });
}

export function entityQueryOptions(nzbn: string | null) {
  return queryOptions({
    queryKey: ['registry', 'entity', nzbn] as const,
    queryFn: ({ signal }) => (nzbn === null ? null : getEntity(nzbn, { signal })),
    enabled: nzbn !== null,
  });
}

export function useEntity(nzbn: string | null) {
  return useQuery(entityQueryOptions(nzbn));
}
