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
  const spans = uploadSpans(n);
  if (!twice) return spans;
  const copy = span({
    id: 5,
    parent: 4,
    service: 'users',
    name: 'process file-events',
    kind: 'consumer',
    at: 1500,
    attributes: { 'messaging.cloudflare.outcome': 'processed' },
  });
  const second = { ...copy, traceId: traceId(n) };
  return [...spans, fault ? actedOn(second, 'duplicate') : second];
}

/** Uploads since the start (numbered from 0x71), each delivered twice or once. */
function uploads(twice: readonly boolean[], fileCount: number, at = 1000): SystemState {
  const numbers = twice.map((_, index) => 0x71 + index);
  return {
    lists: { [CONSUMED]: numbers.map((n, index) => summary(n, { at: at + index * 1000 })) },
    spans: Object.fromEntries(
      numbers.map((n, index) => [traceId(n), uploadTrace(n, twice[index] ?? false)]),
    ),
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
    expect(await run(uploads([true, false, true], 8))).toEqual(
      notYet(
        "2 of the 3 uploads since you started were delivered twice (a second 'process file-events' with lab.fault 'duplicate'); 3 are needed. Is the duplicate fault on at 1? Upload more files while it is.",
      ),
    );
  });

  it('does not count a second delivery the fault did not make (a retry)', async () => {
    const state = uploads([true, true, true], 8);
    const retried = {
      ...state,
      spans: { ...state.spans, [traceId(0x72)]: uploadTrace(0x72, true, false) },
    };
    expect((await run(retried)).message).toMatch(/^2 of the 3 uploads since you started were/);
  });

  it('is done when three uploads were delivered twice and each counted once', async () => {
    expect(await run(uploads([true, true, true], 8))).toEqual(
      done(
        'Done: 3 uploads were each delivered twice, and the file count rose by exactly 3: the ledger ignored every repeat.',
      ),
    );
  });

  it('is not done while the count is short, or when a file counted twice', async () => {
    expect(await run(uploads([true, true, true], 7))).toEqual(
      notYet(
        'The file count rose by 2 since you started (from 5 to 7); it should rise by at least 3.',
      ),
    );
    expect(await run(uploads([true, true, true], 11))).toEqual(
      notYet(
        'The file count rose by 6 for 3 uploads: a file was counted more than once, or an upload has not reached the traces yet. Wait a moment and check again.',
      ),
    );
  });

  it('leaves out uploads before the start, and passes for a learner who took minutes', async () => {
    expect((await run(uploads([true, true, true], 8, -60_000))).done).toBe(false);
    expect((await run(uploads([true, true, true], 8, 600_000))).done).toBe(true);
  });

  it('asks to start again when the file count could not be read at the start', async () => {
    const state = uploads([true, true, true], 8);
    expect(await runMessageFaultCheck('duplicate-deliveries', state, { fileCount: null })).toEqual(
      notYet("The file count could not be read when you started: press 'Start exercise' again."),
    );
  });
});
