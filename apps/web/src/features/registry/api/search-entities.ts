import {
  searchResultSchema,
  type EntityStatus,
  type EntityType,
  type SearchResult,
} from '@repo/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { SEARCH_STALE_MS } from '../lib/constants';

export interface SearchParams {
  q: string;
  page: number;
  pageSize: number;
  status: EntityStatus | null;
  type: EntityType | null;
}

/**
 * The query as it is sent: trimmed, and otherwise as typed. One longer than the API accepts
 * is not cut short behind the user's back: the API's refusal says what is wrong with it.
 */
export function normalizeSearchQuery(q: string): string {
  return q.trim();
}

/**
 * GET /api/nzbn/search: one page of matches. A failure rejects with its reason (the API's
 * message for a refused query), so it never reads as 'No results'.
 */
export function searchEntities(
  { q, page, pageSize, status, type }: SearchParams,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<SearchResult> {
  const params = {
    q: normalizeSearchQuery(q),
    page,
    pageSize,
    entityStatus: status ?? undefined,
    entityType: type ?? undefined,
  };
  return getJson('/api/nzbn/search', searchResultSchema, { api: 'metrics', params, signal });
}

function sameSearch(a: SearchParams, b: SearchParams): boolean {
  return a.q === b.q && a.status === b.status && a.type === b.type;
}

export function searchQueryOptions(params: SearchParams) {
  const search = { ...params, q: normalizeSearchQuery(params.q) };
  return queryOptions({
    queryKey: ['registry', 'search', search] as const,
    queryFn: ({ signal }) => searchEntities(search, { signal }),
    // docs/product.md#validation: no search without a query.
    enabled: search.q !== '',
    staleTime: SEARCH_STALE_MS,
    // Turning a page (or resizing it) keeps the rows on screen; a new search shows the skeleton.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameSearch(previousQuery.queryKey[2], search) ? previous : undefined,
  });
}

export function useSearchEntities(params: SearchParams) {
  return useQuery(searchQueryOptions(params));
}
