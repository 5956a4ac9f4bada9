// The active lab faults as the map draws them: a mark on the service a fault slows or fails, on
// the line from a queue to the consumer a fault acts on, and on the lines into a queue whose
// sends a fault acts on.
import { isProducerFault, type Fault } from '@repo/contracts/lab-faults';
import type { TopologyEdge } from '@repo/contracts/lab-topology';
import { edgeFigures, formatPercent } from './map-text';

export const PAUSED_MARK = 'paused';
export const FAILING_MARK = 'failing';
/** 'slow +800 ms': a latency fault on a service. */
export const slowMark = (ms: number | null) => (ms === null ? 'slow' : `slow +${ms} ms`);
/** 'errors 50 %': an errors fault on a service. */
export const errorsMark = (share: number | null) =>
  share === null ? 'errors' : `errors ${formatPercent(share)}`;
/** '3 in outbox': events a sender keeps until the queue takes them. */
export const outboxMark = (waiting: number) => `${waiting} in outbox`;
/** What the map's text alternative adds while faults are marked on it. */
export const FAULT_MARKS_PREFIX = 'Lab faults';
/** How an edge's mark reads in a list: 'file-events → users paused'. */
export const edgeMarkText = (from: string, to: string, mark: string) => `${from} → ${to} ${mark}`;

/** Orange for a part that is slowed or stopped, red for one that fails. */
export type MarkTone = 'warning' | 'danger';

export interface FaultMark {
  text: string;
  tone: MarkTone;
}

export interface FaultMarks {
  /** By node id. */
  nodes: ReadonlyMap<string, readonly FaultMark[]>;
  /** By edge key, see `edgeKey`. */
  edges: ReadonlyMap<string, FaultMark>;
}

export const NO_MARKS: FaultMarks = { nodes: new Map(), edges: new Map() };

export const edgeKey = ({ from, to }: Pick<TopologyEdge, 'from' | 'to'>) => `${from}->${to}`;

function markOf({ type, value }: Fault): FaultMark {
  switch (type) {
    case 'latency':
      return { text: slowMark(value), tone: 'warning' };
    case 'errors':
      return { text: errorsMark(value), tone: 'danger' };
    case 'pause':
      return { text: PAUSED_MARK, tone: 'warning' };
    case 'fail':
      return { text: FAILING_MARK, tone: 'danger' };
    case 'duplicate':
      return {
        text: value === null ? 'duplicates' : `duplicates ${formatPercent(value)}`,
        tone: 'warning',
      };
    case 'delay':
      return { text: value === null ? 'delayed' : `delayed ${value} s`, tone: 'warning' };
    case 'slow':
      return { text: value === null ? 'slow' : `slow ${value} ms/msg`, tone: 'warning' };
    case 'reorder':
      return { text: 'reordering', tone: 'warning' };
    case 'crash':
      return { text: 'crashing', tone: 'danger' };
    case 'poison':
      return { text: 'poisoned', tone: 'danger' };
    case 'send-fail':
      return { text: 'sends failing', tone: 'danger' };
  }
}

/**
 * The marks of the faults still running at `now`. A queue's fault marks the line to its consumer;
 * when the map has no such line, the queue itself.
 */
export function faultMarks(
  faults: readonly Fault[],
  edges: readonly TopologyEdge[],
  now: number,
): FaultMarks {
  const nodes = new Map<string, FaultMark[]>();
  const edgeMarks = new Map<string, FaultMark>();
  const markNode = (id: string, mark: FaultMark) => nodes.set(id, [...(nodes.get(id) ?? []), mark]);
  for (const fault of faults) {
    if (Date.parse(fault.expiresAt) <= now) continue;
    const mark = markOf(fault);
    if (fault.type === 'latency' || fault.type === 'errors') {
      markNode(fault.target, mark);
      continue;
    }
    // A fault on the sends marks the lines into the queue; one on its consumer, the line out.
    const lines = isProducerFault(fault.type)
      ? edges.filter((edge) => edge.kind === 'produce' && edge.to === fault.target)
      : edges.filter((edge) => edge.kind === 'consume' && edge.from === fault.target);
    if (lines.length === 0) markNode(fault.target, mark);
    for (const edge of lines) edgeMarks.set(edgeKey(edge), mark);
  }
  return { nodes, edges: edgeMarks };
}

/** Every mark as text, for the map's accessible name: 'storage slow +800 ms, file-events → users paused'. */
export function marksText({ nodes, edges }: FaultMarks): string | null {
  const texts = [
    ...[...nodes].flatMap(([id, marks]) => marks.map((mark) => `${id} ${mark.text}`)),
    ...[...edges].map(([key, mark]) => {
      const [from = key, to = ''] = key.split('->');
      return edgeMarkText(from, to, mark.text);
    }),
  ];
  return texts.length === 0 ? null : `${FAULT_MARKS_PREFIX}: ${texts.join(', ')}`;
}

export interface LabelLine {
  text: string;
  tone: MarkTone | 'plain';
}

/**
 * How much of a line's figures its label shows: everything, the rate alone (no p95, no share),
 * or only what went wrong. The map steps a crowded label down (diagram-layout.ts).
 */
export type LabelDetail = 'full' | 'rate' | 'problems';

/**
 * An edge's figures line by line, as much as `detail` keeps: its fault's mark first, then its
 * traffic, this lab session's share of it, and its errors and outbox, which every detail keeps.
 * The Connections table below the map has every figure.
 */
export function edgeLabelLines(
  edge: TopologyEdge,
  mark: FaultMark | undefined,
  detail: LabelDetail = 'full',
): LabelLine[] {
  const { traffic, rate, errors, own } = edgeFigures(edge);
  const waiting = edge.outbox?.waiting ?? 0;
  const shown = detail === 'full' ? traffic : detail === 'rate' ? rate : null;
  return [
    ...(mark === undefined ? [] : [mark]),
    ...(shown === null ? [] : [{ text: shown, tone: 'plain' as const }]),
    ...(detail !== 'full' || own === null ? [] : [{ text: own, tone: 'plain' as const }]),
    ...(errors === null ? [] : [{ text: errors, tone: 'danger' as const }]),
    ...(waiting > 0 ? [{ text: outboxMark(waiting), tone: 'warning' as const }] : []),
  ];
}
