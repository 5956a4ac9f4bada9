// The 'In the Lab' check of duplicate deliveries (reliable-messaging), against the fake system.
import type { Span } from '@repo/contracts/traces';
import { describe, expect, it } from 'vitest';
import { actedOn, runMessageFaultCheck } from './lab-checks-message-faults.test-utils';
import {
  CONSUMED,
  done,
  notYet,
  span,
  summary,
  traceId,
  uploadSpans,
  type SystemState,
} from './lab-checks.test-utils';

/** An upload's spans, with a second delivery when `twice`: the duplicate fault's unless `fault` is false. */
function uploadTrace(n: number, twice: boolean, fault = true): Span[] {
  const spans = uploadSpans(n).map((one) =>
    one.name === 'process file-events'
      ? { ...one, attributes: { ...one.attributes, ...delivery(`m-${n}`, 1) } }
      : one,
  );
  if (!twice) return spans;
  const copy = span({
    id: 5,
    parent: 4,
    service: 'users',
    name: 'process file-events',
    kind: 'consumer',
    at: 1500,
    attributes: { 'messaging.cloudflare.outcome': 'processed', ...delivery(`copy-${n}`, 1) },
  });
  const second = { ...copy, traceId: traceId(n) };
  return [...spans, fault ? actedOn(second, 'duplicate') : second];
}

const delivery = (id: string, attempts: number) => ({
  'messaging.message.id': id,
  'messaging.cloudflare.attempts': attempts,
});

/** An upload whose file event was redelivered after a crash: the same message, attempt 2. */
function redeliveredTrace(n: number, sameId = true): Span[] {
  const [first, ...rest] = uploadSpans(n).reverse();
  if (!first) throw new Error('no delivery');
  const crashed = {
    ...first,
    attributes: { 'messaging.cloudflare.outcome': 'crashed', ...delivery(`m-${n}`, 1) },
  };
  const again = {
    ...span({
      id: 6,
      parent: 3,
      service: 'users',
      name: 'process file-events',
      kind: 'consumer',
      at: 2500,
      attributes: {
        'messaging.cloudflare.outcome': 'processed',
        ...delivery(sameId ? `m-${n}` : `other-${n}`, 2),
      },
    }),
    traceId: traceId(n),
  };
  return [...rest.reverse(), crashed, again];
}

/**
 * Uploads since the start (numbered from 0x71), each re-sent or delivered once, then, with
 * `redelivery`, one more whose event was redelivered.
 */
function uploads(
  twice: readonly boolean[],
  fileCount: number,
  at = 1000,
  redelivery: 'none' | 'same' | 'other' = 'same',
): SystemState {
  const numbers = twice.map((_, index) => 0x71 + index);
  const again = 0x71 + twice.length;
  const traces: [string, Span[]][] = numbers.map((n, index) => [
    traceId(n),
    uploadTrace(n, twice[index] ?? false),
  ]);
  if (redelivery !== 'none')
    traces.push([traceId(again), redeliveredTrace(again, redelivery === 'same')]);
  return {
    lists: {
      [CONSUMED]: traces.map((_, index) => summary(0x71 + index, { at: at + index * 1000 })),
    },
    spans: Object.fromEntries(traces),
    fileCount,
  };
}

const run = (state: SystemState) =>
  runMessageFaultCheck('duplicate-deliveries', state, { fileCount: 5 });

describe('duplicate-deliveries', () => {
  it('is not done before an upload reached the consumer', async () => {
    expect(await run({ fileCount: 5 })).toEqual(
      notYet(
        'No upload since you started has reached the users consumer yet: switch on the duplicate fault, then upload three files on Storage.',
      ),
    );
  });

  it('counts only the uploads delivered a second time by the fault', async () => {
    expect(await run(uploads([true, false, true], 8, 1000, 'none'))).toEqual(
      notYet(
        "2 of the 3 uploads since you started were re-sent (a second 'process file-events' with lab.fault 'duplicate'); 3 are needed. Is the duplicate fault on at 1? Upload more files while it is.",
      ),
    );
  });

  it('does not count a second delivery the fault did not make (a retry)', async () => {
    const state = uploads([true, true, true], 9);
    const retried = {
      ...state,
      spans: { ...state.spans, [traceId(0x72)]: uploadTrace(0x72, true, false) },
    };
    expect((await run(retried)).message).toMatch(/^2 of the 4 uploads since you started were/);
  });

  it('asks for the redelivery once three uploads were re-sent', async () => {
    const wanted = notYet(
      '3 uploads were re-sent: each copy a new message, attempt 1. Now the redelivery: clear the duplicate fault, switch on the crash fault on file-events and upload one more file; its event comes back as the same message, attempt 2.',
    );
    expect(await run(uploads([true, true, true], 8, 1000, 'none'))).toEqual(wanted);
    // A second delivery of another message at attempt 2 is not this message redelivered.
    expect(await run(uploads([true, true, true], 9, 1000, 'other'))).toEqual(wanted);
  });

  it('is done when three uploads were re-sent, one redelivered, and each counted once', async () => {
    expect(await run(uploads([true, true, true], 9))).toEqual(
      done(
        'Done: 3 uploads were re-sent (a new message, attempt 1) and 1 redelivered (the same message, attempt 2), and the file count rose by exactly 4: the ledger ignored every repeat.',
      ),
    );
  });

  it('is not done while the count is short, or when a file counted twice', async () => {
    expect(await run(uploads([true, true, true], 8))).toEqual(
      notYet(
        'The file count rose by 3 since you started (from 5 to 8); it should rise by at least 4.',
      ),
    );
    expect(await run(uploads([true, true, true], 11))).toEqual(
      notYet(
        'The file count rose by 6 for 4 uploads: a file was counted more than once, or an upload has not reached the traces yet. Wait a moment and check again.',
      ),
    );
  });

  it('leaves out uploads before the start, and passes for a learner who took minutes', async () => {
    expect((await run(uploads([true, true, true], 9, -60_000))).done).toBe(false);
    expect((await run(uploads([true, true, true], 9, 600_000))).done).toBe(true);
  });

  it('asks to start again when the file count could not be read at the start', async () => {
    const state = uploads([true, true, true], 9);
    expect(await runMessageFaultCheck('duplicate-deliveries', state, { fileCount: null })).toEqual(
      notYet("The file count could not be read when you started: press 'Start exercise' again."),
    );
  });
});
