// The 'In the Lab' check of a slowed consumer and its drained backlog, against the fake system.
import { describe, expect, it } from 'vitest';
import {
  actedOn,
  fileEventsFault,
  runMessageFaultCheck,
  type MessageFaultState,
} from './lab-checks-message-faults.test-utils';
import { CLOCK_SLACK_MS } from './lab-checks';
import { CONSUMED, done, notYet, summary, traceId, uploadSpans } from './lab-checks.test-utils';

/** An upload whose file event the consumer handled, slowed by the fault when `slow`. */
function upload(n: number, { at = 1000, slow = true } = {}): MessageFaultState {
  const spans = uploadSpans(n).map((span) =>
    slow && span.name === 'process file-events'
      ? actedOn({ ...span, durationMs: 512 }, 'slow')
      : span,
  );
  return { lists: { [CONSUMED]: [summary(n, { at })] }, spans: { [traceId(n)]: spans } };
}

const run = (state: MessageFaultState) => runMessageFaultCheck('slow-consumer-backlog', state);

describe('slow-consumer-backlog', () => {
  it('is not done before a slowed consumer handled a file event', async () => {
    const missing = notYet(
      'No file event has been handled by a slowed consumer since you started: start the slow fault on file-events, then generate the uploads.',
    );
    expect(await run({})).toEqual(missing);
    expect(await run(upload(0x61, { slow: false }))).toEqual(missing);
  });

  it('is done once the slowed events drained, and says how long one took', async () => {
    expect(await run(upload(0x61))).toEqual(
      done(
        'Done: a delivery the slow fault held back lasted 512 ms (trace 00000061…). With the slow fault off, every file event of yours has arrived.',
      ),
    );
  });

  it('says why a delivery of a batch lasted longer than the time per message', async () => {
    const state = upload(0x61);
    const spans = state.spans?.[traceId(0x61)] ?? [];
    const batched = spans.map((span) =>
      span.name === 'process file-events'
        ? {
            ...span,
            durationMs: 1507,
            attributes: { ...span.attributes, 'messaging.batch.message_count': 3 },
          }
        : span,
    );
    expect(await run({ ...state, spans: { [traceId(0x61)]: batched } })).toEqual(
      done(
        "Done: a delivery the slow fault held back lasted 1507 ms: its batch held 3 messages, and the consumer spent the fault's time on each of them first (trace 00000061…). With the slow fault off, every file event of yours has arrived.",
      ),
    );
  });

  it('waits for the backlog to drain, however long the learner takes', async () => {
    expect(await run({ ...upload(0x61), onTheirWay: 8 })).toEqual(
      notYet(
        '8 of your file events are still on their way through file-events: wait for them to arrive, then check again.',
      ),
    );
    // Minutes later, the same evidence still counts.
    expect((await run(upload(0x61, { at: 600_000 }))).done).toBe(true);
  });

  it('minds neither other faults nor dead letters', async () => {
    const state = { ...upload(0x61), faults: [fileEventsFault('pause')], deadLettered: 3 };
    expect((await run(state)).done).toBe(true);
  });

  it('waits while the slow fault is active', async () => {
    expect(await run({ ...upload(0x61), faults: [fileEventsFault('slow', 500)] })).toEqual(
      notYet('The slow fault on file-events is still active: clear it in the banner first.'),
    );
  });

  it('leaves out slowed events before the start, beyond the clock slack', async () => {
    expect((await run(upload(0x61, { at: -CLOCK_SLACK_MS - 1 }))).done).toBe(false);
    expect((await run(upload(0x61, { at: -CLOCK_SLACK_MS + 1 }))).done).toBe(true);
  });
});
