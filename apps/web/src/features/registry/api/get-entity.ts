import { registryEntitySchema, type RegistryEntity } from '@repo/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-error';

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
    return await getJson(path, registryEntitySchema, { api: 'metrics', signal });
  } catch (error) {
    if (isNotFound(error)) return null;
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
