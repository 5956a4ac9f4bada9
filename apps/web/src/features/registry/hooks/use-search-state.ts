// The search inputs (stored, docs/product.md#validation) and the page (not stored, starts at
// 1). Changing the query,
// a filter or the page size goes back to page 1; the query reaches the API debounced.
import type { EntityStatus, EntityType } from '@repo/contracts/registry';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useStoredValue } from '@/hooks/use-stored-value';
import { SEARCH_DEBOUNCE_MS, SEARCH_FIRST_PAGE } from '../lib/constants';
import {
  entityStatusStore,
  entityTypeStore,
  pageSizeStore,
  queryStore,
  type SearchPageSize,
} from '../lib/search-preferences';

export function useSearchState() {
  const [query, storeQuery] = useStoredValue(queryStore);
  const [status, storeStatus] = useStoredValue(entityStatusStore);
  const [type, storeType] = useStoredValue(entityTypeStore);
  const [pageSize, storePageSize] = useStoredValue(pageSizeStore);
  const [page, setPage] = useState(SEARCH_FIRST_PAGE);
  const [debouncedQuery] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);

  const firstPageAfter =
    <T>(store: (value: T) => void) =>
    (value: T) => {
      store(value);
      setPage(SEARCH_FIRST_PAGE);
    };

  return {
    query,
    debouncedQuery,
    status,
    type,
    pageSize,
    page,
    setQuery: firstPageAfter<string>(storeQuery),
    setStatus: firstPageAfter<EntityStatus | null>(storeStatus),
    setType: firstPageAfter<EntityType | null>(storeType),
    setPageSize: firstPageAfter<SearchPageSize>(storePageSize),
    setPage,
  };
}
