import { traceListSchema, type TraceList } from '@repo/contracts/traces';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { useViewSource, type ViewSource } from '@/lib/view-source';
import {
  LIST_FAILED_MESSAGE,
  TRACE_LIST_POLL_MS,
  TRACES_NETWORK_ERROR_MESSAGE,
} from '../lib/constants';
import { traceListParams, type TraceFilters } from '../lib/trace-filters';

export const TRACES_PATH = '/api/traces';

/** GET /api/traces?service&operation&status&minDurationMs&limit: recent traces, newest first. */
export function getTraces(
  filters: TraceFilters,
  { signal, source = '' }: { signal?: AbortSignal | undefined; source?: ViewSource } = {},
): Promise<TraceList> {
  // Under `source`, the traces of the session it names (lib/view-source.ts).
  return getJson(`${source}${TRACES_PATH}`, traceListSchema, {
    params: Object.fromEntries(traceListParams(filters)),
    signal,
    traced: false,
    wording: { failed: LIST_FAILED_MESSAGE, network: TRACES_NETWORK_ERROR_MESSAGE },
  });
}

export function tracesQueryOptions(filters: TraceFilters, source: ViewSource = '') {
  return queryOptions({
    queryKey: ['traces', 'list', filters, source],
    queryFn: ({ signal }) => getTraces(filters, { signal, source }),
    refetchInterval: TRACE_LIST_POLL_MS,
    // Changing a filter keeps the old rows on screen instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}

export function useTraces(filters: TraceFilters) {
  return useQuery(tracesQueryOptions(filters, useViewSource()));
}
