// W3C Trace Context: the `traceparent` that carries a trace from one worker to the next, in a
// request header or a queue message's body, read into and written from OpenTelemetry's
// `SpanContext`.
import { TraceFlags, type SpanContext } from '@opentelemetry/api';
import { SPAN_ID_PATTERN, TRACE_ID_PATTERN } from '@repo/contracts/traces';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

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
 * The remote span context a `traceparent` names, or undefined when it is missing or malformed
 * (the recommendation then is to start a new trace). Only version 00 is understood, and only
 * its sampled flag is kept.
 */
export function parseTraceparent(value: string | null | undefined): SpanContext | undefined {
  const match = value ? TRACEPARENT.exec(value.trim()) : null;
  if (!match) return undefined;
  const [, traceId = '', spanId = '', flags = '00'] = match;
  if (allZeros(traceId) || allZeros(spanId)) return undefined;
  if (!TRACE_ID_PATTERN.test(traceId) || !SPAN_ID_PATTERN.test(spanId)) return undefined;
  const traceFlags = Number.parseInt(flags, 16) & TraceFlags.SAMPLED;
  return { traceId, spanId, traceFlags, isRemote: true };
}

/** The `traceparent` of a span context. */
export function formatTraceparent(context: SpanContext): string {
  return `00-${context.traceId}-${context.spanId}-${isSampled(context) ? '01' : '00'}`;
}
