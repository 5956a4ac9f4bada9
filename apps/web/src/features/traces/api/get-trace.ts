import { traceSchema, type Trace } from '@repo/contracts/traces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api-client';
import { ApiError, isNotFound } from '@/lib/api-error';
import {
  TRACE_FAILED_MESSAGE,
  TRACE_NOT_FOUND_RETRIES,
  TRACE_NOT_FOUND_RETRY_MS,
  TRACE_SETTLING_MS,
  TRACE_SETTLING_POLL_MS,
  TRACES_NETWORK_ERROR_MESSAGE,
} from '../lib/constants';
import { mayStillGrow, traceWindow } from '../lib/trace-timing';
import { TRACES_PATH } from './get-traces';

export function traceApiPath(traceId: string): `/${string}` {
  return `${TRACES_PATH}/${encodeURIComponent(traceId)}`;
}

/**
 * GET /api/traces/{traceId}: every span of the trace, earliest first. A 404 (isNotFound) means
 * no span of the trace is stored yet: it may be unknown, or its spans still on their way.
 */
export async function getTrace(
  traceId: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<Trace> {
  try {
    return await getJson(traceApiPath(traceId), traceSchema, {
      signal,
      traced: false,
      wording: { failed: TRACE_FAILED_MESSAGE, network: TRACES_NETWORK_ERROR_MESSAGE },
    });
  } catch (error) {
    // A 404 without the API's own words reads as the trace failing to load, not its status.
    const { failure } = isNotFound(error) ? error : { failure: undefined };
    if (failure?.kind === 'http' && failure.message === undefined) {
      throw new ApiError(failure, TRACE_FAILED_MESSAGE);
    }
    throw error;
  }
}

/** A trace that has only just ended may still gain spans that are in the telemetry queue. */
function stillGrowing(trace: Trace | undefined): boolean {
  if (trace === undefined) return false;
  const { startMs, totalMs } = traceWindow(trace.spans);
  return mayStillGrow(startMs + totalMs, Date.now(), TRACE_SETTLING_MS);
}

export function traceQueryOptions(traceId: string) {
  return queryOptions({
    queryKey: ['traces', 'detail', traceId],
    queryFn: ({ signal }) => getTrace(traceId, { signal }),
    // Spans reach the store through a queue 1–3 s after the request: a 404 is asked again
    // every second for about 10 s before it is shown. Other failures show at once.
    retry: (failureCount, error) => isNotFound(error) && failureCount < TRACE_NOT_FOUND_RETRIES,
    retryDelay: TRACE_NOT_FOUND_RETRY_MS,
    refetchInterval: (query) => (stillGrowing(query.state.data) ? TRACE_SETTLING_POLL_MS : false),
  });
}

export function useTrace(traceId: string) {
  return useQuery(traceQueryOptions(traceId));
}
