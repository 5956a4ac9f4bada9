// The 'In the Lab' check of a failed send kept by storage's outbox, against the fake system.
import { describe, expect, it } from 'vitest';
import { CLOCK_SLACK_MS } from './lab-checks';
import {
  actedOn,
  fileEventsFault,
  runMessageFaultCheck,
  type MessageFaultState,
} from './lab-checks-message-faults.test-utils';
import { done, notYet, summary, traceId, uploadSpans } from './lab-checks.test-utils';

/** The traces API's list of storage's sends of file events. */
const SENDS = '/api/traces?limit=100&service=storage&operation=send+file-events';

/** An upload whose send of its file event failed when `failed` (no consumer span then). */
function upload(n: number, { at = 1000, failed = true } = {}) {
  const spans = uploadSpans(n).flatMap((span) => {
    if (span.name === 'process file-events') return failed ? [] : [span];
    if (span.name !== 'send file-events' || !failed) return [span];
    return [actedOn({ ...span, status: 'error' as const }, 'send-fail')];
  });
  return { summary: summary(n, { at }), spans: { [traceId(n)]: spans } };
}

/** The system after these uploads, with the demo user's file count at `fileCount`. */
function system(uploads: ReturnType<typeof upload>[], fileCount: number): MessageFaultState {
  return {
    moreLists: { [SENDS]: uploads.map((item) => item.summary) },
    spans: Object.assign({}, ...uploads.map((item) => item.spans)) as Record<string, never>,
    fileCount,
  };
}

const run = (state: MessageFaultState, fileCount: number | null = 5) =>
  runMessageFaultCheck('outbox-send-fail', state, { fileCount });

describe('outbox-send-fail', () => {
  it('is not done before a send of a file event failed', async () => {
    const missing = notYet(
      'No send of a file event has failed since you started: start the send-fail fault on file-events, then upload two files on Storage.',
    );
    expect(await run(system([], 5))).toEqual(missing);
    expect(await run(system([upload(0x71, { failed: false })], 6))).toEqual(missing);
  });

  it('waits for the sweep to send the kept events, whenever it comes', async () => {
    const sweep =
      " The events wait in storage's outbox until its relay sends them, within a few seconds of the fault's end: check again then.";
    const failed = [upload(0x72, { at: 3000 }), upload(0x71)]; // newest first, as the API lists
    expect(await run(system(failed, 5))).toEqual(
      notYet(
        `The file count rose by 0 since you started (from 5 to 5); it should rise by at least 2.${sweep}`,
      ),
    );
    expect(await run(system(failed, 6))).toEqual(
      notYet(
        `The file count rose by 1 since you started (from 5 to 6); it should rise by at least 2.${sweep}`,
      ),
    );
    expect(await run(system(failed, 7))).toEqual(
      done(
        "Done: storage's send failed (trace 00000072…), the outbox kept the events, and once the fault was off they were sent and counted.",
      ),
    );
  });

  it('finds the failed send among later sends that worked', async () => {
    const state = system([upload(0x73, { at: 9000, failed: false }), upload(0x71)], 8);
    expect((await run(state)).done).toBe(true);
  });

  it('minds other faults on file-events not at all', async () => {
    const state = {
      ...system([upload(0x71), upload(0x72)], 7),
      faults: [fileEventsFault('pause')],
    };
    expect((await run(state)).done).toBe(true);
  });

  it('waits while the send-fail fault is active', async () => {
    const state = { ...system([upload(0x71)], 5), faults: [fileEventsFault('send-fail')] };
    expect(await run(state)).toEqual(
      notYet('The send-fail fault on file-events is still active: clear it in the banner first.'),
    );
  });

  it('asks to start again when the file count could not be read at the start', async () => {
    expect(await run(system([upload(0x71), upload(0x72)], 7), null)).toEqual(
      notYet("The file count could not be read when you started: press 'Start exercise' again."),
    );
  });

  it('leaves out a failed send before the start, beyond the clock slack', async () => {
    const at = (ms: number) => system([upload(0x71, { at: ms })], 7);
    expect((await run(at(-CLOCK_SLACK_MS - 1))).done).toBe(false);
    expect((await run(at(-CLOCK_SLACK_MS + 1))).done).toBe(true);
  });
});
