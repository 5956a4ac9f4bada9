// Everything the waterfall draws, worked out from the spans alone so it can be tested without
// a browser: rows in tree order, each placed on the trace's time axis.
import type { Span } from '@repo/contracts/traces';
import type { WorkerId } from '@repo/contracts/services';
import { spanTreeOrder } from './span-tree';
import { queueGap, responseSentMs, spanStartMs, traceWindow } from './trace-timing';

export interface WaterfallRow {
  span: Span;
  depth: number;
  /** From the trace's start to the span's. */
  offsetMs: number;
  /** The wait in a queue before this consumer span, drawn from its producer's end. */
  queued: { fromOffsetMs: number; ms: number } | null;
}

export interface WaterfallLayout {
  /** Epoch ms of the earliest span's start. */
  startMs: number;
  totalMs: number;
  /** When the response went out, from the trace's start; null when the trace is no request. */
  responseMs: number | null;
  rows: WaterfallRow[];
}

export function layoutWaterfall(spans: readonly Span[]): WaterfallLayout {
  const { startMs, totalMs } = traceWindow(spans);
  const rows = spanTreeOrder(spans).map(({ span, depth, parent }): WaterfallRow => {
    const gap = queueGap(parent, span);
    return {
      span,
      depth,
      offsetMs: spanStartMs(span) - startMs,
      queued: gap === null ? null : { fromOffsetMs: gap.fromMs - startMs, ms: gap.ms },
    };
  });
  return { startMs, totalMs, responseMs: responseSentMs(rows[0]?.span, startMs), rows };
}

/** A time on the axis as a percentage of its width: 0 at the trace's start, 100 at its end. */
export function axisPercent(ms: number, totalMs: number): number {
  if (!(totalMs > 0)) return 0;
  return Math.min(100, Math.max(0, (ms / totalMs) * 100));
}

export interface TraceOverview {
  /** The root span's name; the earliest span's while the root has not arrived. */
  rootName: string;
  totalMs: number;
  responseMs: number | null;
  spanCount: number;
  /** In the order they first appear in time. */
  services: WorkerId[];
}

export function traceOverview(layout: WaterfallLayout): TraceOverview {
  const byStart = [...layout.rows].sort((a, b) => a.offsetMs - b.offsetMs);
  return {
    rootName: layout.rows[0]?.span.name ?? '',
    totalMs: layout.totalMs,
    responseMs: layout.responseMs,
    spanCount: layout.rows.length,
    services: [...new Set(byStart.map((row) => row.span.service))],
  };
}
