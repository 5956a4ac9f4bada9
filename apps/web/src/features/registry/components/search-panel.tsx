import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { downloadCsv } from '@/lib/csv';
import { useSearchEntities } from '../api/search-entities';
import { useSearchState } from '../hooks/use-search-state';
import { useShortlist } from '../hooks/use-shortlist';
import { csvFileName, SEARCH_HEADING } from '../lib/constants';
import { formatTotal, totalPages } from '../lib/paging';
import { SearchFilters } from './search-filters';
import { SearchFooter } from './search-footer';
import { SearchResults, type SearchResultsState } from './search-results';

interface SearchPanelProps {
  /** 'View' on a result: the details panel shows that entity. */
  onView: (nzbn: string) => void;
}

/** The 'NZBN Search' panel: query, filters, one page of results and the footer. */
export function SearchPanel({ onView }: SearchPanelProps) {
  const headingId = useId();
  const search = useSearchState();
  const shortlist = useShortlist();
  const { data, error, isError, isFetching, isPending, isPlaceholderData, refetch } =
    useSearchEntities({
      q: search.debouncedQuery,
      page: search.page,
      pageSize: search.pageSize,
      status: search.status,
      type: search.type,
    });

  // docs/product.md#validation: an empty query shows the prompt at once, without waiting for
  // the debounce.
  const idle = search.query.trim() === '' || search.debouncedQuery.trim() === '';
  const shown = idle || isPending || isError ? undefined : data;
  const items = shown?.items ?? [];
  const total = shown?.total ?? 0;
  const capped = shown?.totalCapped ?? false;

  let state: SearchResultsState;
  if (idle) state = { kind: 'idle' };
  // A failure is not 'No results': it says what failed and offers the search again.
  else if (isError) {
    state = { kind: 'failed', error, retrying: isFetching, retry: () => void refetch() };
  } else if (isPending) state = { kind: 'loading' };
  else state = { kind: 'results', items, stale: isPlaceholderData };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" miw={0}>
      <Title order={2} size="h3" id={headingId}>
        {SEARCH_HEADING}
      </Title>
      <SearchFilters
        query={search.query}
        status={search.status}
        type={search.type}
        onQueryChange={search.setQuery}
        onStatusChange={search.setStatus}
        onTypeChange={search.setType}
      />
      <SearchResults
        state={state}
        isSaved={shortlist.has}
        onView={onView}
        onSave={shortlist.save}
      />
      <SearchFooter
        total={formatTotal(total, capped)}
        page={search.page}
        pages={totalPages(total, search.pageSize, capped)}
        pageSize={search.pageSize}
        canExport={items.length > 0}
        onExport={() => downloadCsv(csvFileName('search'), items)}
        onPageChange={search.setPage}
        onPageSizeChange={search.setPageSize}
      />
    </Stack>
  );
}
