// W3C Trace Context: the `traceparent` that carries a trace from one worker to the next, in a
// request header or a queue message's body, read into and written from OpenTelemetry's
// `SpanContext`.
import { TraceFlags, type SpanContext } from '@opentelemetry/api';
import { SPAN_ID_PATTERN, TRACE_ID_PATTERN } from '@repo/contracts/traces';

// Version 00's fields. A later version starts with the same 55 characters, and may add
// fields after a '-' (https://www.w3.org/TR/trace-context/#versioning-of-traceparent).
const VERSION_00_PREFIX = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})/;
const VERSION_00_LENGTH = 55;
/** Only the header's optional whitespace (RFC 7230's OWS), not `trim()`'s wider set. */
const OWS = /^[ \t]+|[ \t]+$/g;

function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  let hex = '';
  for (const value of values) hex += value.toString(16).padStart(2, '0');
  return hex;
}

function allZeros(hex: string): boolean {
  return /^0+$/.test(hex);
}

/** A new trace id: 16 random bytes as lowercase hex. */
export function newTraceId(): string {
  return randomHex(16);
}

/** A new span id: 8 random bytes as lowercase hex. */
export function newSpanId(): string {
  return randomHex(8);
}

/** Whether the span context's trace is being recorded (its sampled flag). */
export function isSampled(context: SpanContext): boolean {
  return (context.traceFlags & TraceFlags.SAMPLED) !== 0;
}

/**
 * Whether a header of this version and length may be read as version 00's fields: version 00
 * is exactly those, `ff` is forbidden, and a later version is read by its version 00 prefix,
 * provided anything after it starts with '-' (a field the spec may add later).
 */
function readableVersion(version: string, header: string): boolean {
  if (version === '00') return header.length === VERSION_00_LENGTH;
  if (version === 'ff') return false;
  return header.length === VERSION_00_LENGTH || header[VERSION_00_LENGTH] === '-';
}

/**
 * The remote span context a `traceparent` names, or undefined when it is missing or malformed
 * (the spec then starts a new trace). A future version is read as version 00 (the spec's
 * forward compatibility); only the sampled flag is kept.
 */
export function parseTraceparent(value: string | null | undefined): SpanContext | undefined {
  const header = value ? value.replace(OWS, '') : '';
  const match = VERSION_00_PREFIX.exec(header);
  if (!match) return undefined;
  const [, version = '', traceId = '', spanId = '', flags = '00'] = match;
  if (!readableVersion(version, header)) return undefined;
  if (allZeros(traceId) || allZeros(spanId)) return undefined;
  if (!TRACE_ID_PATTERN.test(traceId) || !SPAN_ID_PATTERN.test(spanId)) return undefined;
  const traceFlags = Number.parseInt(flags, 16) & TraceFlags.SAMPLED;
  return { traceId, spanId, traceFlags, isRemote: true };
}

/** The `traceparent` of a span context: always version 00, the one this code writes. */
export function formatTraceparent(context: SpanContext): string {
  return `00-${context.traceId}-${context.spanId}-${isSampled(context) ? '01' : '00'}`;
}
