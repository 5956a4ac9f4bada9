import { errorEnvelopeSchema } from '@repo/contracts/envelope';
import { traceSchema, type Trace } from '@repo/contracts/traces';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readEnvelope, requestJson, serviceUrl, type JsonResponse } from '@/lib/api-client';
import {
  TRACE_FAILED_MESSAGE,
  TRACE_NOT_FOUND_RETRIES,
  TRACE_NOT_FOUND_RETRY_MS,
  TRACE_SETTLING_MS,
  TRACE_SETTLING_POLL_MS,
  TRACES_NETWORK_ERROR_MESSAGE,
} from '../lib/constants';
import { mayStillGrow, traceWindow } from '../lib/trace-timing';
import { untracedHeaders } from '@/lib/untraced';
import { TRACES_PATH } from './get-traces';

const NOT_FOUND = 404;

/** No span of the trace is stored yet: it may be unknown, or its spans still on their way. */
export class TraceNotFoundError extends Error {
  override readonly name = 'TraceNotFoundError';
}

export function traceApiPath(traceId: string): `/${string}` {
  return `${TRACES_PATH}/${encodeURIComponent(traceId)}`;
}

/** GET /api/traces/{traceId}: every span of the trace, earliest first. */
export async function getTrace(
  traceId: string,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<Trace> {
  let response: JsonResponse;
  try {
    response = await requestJson(serviceUrl(traceApiPath(traceId)), {
      signal,
      headers: untracedHeaders(),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(TRACES_NETWORK_ERROR_MESSAGE);
  }
  if (response.status === NOT_FOUND) {
    const refused = errorEnvelopeSchema.safeParse(response.body);
    throw new TraceNotFoundError(
      refused.success ? refused.data.error.message : TRACE_FAILED_MESSAGE,
    );
  }
  return readEnvelope(response, traceSchema, TRACE_FAILED_MESSAGE);
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
    retry: (failureCount, error) =>
      error instanceof TraceNotFoundError && failureCount < TRACE_NOT_FOUND_RETRIES,
    retryDelay: TRACE_NOT_FOUND_RETRY_MS,
    refetchInterval: (query) => (stillGrowing(query.state.data) ? TRACE_SETTLING_POLL_MS : false),
  });
}

export function useTrace(traceId: string) {
  return useQuery(traceQueryOptions(traceId));
}
