// W3C Trace Context: the `traceparent` that carries a trace from one worker to the next, in a
// request header or a queue message's body.
import { SPAN_ID_PATTERN, TRACE_ID_PATTERN } from '@repo/contracts/traces';

/** Where a span sits: its trace, its own id, and whether the trace is being recorded. */
export interface SpanContext {
  traceId: string;
  spanId: string;
  sampled: boolean;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const SAMPLED_FLAG = 0x01;

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

/**
 * The span context a `traceparent` names, or undefined when it is missing or malformed (the
 * recommendation then is to start a new trace). Only version 00 is understood.
 */
export function parseTraceparent(value: string | null | undefined): SpanContext | undefined {
  const match = value ? TRACEPARENT.exec(value.trim()) : null;
  if (!match) return undefined;
  const [, traceId = '', spanId = '', flags = '00'] = match;
  if (allZeros(traceId) || allZeros(spanId)) return undefined;
  if (!TRACE_ID_PATTERN.test(traceId) || !SPAN_ID_PATTERN.test(spanId)) return undefined;
  return { traceId, spanId, sampled: (Number.parseInt(flags, 16) & SAMPLED_FLAG) !== 0 };
}

/** The `traceparent` of a span context. */
export function formatTraceparent(context: SpanContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.sampled ? '01' : '00'}`;
}
