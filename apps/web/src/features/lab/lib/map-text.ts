// The figures of the system map, as its labels and tables show them.
import {
  deadLetterQueueOf,
  type QueueState,
  type TopologyEdge,
  type TopologyNode,
} from '@repo/contracts/lab-topology';
import { D1_LINE, MAP_SUMMARY_PREFIX, NO_BODY_TEXT, NO_FIGURE, R2_LINE } from './map-constants';

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;

/** A rate with one decimal: 12.345 reads '12.3', 2 reads '2.0'. */
export function formatRate(perSecond: number): string {
  return perSecond.toFixed(1);
}

/** A share from 0 to 1 as a percentage: 0.05 reads '5 %', a tiny share '< 0.1 %', never '0 %'. */
export function formatPercent(share: number): string {
  if (share <= 0) return '0 %';
  const percent = Number((share * 100).toFixed(1));
  return percent === 0 ? '< 0.1 %' : `${percent} %`;
}

/** '8 ms', '< 1 ms', or a dash when nothing crossed the edge. */
export function formatMs(ms: number | null): string {
  if (ms === null) return NO_FIGURE;
  return ms < 1 ? '< 1 ms' : `${Math.round(ms)} ms`;
}

/** '12 s', '4 min 10 s', '2 h 5 min'. */
export function formatAge(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < SECONDS_PER_MINUTE) return `${seconds} s`;
  if (seconds < SECONDS_PER_HOUR) {
    return `${Math.floor(seconds / SECONDS_PER_MINUTE)} min ${seconds % SECONDS_PER_MINUTE} s`;
  }
  const minutes = Math.floor((seconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  return `${Math.floor(seconds / SECONDS_PER_HOUR)} h ${minutes} min`;
}

/** Requests cross bindings and reach stores; messages move through queues. */
export function carriesRequests(kind: TopologyEdge['kind']): boolean {
  return kind === 'service-binding' || kind === 'd1' || kind === 'r2';
}

export interface EdgeFigures {
  /** '12.3 req/s · p95 8 ms' or '2.0 msg/s'. */
  traffic: string;
  /** The rate alone, for the phone's map: '12.3 req/s', or null while nothing flows. */
  rate: string | null;
  /** '5 % errors', or null while nothing failed. */
  errors: string | null;
  /** 'yours 75 %': the share of its traced traffic this lab session made, or null for none. */
  own: string | null;
}

/** The 'yours' figure: the share of an edge's traffic this lab session made. */
export function ownShareText(ownShare: number | undefined): string {
  return ownShare === undefined ? NO_FIGURE : formatPercent(ownShare);
}

export function edgeFigures({
  kind,
  requestsPerSecond,
  errorRate,
  p95Ms,
  ownShare,
}: TopologyEdge): EdgeFigures {
  const rate = formatRate(requestsPerSecond);
  const traffic = carriesRequests(kind)
    ? p95Ms === null
      ? `${rate} req/s`
      : `${rate} req/s · p95 ${formatMs(p95Ms)}`
    : `${rate} msg/s`;
  return {
    traffic,
    rate: requestsPerSecond > 0 ? `${rate} ${carriesRequests(kind) ? 'req' : 'msg'}/s` : null,
    errors: errorRate > 0 ? `${formatPercent(errorRate)} errors` : null,
    own: ownShare !== undefined && ownShare > 0 ? `yours ${formatPercent(ownShare)}` : null,
  };
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

// What a figure counted over the last minute says after it, so it is not read as a total.
const LAST_MINUTE = '(last min)';

/**
 * The lines under a queue's name: backlog and the oldest message's age now; deliveries,
 * retries and, while there are any, the events failing sends dropped, over the last minute
 * (a total would read as a live symptom long after the drill that caused it).
 */
export function queueLines(state: QueueState): string[] {
  const dropped = state.droppedLastMinute;
  return [
    `backlog ${state.backlog}`,
    ...(state.oldestAgeSeconds === null ? [] : [`oldest ${formatAge(state.oldestAgeSeconds)}`]),
    `${formatRate(state.deliveriesPerSecond)} deliveries/s`,
    `${plural(state.retries, 'retry', 'retries')} ${LAST_MINUTE}`,
    // Short enough for the phone's map, where the telemetry queue sits beside the gateway.
    ...(dropped > 0 ? [`${dropped} dropped ${LAST_MINUTE}`] : []),
  ];
}

/**
 * The lines under a dead-letter queue's name: the letters waiting in it now, and those that
 * arrived over the last minute while there are any.
 */
export function deadLetterLines(state: QueueState): string[] {
  const arrived = state.deadLetteredLastMinute;
  return [
    `${state.deadLettered} waiting`,
    ...(arrived > 0 ? [`${arrived} new ${LAST_MINUTE}`] : []),
  ];
}

/** 'Map of the system: 4 workers, 4 databases, 1 bucket, 2 queues'. */
export function mapSummary(nodes: readonly TopologyNode[]): string {
  const count = (kind: TopologyNode['kind']) => nodes.filter((node) => node.kind === kind).length;
  const parts = [
    plural(count('worker'), 'worker'),
    plural(count('d1'), 'database'),
    plural(count('r2'), 'bucket'),
    plural(count('queue'), 'queue'),
  ].filter((part) => !part.startsWith('0 '));
  return `${MAP_SUMMARY_PREFIX}: ${parts.join(', ')}`;
}

/** The wall-clock time of an ISO instant, as the reader's locale writes it: '14:03:12'. */
export function formatClock(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

const STORE_LINES: Partial<Record<TopologyNode['kind'], string>> = {
  d1: D1_LINE,
  r2: R2_LINE,
};

/** The queue whose state a queue node or dead-letter node shows. */
export function queueOfNode(
  node: TopologyNode,
  queues: readonly QueueState[],
): QueueState | undefined {
  if (node.kind === 'queue') return queues.find((queue) => queue.id === node.id);
  if (node.kind === 'dead-letter-queue') {
    return queues.find((queue) => deadLetterQueueOf(queue.id) === node.id);
  }
  return undefined;
}

/** The lines under a part's name: a queue's figures, a store's kind. */
export function nodeLines(node: TopologyNode, queues: readonly QueueState[]): string[] {
  const queue = queueOfNode(node, queues);
  if (node.kind === 'queue') return queue === undefined ? [] : queueLines(queue);
  if (node.kind === 'dead-letter-queue') return queue === undefined ? [] : deadLetterLines(queue);
  const line = STORE_LINES[node.kind];
  return line === undefined ? [] : [line];
}

/** A dead letter's body as indented JSON, or a note when there is none to show. */
export function prettyBody(body: unknown): string {
  return JSON.stringify(body, null, 2) ?? NO_BODY_TEXT;
}
