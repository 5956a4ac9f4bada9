// Reads the W3C traceparent header every /api answer carries, to link a request to its trace.
import { SPAN_ID_PATTERN, TRACE_ID_PATTERN } from '@repo/contracts/traces';

export interface Traceparent {
  traceId: string;
  spanId: string;
  /** Flag 01: the trace was recorded. Under heavy load most new traces are not (flags 00). */
  recorded: boolean;
}

const VERSION = /^[0-9a-f]{2}$/;
const FLAGS = /^[0-9a-f]{2}$/;
const INVALID_VERSION = 'ff';
const ZERO_ID = /^0+$/;
const RECORDED_FLAG = 0x01;
/** Version 00 has exactly four fields; a later version may append more after them. */
const VERSION_00 = '00';

/**
 * The trace a `00-<trace id>-<span id>-<flags>` header names, or null when the header is
 * missing or malformed (an all-zero id, version ff, upper-case hex).
 */
export function parseTraceparent(header: string | null | undefined): Traceparent | null {
  const [version, traceId, spanId, flags, ...rest] = (header ?? '').trim().split('-');
  if (version === undefined || !VERSION.test(version) || version === INVALID_VERSION) return null;
  if (version === VERSION_00 && rest.length > 0) return null;
  if (traceId === undefined || !TRACE_ID_PATTERN.test(traceId) || ZERO_ID.test(traceId)) {
    return null;
  }
  if (spanId === undefined || !SPAN_ID_PATTERN.test(spanId) || ZERO_ID.test(spanId)) return null;
  if (flags === undefined || !FLAGS.test(flags)) return null;
  return { traceId, spanId, recorded: (Number.parseInt(flags, 16) & RECORDED_FLAG) !== 0 };
}

/** The id of the recorded trace a header names, or null when there is none to show. */
export function recordedTraceId(header: string | null | undefined): string | null {
  const parsed = parseTraceparent(header);
  return parsed?.recorded ? parsed.traceId : null;
}
