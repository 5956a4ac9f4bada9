import { traceListSchema, type TraceList } from '@repo/contracts/traces';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { readEnvelope, requestJson, serviceUrl, type JsonResponse } from '@/lib/api-client';
import {
  LIST_FAILED_MESSAGE,
  TRACE_LIST_POLL_MS,
  TRACES_NETWORK_ERROR_MESSAGE,
} from '../lib/constants';
import { traceListParams, type TraceFilters } from '../lib/trace-filters';
import { untracedHeaders } from '@/lib/untraced';

export const TRACES_PATH = '/api/traces';

/** GET /api/traces?service&operation&status&minDurationMs&limit: recent traces, newest first. */
export async function getTraces(
  filters: TraceFilters,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<TraceList> {
  const query = traceListParams(filters).toString();
  let response: JsonResponse;
  try {
    response = await requestJson(
      serviceUrl(query === '' ? TRACES_PATH : `${TRACES_PATH}?${query}`),
      { signal, headers: untracedHeaders() },
    );
  } catch (error) {
    // A cancelled query must reject with the abort so TanStack Query can tell it apart.
    if (signal?.aborted) throw error;
    throw new Error(TRACES_NETWORK_ERROR_MESSAGE);
  }
  return readEnvelope(response, traceListSchema, LIST_FAILED_MESSAGE);
}

export function tracesQueryOptions(filters: TraceFilters) {
  return queryOptions({
    queryKey: ['traces', 'list', filters],
    queryFn: ({ signal }) => getTraces(filters, { signal }),
    refetchInterval: TRACE_LIST_POLL_MS,
    // Changing a filter keeps the old rows on screen instead of flashing the loading state.
    placeholderData: keepPreviousData,
  });
}

export function useTraces(filters: TraceFilters) {
  return useQuery(tracesQueryOptions(filters));
}
