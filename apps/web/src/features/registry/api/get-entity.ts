import { registryEntitySchema, type RegistryEntity } from '@repo/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMetricsData } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

const NOT_FOUND = 404;

/**
 * GET /api/nzbn/entities/{nzbn}: the entity, or null when the register has no such entity.
 * Any other failure rejects with its reason, so it never reads as 'Entity not found'.
 */
export async function getEntity(
  nzbn: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<RegistryEntity | null> {
  try {
    const path = `/api/nzbn/entities/${encodeURIComponent(nzbn)}` as const;
    return await getMetricsData(path, undefined, registryEntitySchema, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.failure.kind === 'http') {
      if (error.failure.status === NOT_FOUND) return null;
    }
    throw error;
  }
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
