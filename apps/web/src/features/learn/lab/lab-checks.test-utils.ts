// The fake system the 'In the Lab' check tests run against (docs/learn.md, "In the Lab"): a
// table of path → data, each answer parsed with the contract's schema as the real reader does,
// so the fake data must fit the contracts too.
import type { Fault, FaultTarget, FaultType } from '@repo/contracts/lab-faults';
import type { Span, TraceSummary } from '@repo/contracts/traces';
import type { LabCheckId } from '../lib/lab-check-ids';
import { CLOCK_SLACK_MS, LAB_CHECKS, type CheckResult, type LabStart } from './lab-checks';
import type { LabRead } from './read-lab-api';

/** When the learner pressed 'Start exercise'. */
export const START = Date.parse('2026-07-01T10:00:00.000Z');

// The trace lists each check asks for, written out as the traces API reads them.
export const SEARCHES = '/api/traces?limit=100&operation=GET+%2Fapi%2Fnzbn%2Fsearch';
export const CONSUMED = '/api/traces?limit=100&service=users&operation=process+file-events';
export const USERS = '/api/traces?limit=100&service=users';
export const R2_PUTS = '/api/traces?limit=100&service=storage&operation=R2+put';
export const R2_DELETES = '/api/traces?limit=100&service=storage&operation=R2+delete';
export const SENT = '/api/traces?limit=100&service=storage&operation=send+file-events';
export const FAULTS = '/api/lab/faults';
export const TOPOLOGY = '/api/lab/topology';
export const DEMO_USER = '/api/users/demo-user';
export const DEAD_LETTERS = '/api/lab/queues/file-events/dead-letters';

/** A trace id whose first 8 digits are `n` in hex: 0xab reads '000000ab…'. */
export function traceId(n: number): string {
  return `${n.toString(16).padStart(8, '0')}${'c'.repeat(24)}`;
}

export function spanId(n: number): string {
  return n.toString(16).padStart(16, '0');
}

/** Milliseconds after START as ISO 8601. */
export function iso(at: number): string {
  return new Date(START + at).toISOString();
}

export function summary(
  n: number,
  { at = 0, durationMs = 50, rootName = 'POST /api/storage/upload' } = {},
): TraceSummary {
  return {
    traceId: traceId(n),
    rootName,
    services: ['gateway', 'storage', 'users'],
    durationMs,
    status: 'ok',
    startTime: iso(at),
  };
}

export interface SpanOptions extends Partial<Omit<Span, 'spanId' | 'parentSpanId' | 'startTime'>> {
  id: number;
  parent?: number;
  at?: number;
}

export function span({ id, parent, at = 0, ...rest }: SpanOptions): Span {
  return {
    traceId: traceId(1),
    spanId: spanId(id),
    parentSpanId: parent === undefined ? null : spanId(parent),
    service: 'gateway',
    name: `span ${id}`,
    kind: 'internal',
    startTime: iso(at),
    durationMs: 10,
    status: 'ok',
    attributes: {},
    ...rest,
  };
}

/** An upload's spans: the gateway, storage, its send to file-events, and the consumer `waited` later. */
export function uploadSpans(
  n: number,
  { waited = 1200, consumerParent = 3, outcome = 'processed' } = {},
): Span[] {
  const ofTrace = (value: Span): Span => ({ ...value, traceId: traceId(n) });
  return [
    span({ id: 1, name: 'POST /api/storage/upload', kind: 'server', durationMs: 80 }),
    span({ id: 2, parent: 1, service: 'storage', name: 'POST /upload', kind: 'server', at: 5 }),
    span({
      id: 3,
      parent: 2,
      service: 'storage',
      name: 'send file-events',
      kind: 'producer',
      at: 60,
    }),
    span({
      id: 4,
      parent: consumerParent,
      service: 'users',
      name: 'process file-events',
      kind: 'consumer',
      at: 60 + waited,
      attributes: { 'messaging.cloudflare.outcome': outcome },
    }),
  ].map(ofTrace);
}

export function fault(target: FaultTarget, type: FaultType): Fault {
  return {
    id: `${target}.${type}`,
    target,
    type,
    value: null,
    durationSeconds: 300,
    scope: 'session',
    createdAt: iso(0),
    expiresAt: iso(300_000),
  };
}

export interface SystemState {
  /** Each trace list, by its path. */
  lists?: Partial<Record<string, TraceSummary[]>>;
  /** Each trace's spans, by its trace id. */
  spans?: Record<string, Span[]>;
  faults?: Fault[];
  /** The learner's own file events sent and not yet settled: each a trace of its own. */
  onTheirWay?: number;
  /** Letters the queue gave up on, waiting in file-events' dead-letter queue. */
  deadLettered?: number;
  /** Letters its consumer rejected at once (poison messages), waiting there as well. */
  rejected?: number;
  fileCount?: number;
}

/** The API's answers, by path, for the state of the system. */
export function answers({
  lists = {},
  spans = {},
  faults = [],
  onTheirWay = 0,
  deadLettered = 0,
  rejected = 0,
  fileCount = 0,
}: SystemState): Record<string, unknown> {
  const letter = (reason: string | null) => (_: unknown, index: number) => ({
    id: `${reason === null ? 'dl' : 'rejected'}-${index}`,
    queue: 'file-events',
    body: { id: `e${index}` },
    reason,
    deadLetteredAt: iso(1_000),
  });
  const table: Record<string, unknown> = {
    [FAULTS]: { items: faults, access: 'open', unreachable: [] },
    [TOPOLOGY]: {
      nodes: [{ id: 'file-events', kind: 'queue', label: 'file-events', owner: 'users' }],
      edges: [],
      queues: [
        // Others' events in the queue are none of a learner's checks' business.
        {
          id: 'file-events',
          backlog: 7,
          oldestAgeSeconds: 4,
          deliveriesPerSecond: 0,
          retries: 0,
          deadLettered: deadLettered + rejected,
          deadLetteredLastMinute: 0,
          droppedLastMinute: 0,
        },
        // Another queue's backlog is none of these checks' business.
        {
          id: 'telemetry',
          backlog: 9,
          oldestAgeSeconds: 1,
          deliveriesPerSecond: 2,
          retries: 0,
          deadLettered: 4,
          deadLetteredLastMinute: 0,
          droppedLastMinute: 0,
        },
      ],
      at: iso(60_000),
    },
    [DEAD_LETTERS]: {
      items: [
        ...Array.from({ length: deadLettered }, letter(null)),
        ...Array.from({ length: rejected }, letter('not a file event: size: expected number')),
      ],
      total: deadLettered + rejected,
    },
    [DEMO_USER]: {
      id: 'demo-user',
      name: 'Demo User',
      createdAt: '2026-01-01T00:00:00.000Z',
      usage: { fileCount, bytes: fileCount * 1000 },
    },
  };
  for (const path of [SEARCHES, CONSUMED, USERS, R2_PUTS, R2_DELETES]) {
    table[path] = { items: lists[path] ?? [] };
  }
  // Each event on its way: an upload whose send no consumer has settled yet.
  const waiting = Array.from({ length: onTheirWay }, (_, index) => 0xe00 + index);
  table[SENT] = { items: lists[SENT] ?? waiting.map((n) => summary(n, { at: 2_000 })) };
  for (const n of waiting) {
    table[`/api/traces/${traceId(n)}`] = {
      traceId: traceId(n),
      spans: uploadSpans(n).filter((item) => item.name !== 'process file-events'),
    };
  }
  for (const [id, traceSpans] of Object.entries(spans)) {
    table[`/api/traces/${id}`] = { traceId: id, spans: traceSpans };
  }
  return table;
}

/** A reader that answers from the table and remembers every path it was asked for. */
export function fakeRead(table: Record<string, unknown>): { read: LabRead; paths: string[] } {
  const paths: string[] = [];
  const read: LabRead = async (path, schema) => {
    paths.push(path);
    await Promise.resolve();
    if (!(path in table)) throw new Error(`The fake API has no answer for ${path}`);
    return schema.parse(table[path]);
  };
  return { read, paths };
}

export function runCheck(
  check: LabCheckId,
  state: SystemState,
  start: Partial<LabStart> = {},
): Promise<CheckResult> {
  const { read } = fakeRead(answers(state));
  return LAB_CHECKS[check]({ read, start: { startedAt: START, fileCount: 0, ...start } });
}

export const notYet = (message: string): CheckResult => ({ done: false, message });
export const done = (message: string): CheckResult => ({ done: true, message });

export const PAUSED_TRACE = traceId(0x51);
/** A paused upload's trace since the start (its consumer span ended 'paused'). */
export const pausedUpload: SystemState = {
  lists: { [CONSUMED]: [summary(0x51, { at: 1000 })] },
  spans: { [PAUSED_TRACE]: uploadSpans(0x51, { outcome: 'paused' }) },
};

/** The gateway names a server span after its route. */
export const REPLAY_ROOT = 'POST /api/lab/queues/:queue/dead-letters/replay';
export const replayed: SystemState = {
  lists: {
    [USERS]: [summary(0x11, { at: 9000 }), summary(0x12, { at: 8000, rootName: REPLAY_ROOT })],
  },
};

/**
 * The check's result with what `stateAt` puts just beyond the clock slack before the start, and
 * with it `withinMs` inside the slack.
 */
export async function aroundClockSlack(
  check: LabCheckId,
  stateAt: (at: number) => SystemState,
  { start = {}, withinMs = 1 }: { start?: Partial<LabStart>; withinMs?: number } = {},
): Promise<[before: CheckResult, within: CheckResult]> {
  return [
    await runCheck(check, stateAt(-CLOCK_SLACK_MS - 1), start),
    await runCheck(check, stateAt(-CLOCK_SLACK_MS + withinMs), start),
  ];
}
