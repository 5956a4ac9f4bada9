// The 'In the Lab' check of a dead-lettered file event and its replay, against the fake system.
import { describe, expect, it } from 'vitest';
import {
  aroundClockSlack,
  CONSUMED,
  done,
  fault,
  notYet,
  REPLAY_ROOT,
  runCheck,
  span,
  summary,
  type SystemState,
  traceId,
  uploadSpans,
  USERS,
  replayed,
} from './lab-checks.test-utils';

describe('dead-letter-replay', () => {
  /** The check, as started with `fileCount` files. */
  const run = (state: SystemState, fileCount: number | null) =>
    runCheck('dead-letter-replay', state, { fileCount });

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
    expect(await run(state, 4)).toEqual(
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
        'The fail fault ended before the 6th delivery, so the message was processed normally: start again, with a fault that lasts until Dead-lettered (last minute) shows 1.',
      ),
    );
  });

  it('says what is missing after the replay, first thing first', async () => {
    const settled: SystemState = { ...replayed, fileCount: 5 };
    expect(
      await run(
        { ...settled, faults: [fault('file-events', 'fail')], onTheirWay: 1, deadLettered: 1 },
        5,
      ),
    ).toEqual(
      notYet('The fail fault on file-events is still active: clear it in the banner first.'),
    );
    expect(await run({ ...settled, onTheirWay: 2, deadLettered: 1 }, 5)).toEqual(
      notYet(
        '2 of your file events are still on their way through file-events: wait for them to arrive, then check again.',
      ),
    );
    expect(await run({ ...settled, deadLettered: 1 }, 5)).toEqual(
      notYet('1 file event waits in the dead-letter queue: replay it.'),
    );
    expect(await run({ ...settled, deadLettered: 2 }, 5)).toEqual(
      notYet('2 file events wait in the dead-letter queue: replay them.'),
    );
    // A poison message the consumer rejected comes back from every replay: it is not waited for.
    expect(await run({ ...settled, deadLettered: 1, rejected: 2 }, 5)).toEqual(
      notYet('1 file event waits in the dead-letter queue: replay it.'),
    );
    expect(await run({ ...settled, rejected: 1 }, 4)).toEqual(
      done(
        'Done: the message went to the dead-letter queue, came back with the replay and was counted.',
      ),
    );
    expect(await run(settled, 5)).toEqual(
      notYet(
        'The file count rose by 0 since you started (from 5 to 5); it should rise by at least 1.',
      ),
    );
    expect(await run(settled, 4)).toEqual(
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
    expect((await run(state, 4)).done).toBe(true);
  });

  it('asks to start again when the file count could not be read at the start', async () => {
    expect(await run({ ...replayed, fileCount: 5 }, null)).toEqual(
      notYet("The file count could not be read when you started: press 'Start exercise' again."),
    );
  });

  it('leaves out a replay before the start, beyond the clock slack, and keeps one within it', async () => {
    const state = (at: number): SystemState => ({
      lists: { [USERS]: [summary(0x12, { at, rootName: REPLAY_ROOT })] },
      fileCount: 5,
    });
    const [before, within] = await aroundClockSlack('dead-letter-replay', state, {
      start: { fileCount: 4 },
    });
    expect(before.done).toBe(false);
    expect(within.done).toBe(true);
  });
});
