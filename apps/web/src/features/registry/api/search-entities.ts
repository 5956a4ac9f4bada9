import {
  SEARCH_MAX_QUERY_LENGTH,
  searchResultSchema,
  type EntityStatus,
  type EntityType,
  type SearchResult,
} from '@repo/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMetricsData, metricsUrl } from '@/lib/metrics-api';
import { SEARCH_STALE_MS } from '../lib/constants';

export interface SearchParams {
  q: string;
  page: number;
  pageSize: number;
  status: EntityStatus | null;
  type: EntityType | null;
}

/** The query as it is sent: trimmed and cut to the longest the API accepts. */
export function normalizeSearchQuery(q: string): string {
  return q.trim().slice(0, SEARCH_MAX_QUERY_LENGTH);
}

/** GET /api/nzbn/search: one page of matches, or null when there is no answer to show. */
export function searchEntities(
  { q, page, pageSize, status, type }: SearchParams,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<SearchResult | null> {
  const url = metricsUrl('/api/nzbn/search', {
    q: normalizeSearchQuery(q),
    page,
    pageSize,
    entityStatus: status ?? undefined,
    entityType: type ?? undefined,
  });
  return getMetricsData(url, searchResultSchema, { signal });
}

function sameSearch(a: SearchParams, b: SearchParams): boolean {
  return a.q === b.q && a.status === b.status && a.type === b.type;
}

export function searchQueryOptions(params: SearchParams) {
  const search = { ...params, q: normalizeSearchQuery(params.q) };
  return queryOptions({
    queryKey: ['registry', 'search', search] as const,
    queryFn: ({ signal }) => searchEntities(search, { signal }),
    // Spec 5: no search without a query.
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
