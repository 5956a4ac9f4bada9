// Where each span sits in time: from the start of its trace, and the wait in a queue between a
// producer and the consumer that handled its message.
import type { Span } from '@repo/contracts/traces';

export function spanStartMs(span: Span): number {
  return Date.parse(span.startTime);
}

export function spanEndMs(span: Span): number {
  return spanStartMs(span) + span.durationMs;
}

export interface TraceWindow {
  /** The earliest span's start, epoch ms. */
  startMs: number;
  /** From the earliest start to the latest end. */
  totalMs: number;
}

export function traceWindow(spans: readonly Span[]): TraceWindow {
  if (spans.length === 0) return { startMs: 0, totalMs: 0 };
  const startMs = Math.min(...spans.map(spanStartMs));
  const endMs = Math.max(...spans.map(spanEndMs));
  return { startMs, totalMs: endMs - startMs };
}

/**
 * When a request's response went out, in ms from the trace's start: the end of its root, a
 * server span. What the trace shows after it (a queue consumer, say) ran after the caller had
 * its answer. Null for a trace of other work, or while its root has not arrived.
 */
export function responseSentMs(root: Span | undefined, startMs: number): number | null {
  return root?.kind === 'server' ? spanEndMs(root) - startMs : null;
}

export interface QueueGap {
  /** When the producer span ended, epoch ms. */
  fromMs: number;
  /** How long the message waited before its consumer span started. */
  ms: number;
}

/**
 * The time a message spent in a queue: a consumer span that starts after its parent producer
 * span ended. Null for any other pair, or when the consumer started at once.
 */
export function queueGap(parent: Span | undefined, span: Span): QueueGap | null {
  if (parent?.kind !== 'producer' || span.kind !== 'consumer') return null;
  const fromMs = spanEndMs(parent);
  const ms = spanStartMs(span) - fromMs;
  return ms > 0 ? { fromMs, ms } : null;
}

/** Whether a trace that ended at `endMs` may still gain spans still in the telemetry queue. */
export function mayStillGrow(endMs: number, now: number, settlingMs: number): boolean {
  return now - endMs < settlingMs;
}
