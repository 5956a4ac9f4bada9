// The list's filters live in the page's address, so Back from a trace returns to the same list;
// what is typed reaches the API once the typing pauses.
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FILTER_DEBOUNCE_MS } from '../lib/constants';
import { filtersFromSearch, type SearchKey, type TraceFilters } from '../lib/trace-filters';

export type FilterChange = Partial<Record<SearchKey, string | number | undefined>>;

export function useTraceFilters() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const [operation] = useDebouncedValue(filters.operation, FILTER_DEBOUNCE_MS);
  const [minDurationMs] = useDebouncedValue(filters.minDurationMs, FILTER_DEBOUNCE_MS);

  const change = useCallback(
    (changes: FilterChange) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        // Typing a filter should not leave one history entry per key pressed.
        { replace: true },
      ),
    [setSearch],
  );

  /** What the list asks the API for: the selects at once, the typed filters debounced. */
  const applied: TraceFilters = {
    service: filters.service,
    operation,
    status: filters.status,
    minDurationMs,
    scope: filters.scope,
  };
  return { filters, applied, change };
}
