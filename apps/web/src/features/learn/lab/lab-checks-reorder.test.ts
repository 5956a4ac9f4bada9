// The 'In the Lab' check of reordered file events (reliable-messaging), against the fake system.
import type { Span } from '@repo/contracts/traces';
import { describe, expect, it } from 'vitest';
import { actedOn, runMessageFaultCheck } from './lab-checks-message-faults.test-utils';
import {
  CONSUMED,
  done,
  notYet,
  summary,
  traceId,
  uploadSpans,
  type SystemState,
} from './lab-checks.test-utils';

const DELETE_ROOT = 'DELETE /api/storage/files/:id';

/** A trace whose consumer span ended as `outcome`, put back by the reorder fault if 'requeued'. */
function consumed(n: number, outcome: string): Span[] {
  return uploadSpans(n, { outcome }).map((span) =>
    outcome === 'requeued' && span.name === 'process file-events' ? actedOn(span, 'reorder') : span,
  );
}

/** Three uploads (the first requeued when `requeued`) and `deletes` deletes since the start. */
function reordered({
  requeued = true,
  deletes = 1,
  onTheirWay = 0,
  fileCount = 7,
  at = 1000,
} = {}): SystemState {
  const uploads = [0x81, 0x82, 0x83].map((n) => summary(n, { at }));
  const removed = Array.from({ length: deletes }, (_, index) =>
    summary(0x90 + index, { at: at + 5000, rootName: DELETE_ROOT }),
  );
  return {
    lists: { [CONSUMED]: [...removed, ...uploads] },
    spans: {
      [traceId(0x81)]: consumed(0x81, requeued ? 'requeued' : 'processed'),
      [traceId(0x82)]: consumed(0x82, 'processed'),
      [traceId(0x83)]: consumed(0x83, 'processed'),
      ...Object.fromEntries(removed.map((trace) => [trace.traceId, []])),
    },
    onTheirWay,
    fileCount,
  };
}

const run = (state: SystemState) =>
  runMessageFaultCheck('reorder-usage-right', state, { fileCount: 5 });

describe('reorder-usage-right', () => {
  it('is not done before the reorder fault put an event back', async () => {
    expect(await run(reordered({ requeued: false }))).toEqual(
      notYet(
        'No file event was put back by the reorder fault since you started: switch it on, then send three uploads at once with Generate load (a file uploaded alone has nothing to overtake) and delete one.',
      ),
    );
  });

  it('says what is missing, first thing first', async () => {
    expect(await run(reordered({ deletes: 0 }))).toEqual(
      notYet(
        'No delete since you started has reached the users consumer: delete one of your files on Storage.',
      ),
    );
    expect(await run(reordered({ onTheirWay: 2 }))).toEqual(
      notYet(
        '2 of your file events are still on their way through file-events: wait for them to arrive, then check again.',
      ),
    );
    expect(await run(reordered({ fileCount: 8 }))).toEqual(
      notYet(
        'The file count is 8; from 5 at the start, 3 uploads and 1 delete make 7. Wait a moment and check again.',
      ),
    );
  });

  it('is done when usage is the start plus the uploads minus the deletes', async () => {
    expect(await run(reordered())).toEqual(
      done(
        'Done: events arrived out of order, and the file count is exactly 5 + 3 uploads − 1 delete = 7.',
      ),
    );
    expect((await run(reordered({ deletes: 2, fileCount: 6 }))).done).toBe(true);
  });

  it('leaves out traces before the start, and passes for a learner who took minutes', async () => {
    expect((await run(reordered({ at: -60_000 }))).done).toBe(false);
    expect((await run(reordered({ at: 600_000 }))).done).toBe(true);
  });

  it('asks to start again when the file count could not be read at the start', async () => {
    expect(
      await runMessageFaultCheck('reorder-usage-right', reordered(), { fileCount: null }),
    ).toEqual(
      notYet("The file count could not be read when you started: press 'Start exercise' again."),
    );
  });
});
