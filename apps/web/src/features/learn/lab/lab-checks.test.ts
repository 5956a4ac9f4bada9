// The five 'In the Lab' checks against a fake of the API they read (docs/learn.md, "In the
// Lab"): a table of path → data, each answer parsed with the contract's schema as the real
// reader does, so the fake data must fit the contracts too.
import type { Fault, FaultTarget, FaultType } from '@repo/contracts/lab-faults';
import type { Span, TraceSummary } from '@repo/contracts/traces';
import { describe, expect, it } from 'vitest';
import type { LabCheckId } from '../lib/lab-check-ids';
import { CLOCK_SLACK_MS, LAB_CHECKS, type CheckResult, type LabStart } from './lab-checks';
import type { LabRead } from './read-lab-api';

/** When the learner pressed 'Start exercise'. */
const START = Date.parse('2026-07-01T10:00:00.000Z');

// The trace lists each check asks for, written out as the traces API reads them.
const SEARCHES = '/api/traces?limit=100&operation=GET+%2Fapi%2Fnzbn%2Fsearch';
const CONSUMED = '/api/traces?limit=100&service=users&operation=process+file-events';
const USERS = '/api/traces?limit=100&service=users';
const R2_PUTS = '/api/traces?limit=100&service=storage&operation=R2+put';
const R2_DELETES = '/api/traces?limit=100&service=storage&operation=R2+delete';
const FAULTS = '/api/lab/faults';
const TOPOLOGY = '/api/lab/topology';
const DEMO_USER = '/api/users/demo-user';

/** A trace id whose first 8 digits are `n` in hex: 0xab reads '000000ab…'. */
function traceId(n: number): string {
  return `${n.toString(16).padStart(8, '0')}${'c'.repeat(24)}`;
}

function spanId(n: number): string {
  return n.toString(16).padStart(16, '0');
}

/** Milliseconds after START as ISO 8601. */
function iso(at: number): string {
  return new Date(START + at).toISOString();
}

function summary(
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

interface SpanOptions extends Partial<Omit<Span, 'spanId' | 'parentSpanId' | 'startTime'>> {
  id: number;
  parent?: number;
  at?: number;
}

function span({ id, parent, at = 0, ...rest }: SpanOptions): Span {
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
function uploadSpans(
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

function fault(target: FaultTarget, type: FaultType): Fault {
  return {
    id: `${target}.${type}`,
    target,
    type,
    value: null,
    durationSeconds: 300,
    createdAt: iso(0),
    expiresAt: iso(300_000),
  };
}

interface SystemState {
  /** Each trace list, by its path. */
  lists?: Partial<Record<string, TraceSummary[]>>;
  /** Each trace's spans, by its trace id. */
  spans?: Record<string, Span[]>;
  faults?: Fault[];
  backlog?: number;
  deadLettered?: number;
  fileCount?: number;
}

/** The API's answers, by path, for the state of the system. */
function answers({
  lists = {},
  spans = {},
  faults = [],
  backlog = 0,
  deadLettered = 0,
  fileCount = 0,
}: SystemState): Record<string, unknown> {
  const table: Record<string, unknown> = {
    [FAULTS]: { items: faults, access: 'open', unreachable: [] },
    [TOPOLOGY]: {
      nodes: [{ id: 'file-events', kind: 'queue', label: 'file-events', owner: 'users' }],
      edges: [],
      queues: [
        {
          id: 'file-events',
          backlog,
          oldestAgeSeconds: backlog > 0 ? 4 : null,
          deliveriesPerSecond: 0,
          retries: 0,
          deadLettered,
        },
        // Another queue's backlog is none of these checks' business.
        {
          id: 'telemetry',
          backlog: 9,
          oldestAgeSeconds: 1,
          deliveriesPerSecond: 2,
          retries: 0,
          deadLettered: 4,
        },
      ],
      at: iso(60_000),
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
  for (const [id, traceSpans] of Object.entries(spans)) {
    table[`/api/traces/${id}`] = { traceId: id, spans: traceSpans };
  }
  return table;
}

/** A reader that answers from the table and remembers every path it was asked for. */
function fakeRead(table: Record<string, unknown>): { read: LabRead; paths: string[] } {
  const paths: string[] = [];
  const read: LabRead = async (path, schema) => {
    paths.push(path);
    await Promise.resolve();
    if (!(path in table)) throw new Error(`The fake API has no answer for ${path}`);
    return schema.parse(table[path]);
  };
  return { read, paths };
}

function runCheck(
  check: LabCheckId,
  state: SystemState,
  start: Partial<LabStart> = {},
): Promise<CheckResult> {
  const { read } = fakeRead(answers(state));
  return LAB_CHECKS[check]({ read, start: { startedAt: START, fileCount: 0, ...start } });
}

const notYet = (message: string): CheckResult => ({ done: false, message });
const done = (message: string): CheckResult => ({ done: true, message });

const PAUSED_TRACE = traceId(0x51);
/** A paused upload's trace since the start (its consumer span ended 'paused'). */
const pausedUpload: SystemState = {
  lists: { [CONSUMED]: [summary(0x51, { at: 1000 })] },
  spans: { [PAUSED_TRACE]: uploadSpans(0x51, { outcome: 'paused' }) },
};

/** The gateway names a server span after its route. */
const REPLAY_ROOT = 'POST /api/lab/queues/:queue/dead-letters/replay';
const replayed: SystemState = {
  lists: {
    [USERS]: [summary(0x11, { at: 9000 }), summary(0x12, { at: 8000, rootName: REPLAY_ROOT })],
  },
};

describe('search-timing', () => {
  /** Searches of `durationMs` starting at each of `starts` (ms after START). */
  const searches = (starts: number[], durationMs = 100): SystemState => ({
    lists: { [SEARCHES]: starts.map((at, index) => summary(index + 1, { at, durationMs })) },
  });

  it('counts the searches since the start until there are three', async () => {
    const message = (count: string) =>
      `Found ${count} since you started; run the example so it makes three in sequence and three in parallel.`;
    expect(await runCheck('search-timing', searches([]))).toEqual(
      notYet(message('0 register searches')),
    );
    expect(await runCheck('search-timing', searches([500]))).toEqual(
      notYet(message('1 register search')),
    );
    expect(await runCheck('search-timing', searches([500, 900]))).toEqual(
      notYet(message('2 register searches')),
    );
  });

  it('is not done with three searches one after another, even when each starts as the last ends', async () => {
    expect(await runCheck('search-timing', searches([300, 200, 100]))).toEqual(
      notYet(
        'Found 3 searches since you started, but none ran at the same time as another: run the Promise.all part too.',
      ),
    );
  });

  it('is done once two of them overlap', async () => {
    expect(await runCheck('search-timing', searches([100, 200, 300, 1000, 1050]))).toEqual(
      done('Done: 5 searches since you started, 2 of them at the same time as another.'),
    );
  });

  it('counts a search that lies wholly inside a longer one, in either order', async () => {
    const state: SystemState = {
      lists: {
        [SEARCHES]: [
          summary(1, { at: 0, durationMs: 10 }),
          summary(2, { at: 20, durationMs: 10 }),
          summary(3, { at: 100, durationMs: 500 }),
          summary(4, { at: 200, durationMs: 5 }),
        ],
      },
    };
    expect(await runCheck('search-timing', state)).toEqual(
      done('Done: 4 searches since you started, 2 of them at the same time as another.'),
    );
  });

  it('leaves out searches made before the start, beyond the clock slack', async () => {
    const early = -CLOCK_SLACK_MS - 500;
    const state: SystemState = {
      lists: {
        [SEARCHES]: [
          summary(1, { at: 1000, durationMs: 100 }),
          summary(2, { at: 2000, durationMs: 100 }),
          summary(3, { at: 3000, durationMs: 100 }),
          summary(4, { at: early, durationMs: 100 }),
          summary(5, { at: early + 10, durationMs: 100 }),
        ],
      },
    };
    expect(await runCheck('search-timing', state)).toEqual(
      notYet(
        'Found 3 searches since you started, but none ran at the same time as another: run the Promise.all part too.',
      ),
    );
  });

  it('counts searches that started within the clock slack before the start', async () => {
    const state = searches([-CLOCK_SLACK_MS, -CLOCK_SLACK_MS + 500, -CLOCK_SLACK_MS + 520]);
    expect(await runCheck('search-timing', state)).toEqual(
      done('Done: 3 searches since you started, 2 of them at the same time as another.'),
    );
    expect(await runCheck('search-timing', searches([-CLOCK_SLACK_MS - 1, 500, 520]))).toEqual(
      notYet(
        'Found 2 register searches since you started; run the example so it makes three in sequence and three in parallel.',
      ),
    );
  });
});

describe('upload-queue-hop', () => {
  const NOT_YET = notYet(
    'No upload since you started has a trace that crosses the file-events queue yet: upload a file on Storage, wait a second and check again.',
  );

  it('is not done before any upload', async () => {
    expect(await runCheck('upload-queue-hop', {})).toEqual(NOT_YET);
  });

  it('is done when the consumer span is a child of storage’s send, saying how long it waited', async () => {
    const state: SystemState = {
      lists: { [CONSUMED]: [summary(0xab, { at: 4000 })] },
      spans: { [traceId(0xab)]: uploadSpans(0xab, { waited: 1234 }) },
    };
    expect(await runCheck('upload-queue-hop', state)).toEqual(
      done(
        "Done: in trace 000000ab… the file event waited 1234 ms between storage's 'send file-events' and the users consumer's 'process file-events'.",
      ),
    );
  });

  it('does not count a consumer span whose parent is another span', async () => {
    const state: SystemState = {
      lists: { [CONSUMED]: [summary(0xab, { at: 4000 })] },
      spans: { [traceId(0xab)]: uploadSpans(0xab, { consumerParent: 2 }) },
    };
    expect(await runCheck('upload-queue-hop', state)).toEqual(NOT_YET);
  });

  it('does not count a send by another worker or a consumer of another worker', async () => {
    const [root, storage, send, consumer] = uploadSpans(0xab) as [Span, Span, Span, Span];
    const sentByGateway: SystemState = {
      lists: { [CONSUMED]: [summary(0xab, { at: 4000 })] },
      spans: { [traceId(0xab)]: [root, storage, { ...send, service: 'gateway' }, consumer] },
    };
    expect(await runCheck('upload-queue-hop', sentByGateway)).toEqual(NOT_YET);
    const consumedByStorage: SystemState = {
      ...sentByGateway,
      spans: { [traceId(0xab)]: [root, storage, send, { ...consumer, service: 'storage' }] },
    };
    expect(await runCheck('upload-queue-hop', consumedByStorage)).toEqual(NOT_YET);
  });

  it('names the newest trace with a hop and never reads a negative wait', async () => {
    const state: SystemState = {
      lists: {
        [CONSUMED]: [
          summary(0x3, { at: 9000 }),
          summary(0x2, { at: 8000 }),
          summary(0x1, { at: 7000 }),
        ],
      },
      spans: {
        [traceId(0x3)]: uploadSpans(0x3, { consumerParent: 1 }),
        // The consumer's clock runs a little behind storage's.
        [traceId(0x2)]: uploadSpans(0x2, { waited: -3 }),
        [traceId(0x1)]: uploadSpans(0x1),
      },
    };
    expect(await runCheck('upload-queue-hop', state)).toEqual(
      done(
        "Done: in trace 00000002… the file event waited 0 ms between storage's 'send file-events' and the users consumer's 'process file-events'.",
      ),
    );
  });

  it('opens only the ten newest traces', async () => {
    const items = Array.from({ length: 11 }, (_, index) =>
      summary(index + 1, { at: 20_000 - index * 100 }),
    );
    const spans = Object.fromEntries(
      items.map((item, index) => [
        item.traceId,
        uploadSpans(index + 1, { consumerParent: index === 10 ? 3 : 1 }),
      ]),
    );
    const { read, paths } = fakeRead(answers({ lists: { [CONSUMED]: items }, spans }));
    const result = await LAB_CHECKS['upload-queue-hop']({
      read,
      start: { startedAt: START, fileCount: 0 },
    });
    expect(result).toEqual(NOT_YET);
    expect(paths.filter((path) => path.startsWith('/api/traces/'))).toHaveLength(10);
  });

  it('leaves out uploads before the start, beyond the clock slack, and keeps those within it', async () => {
    const state = (at: number): SystemState => ({
      lists: { [CONSUMED]: [summary(0xab, { at })] },
      spans: { [traceId(0xab)]: uploadSpans(0xab, { waited: 15 }) },
    });
    expect(await runCheck('upload-queue-hop', state(-CLOCK_SLACK_MS - 1))).toEqual(NOT_YET);
    expect(await runCheck('upload-queue-hop', state(-CLOCK_SLACK_MS + 300))).toEqual(
      done(
        "Done: in trace 000000ab… the file event waited 15 ms between storage's 'send file-events' and the users consumer's 'process file-events'.",
      ),
    );
  });
});

describe('dead-letter-replay', () => {
  it('is not done before a replay is traced', async () => {
    const state: SystemState = {
      lists: {
        [USERS]: [
          summary(0x11, { at: 500 }),
          summary(0x12, { at: 600, rootName: 'GET /api/lab/queues/:queue/dead-letters' }),
        ],
      },
      fileCount: 5,
    };
    expect(await runCheck('dead-letter-replay', state, { fileCount: 4 })).toEqual(
      notYet(
        'No replay of dead letters since you started: once the message is dead-lettered and the fault cleared, replay it from the dead-letter queue.',
      ),
    );
  });

  /** An upload whose file event was delivered with these outcomes, attempt 1 first. */
  function deliveries(outcomes: string[]): SystemState {
    const [upload, storage, send] = uploadSpans(0x21);
    const consumer = outcomes.map((outcome, index) =>
      span({
        id: 10 + index,
        parent: 3,
        service: 'users',
        name: 'process file-events',
        kind: 'consumer',
        at: 1000 * (index + 1),
        attributes: {
          'messaging.cloudflare.outcome': outcome,
          'messaging.cloudflare.attempts': index + 1,
        },
      }),
    );
    const spans = [upload, storage, send, ...consumer].flatMap((value) =>
      value ? [{ ...value, traceId: traceId(0x21) }] : [],
    );
    return {
      lists: { [USERS]: [summary(0x21, { at: 500 })], [CONSUMED]: [summary(0x21, { at: 500 })] },
      spans: { [traceId(0x21)]: spans },
      fileCount: 4,
    };
  }

  it('counts the failed deliveries while the message is on its way to the dead-letter queue', async () => {
    expect(
      await runCheck('dead-letter-replay', deliveries(['failed', 'failed', 'failed'])),
    ).toEqual(
      notYet(
        'The file event has failed 3 of its 6 deliveries so far: keep the fault on until the queue moves it to the dead-letter queue, then clear the fault and replay it.',
      ),
    );
  });

  it('explains a fault that ended before the last delivery', async () => {
    expect(
      await runCheck('dead-letter-replay', deliveries(['failed', 'failed', 'processed'])),
    ).toEqual(
      notYet(
        'The fail fault ended before the 6th delivery, so the message was processed normally: start again, with a fault that lasts until Dead-lettered shows 1.',
      ),
    );
  });

  it('says what is missing after the replay, first thing first', async () => {
    const settled: SystemState = { ...replayed, fileCount: 5 };
    expect(
      await runCheck(
        'dead-letter-replay',
        { ...settled, faults: [fault('file-events', 'fail')], backlog: 1, deadLettered: 1 },
        { fileCount: 5 },
      ),
    ).toEqual(
      notYet('The fail fault on file-events is still active: clear it in the banner first.'),
    );
    expect(
      await runCheck(
        'dead-letter-replay',
        { ...settled, backlog: 2, deadLettered: 1 },
        { fileCount: 5 },
      ),
    ).toEqual(notYet('The file-events backlog is 2: wait for it to drain, then check again.'));
    expect(
      await runCheck('dead-letter-replay', { ...settled, deadLettered: 1 }, { fileCount: 5 }),
    ).toEqual(notYet('1 file event waits in the dead-letter queue: replay it.'));
    expect(
      await runCheck('dead-letter-replay', { ...settled, deadLettered: 2 }, { fileCount: 5 }),
    ).toEqual(notYet('2 file events wait in the dead-letter queue: replay them.'));
    expect(await runCheck('dead-letter-replay', settled, { fileCount: 5 })).toEqual(
      notYet(
        'The file count rose by 0 since you started (from 5 to 5); it should rise by at least 1.',
      ),
    );
    expect(await runCheck('dead-letter-replay', settled, { fileCount: 4 })).toEqual(
      done(
        'Done: the message went to the dead-letter queue, came back with the replay and was counted.',
      ),
    );
  });

  it('minds only a fail fault on file-events', async () => {
    const state: SystemState = {
      ...replayed,
      faults: [fault('file-events', 'pause'), fault('telemetry', 'fail'), fault('users', 'errors')],
      fileCount: 6,
    };
    expect((await runCheck('dead-letter-replay', state, { fileCount: 4 })).done).toBe(true);
  });

  it('asks to start again when the file count could not be read at the start', async () => {
    expect(
      await runCheck('dead-letter-replay', { ...replayed, fileCount: 5 }, { fileCount: null }),
    ).toEqual(
      notYet("The file count could not be read when you started: press 'Start exercise' again."),
    );
  });

  it('leaves out a replay before the start, beyond the clock slack, and keeps one within it', async () => {
    const state = (at: number): SystemState => ({
      lists: { [USERS]: [summary(0x12, { at, rootName: REPLAY_ROOT })] },
      fileCount: 5,
    });
    expect(
      (await runCheck('dead-letter-replay', state(-CLOCK_SLACK_MS - 1), { fileCount: 4 })).done,
    ).toBe(false);
    expect(
      (await runCheck('dead-letter-replay', state(-CLOCK_SLACK_MS + 1), { fileCount: 4 })).done,
    ).toBe(true);
  });
});

describe('pause-and-drain', () => {
  it('is not done before the consumer held back an upload', async () => {
    const state: SystemState = {
      lists: { [CONSUMED]: [summary(0x52, { at: 1000 })] },
      spans: { [traceId(0x52)]: uploadSpans(0x52, { outcome: 'processed' }) },
      fileCount: 8,
    };
    expect(await runCheck('pause-and-drain', state, { fileCount: 5 })).toEqual(
      notYet(
        'The file-events consumer has not held back any upload since you started: start the pause fault before you upload.',
      ),
    );
  });

  it('says what is missing after the pause, first thing first', async () => {
    expect(
      await runCheck(
        'pause-and-drain',
        { ...pausedUpload, faults: [fault('file-events', 'pause')], backlog: 3, fileCount: 5 },
        { fileCount: 5 },
      ),
    ).toEqual(
      notYet('The pause fault on file-events is still active: clear it in the banner first.'),
    );
    expect(
      await runCheck(
        'pause-and-drain',
        { ...pausedUpload, backlog: 3, fileCount: 5 },
        {
          fileCount: 5,
        },
      ),
    ).toEqual(notYet('The file-events backlog is 3: wait for it to drain, then check again.'));
    expect(
      await runCheck(
        'pause-and-drain',
        { ...pausedUpload, backlog: 1, fileCount: 8 },
        { fileCount: 5 },
      ),
    ).toEqual(notYet('The file-events backlog is 1: wait for it to drain, then check again.'));
    expect(
      await runCheck('pause-and-drain', { ...pausedUpload, fileCount: 7 }, { fileCount: 5 }),
    ).toEqual(
      notYet(
        'The file count rose by 2 since you started (from 5 to 7); it should rise by at least 3.',
      ),
    );
    expect(
      await runCheck('pause-and-drain', { ...pausedUpload, fileCount: 8 }, { fileCount: 5 }),
    ).toEqual(
      done('Done: the uploads waited in the paused queue and were all counted once it drained.'),
    );
  });

  it('minds neither a fail fault nor dead letters', async () => {
    const state: SystemState = {
      ...pausedUpload,
      faults: [fault('file-events', 'fail'), fault('telemetry', 'pause')],
      deadLettered: 2,
      fileCount: 9,
    };
    expect((await runCheck('pause-and-drain', state, { fileCount: 5 })).done).toBe(true);
  });

  it('asks to start again when the file count could not be read at the start', async () => {
    expect(
      await runCheck('pause-and-drain', { ...pausedUpload, fileCount: 8 }, { fileCount: null }),
    ).toEqual(
      notYet("The file count could not be read when you started: press 'Start exercise' again."),
    );
  });

  it('leaves out a pause before the start, beyond the clock slack, and keeps one within it', async () => {
    const state = (at: number): SystemState => ({
      lists: { [CONSUMED]: [summary(0x51, { at })] },
      spans: { [PAUSED_TRACE]: uploadSpans(0x51, { outcome: 'paused' }) },
      fileCount: 8,
    });
    expect(
      (await runCheck('pause-and-drain', state(-CLOCK_SLACK_MS - 1), { fileCount: 5 })).done,
    ).toBe(false);
    expect(
      (await runCheck('pause-and-drain', state(-CLOCK_SLACK_MS + 1), { fileCount: 5 })).done,
    ).toBe(true);
  });
});

describe('r2-operations-traced', () => {
  it('wants a put, then a delete', async () => {
    expect(await runCheck('r2-operations-traced', {})).toEqual(
      notYet("No trace since you started holds an 'R2 put': upload a file on Storage."),
    );
    expect(
      await runCheck('r2-operations-traced', { lists: { [R2_DELETES]: [summary(2)] } }),
    ).toEqual(notYet("No trace since you started holds an 'R2 put': upload a file on Storage."));
    expect(await runCheck('r2-operations-traced', { lists: { [R2_PUTS]: [summary(1)] } })).toEqual(
      notYet("No trace since you started holds an 'R2 delete': delete a file on Storage."),
    );
  });

  it('is done with both, counting the traces of each', async () => {
    expect(
      await runCheck('r2-operations-traced', {
        lists: { [R2_PUTS]: [summary(1, { at: 100 })], [R2_DELETES]: [summary(2, { at: 900 })] },
      }),
    ).toEqual(done("Done: 1 trace holds an 'R2 put' and 1 an 'R2 delete' since you started."));
    expect(
      await runCheck('r2-operations-traced', {
        lists: {
          [R2_PUTS]: [summary(3, { at: 200 }), summary(1, { at: 100 })],
          [R2_DELETES]: [summary(2, { at: 900 })],
        },
      }),
    ).toEqual(done("Done: 2 traces hold an 'R2 put' and 1 an 'R2 delete' since you started."));
  });

  it('leaves out operations before the start, beyond the clock slack, and keeps those within it', async () => {
    const state = (deleteAt: number): SystemState => ({
      lists: {
        [R2_PUTS]: [summary(1, { at: -CLOCK_SLACK_MS })],
        [R2_DELETES]: [summary(2, { at: deleteAt })],
      },
    });
    expect(await runCheck('r2-operations-traced', state(-CLOCK_SLACK_MS - 1))).toEqual(
      notYet("No trace since you started holds an 'R2 delete': delete a file on Storage."),
    );
    expect((await runCheck('r2-operations-traced', state(-CLOCK_SLACK_MS + 1))).done).toBe(true);
  });
});

describe('what the checks ask the API', () => {
  /** Each trace list a check asked for, as the query the traces API parses. */
  async function reads(check: LabCheckId, state: SystemState, start: Partial<LabStart> = {}) {
    const { read, paths } = fakeRead(answers(state));
    await LAB_CHECKS[check]({ read, start: { startedAt: START, fileCount: 0, ...start } });
    return paths.map((path) => {
      const [pathname = '', query] = path.split('?');
      return query === undefined
        ? pathname
        : { pathname, query: Object.fromEntries(new URLSearchParams(query)) };
    });
  }

  it('search-timing lists the register searches', async () => {
    expect(await reads('search-timing', {})).toEqual([
      { pathname: '/api/traces', query: { limit: '100', operation: 'GET /api/nzbn/search' } },
    ]);
  });

  it('upload-queue-hop lists the users consumer’s traces and opens them', async () => {
    const state: SystemState = {
      lists: { [CONSUMED]: [summary(0xab, { at: 4000 })] },
      spans: { [traceId(0xab)]: uploadSpans(0xab) },
    };
    expect(await reads('upload-queue-hop', state)).toEqual([
      {
        pathname: '/api/traces',
        query: { limit: '100', service: 'users', operation: 'process file-events' },
      },
      `/api/traces/${traceId(0xab)}`,
    ]);
  });

  it('dead-letter-replay lists the users service’s traces, then reads faults, queues and usage', async () => {
    expect(await reads('dead-letter-replay', { ...replayed, fileCount: 1 })).toEqual([
      { pathname: '/api/traces', query: { limit: '100', service: 'users' } },
      FAULTS,
      TOPOLOGY,
      DEMO_USER,
    ]);
  });

  it('pause-and-drain opens the consumer’s traces, then reads faults, queues and usage', async () => {
    expect(await reads('pause-and-drain', { ...pausedUpload, fileCount: 3 })).toEqual([
      {
        pathname: '/api/traces',
        query: { limit: '100', service: 'users', operation: 'process file-events' },
      },
      `/api/traces/${PAUSED_TRACE}`,
      FAULTS,
      TOPOLOGY,
      DEMO_USER,
    ]);
  });

  it('r2-operations-traced lists storage’s R2 puts and deletes', async () => {
    expect(await reads('r2-operations-traced', {})).toEqual([
      { pathname: '/api/traces', query: { limit: '100', service: 'storage', operation: 'R2 put' } },
      {
        pathname: '/api/traces',
        query: { limit: '100', service: 'storage', operation: 'R2 delete' },
      },
    ]);
  });

  it('rejects with the reader’s error when a read fails', async () => {
    const read: LabRead = () => Promise.reject(new Error('The check could not read it'));
    for (const check of Object.keys(LAB_CHECKS) as LabCheckId[]) {
      await expect(
        LAB_CHECKS[check]({ read, start: { startedAt: START, fileCount: 0 } }),
      ).rejects.toThrow('The check could not read it');
    }
  });
});
