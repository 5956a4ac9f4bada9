// The waterfall's row order: each span under its parent, siblings by start time.
import type { Span } from '@repo/contracts/traces';
import { spanStartMs } from './trace-timing';

export interface SpanNode {
  span: Span;
  /** 0 for a root; a span whose parent has not arrived yet counts as a root too. */
  depth: number;
  /** The parent span, when the trace holds it. */
  parent: Span | undefined;
}

function byStart(a: Span, b: Span): number {
  return spanStartMs(a) - spanStartMs(b);
}

/**
 * The spans in tree order, depth first: a parent, then each of its children (earliest first)
 * with their own children under them. Never loses a span: one in a cycle of parents (a broken
 * trace) is shown as a root.
 */
export function spanTreeOrder(spans: readonly Span[]): SpanNode[] {
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  const children = new Map<string, Span[]>();
  for (const span of spans) {
    if (span.parentSpanId === null || !byId.has(span.parentSpanId)) continue;
    children.set(span.parentSpanId, [...(children.get(span.parentSpanId) ?? []), span]);
  }

  const ordered: SpanNode[] = [];
  const placed = new Set<Span>();
  const visit = (span: Span, depth: number, parent: Span | undefined) => {
    if (placed.has(span)) return;
    placed.add(span);
    ordered.push({ span, depth, parent });
    for (const child of [...(children.get(span.spanId) ?? [])].sort(byStart)) {
      visit(child, depth + 1, span);
    }
  };

  const sorted = [...spans].sort(byStart);
  const isRoot = (span: Span) => span.parentSpanId === null || !byId.has(span.parentSpanId);
  for (const span of sorted.filter(isRoot)) visit(span, 0, undefined);
  for (const span of sorted) visit(span, 0, undefined);
  return ordered;
}
