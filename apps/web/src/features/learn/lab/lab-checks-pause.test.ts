// The 'In the Lab' check of a paused queue and its drain, against the fake system.
import { describe, expect, it } from 'vitest';
import {
  aroundClockSlack,
  CONSUMED,
  done,
  fault,
  notYet,
  PAUSED_TRACE,
  runCheck,
  summary,
  type SystemState,
  traceId,
  uploadSpans,
  pausedUpload,
} from './lab-checks.test-utils';

describe('pause-and-drain', () => {
  /** The check, as started with `fileCount` files. */
  const run = (state: SystemState, fileCount: number | null) =>
    runCheck('pause-and-drain', state, { fileCount });

  it('is not done before the consumer held back an upload', async () => {
    const state: SystemState = {
      lists: { [CONSUMED]: [summary(0x52, { at: 1000 })] },
      spans: { [traceId(0x52)]: uploadSpans(0x52, { outcome: 'processed' }) },
      fileCount: 8,
    };
    expect(await run(state, 5)).toEqual(
      notYet(
        'The file-events consumer has not held back any upload since you started: start the pause fault before you upload.',
      ),
    );
  });

  it('says what is missing after the pause, first thing first', async () => {
    expect(
      await run(
        { ...pausedUpload, faults: [fault('file-events', 'pause')], onTheirWay: 3, fileCount: 5 },
        5,
      ),
    ).toEqual(
      notYet('The pause fault on file-events is still active: clear it in the banner first.'),
    );
    expect(await run({ ...pausedUpload, onTheirWay: 3, fileCount: 5 }, 5)).toEqual(
      notYet(
        '3 of your file events are still on their way through file-events: wait for them to arrive, then check again.',
      ),
    );
    expect(await run({ ...pausedUpload, onTheirWay: 1, fileCount: 8 }, 5)).toEqual(
      notYet(
        '1 of your file events is still on its way through file-events: wait for it to arrive, then check again.',
      ),
    );
    expect(await run({ ...pausedUpload, fileCount: 7 }, 5)).toEqual(
      notYet(
        'The file count rose by 2 since you started (from 5 to 7); it should rise by at least 3.',
      ),
    );
    expect(await run({ ...pausedUpload, fileCount: 8 }, 5)).toEqual(
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
    expect((await run(state, 5)).done).toBe(true);
  });

  it('asks to start again when the file count could not be read at the start', async () => {
    expect(await run({ ...pausedUpload, fileCount: 8 }, null)).toEqual(
      notYet("The file count could not be read when you started: press 'Start exercise' again."),
    );
  });

  it('leaves out a pause before the start, beyond the clock slack, and keeps one within it', async () => {
    const state = (at: number): SystemState => ({
      lists: { [CONSUMED]: [summary(0x51, { at })] },
      spans: { [PAUSED_TRACE]: uploadSpans(0x51, { outcome: 'paused' }) },
      fileCount: 8,
    });
    const [before, within] = await aroundClockSlack('pause-and-drain', state, {
      start: { fileCount: 5 },
    });
    expect(before.done).toBe(false);
    expect(within.done).toBe(true);
  });
});
