// The 'In the Lab' check of a poison message (reliable-messaging), against the fake system.
import { describe, expect, it } from 'vitest';
import type { LabStart } from './lab-checks';
import { actedOn } from './lab-checks-message-faults.test-utils';
import { poisonDeadLettered } from './lab-checks-poison';
import {
  answers,
  CONSUMED,
  done,
  fakeRead,
  iso,
  notYet,
  REPLAY_ROOT,
  START,
  summary,
  traceId,
  uploadSpans,
  USERS,
} from './lab-checks.test-utils';

const DEAD_LETTERS = '/api/lab/queues/file-events/dead-letters';
const REASON = 'size: expected number, received string';

interface PoisonState {
  poisoned?: boolean;
  /** When each dead letter arrived, ms after the start, and its reason. */
  letters?: { at: number; reason?: string }[];
  replayAt?: number;
  fileCount?: number;
  at?: number;
}

function check(
  { poisoned = true, letters = [], replayAt, fileCount = 6, at = 1000 }: PoisonState,
  start: Partial<LabStart> = {},
) {
  const spans = uploadSpans(0xa1, { outcome: poisoned ? 'dead-lettered' : 'processed' });
  const table = answers({
    lists: {
      [CONSUMED]: [summary(0xa1, { at })],
      [USERS]:
        replayAt === undefined ? [] : [summary(0xa2, { at: replayAt, rootName: REPLAY_ROOT })],
    },
    spans: {
      [traceId(0xa1)]: spans.map((span) =>
        poisoned && span.name === 'process file-events' ? actedOn(span, 'poison') : span,
      ),
    },
    fileCount,
  });
  table[DEAD_LETTERS] = {
    items: letters.map((letter, index) => ({
      id: `dl-${index}`,
      queue: 'file-events',
      body: { id: 'e1', size: 'big' },
      deadLetteredAt: iso(letter.at),
      reason: letter.reason ?? null,
    })),
    total: letters.length,
  };
  const { read } = fakeRead(table);
  return poisonDeadLettered({ read, start: { startedAt: START, fileCount: 5, ...start } });
}

describe('poison-dead-lettered', () => {
  it('is not done before a poison event was dead-lettered', async () => {
    expect(await check({ poisoned: false })).toEqual(
      notYet(
        'No poison file event was dead-lettered since you started: switch on the poison fault, then upload a file on Storage.',
      ),
    );
  });

  it('says what is missing, first thing first', async () => {
    expect(await check({ letters: [{ at: -60_000, reason: REASON }, { at: 2000 }] })).toEqual(
      notYet(
        'No dead letter since you started gives a reason yet: wait a moment for the dead-letter list, then check again.',
      ),
    );
    expect(await check({ letters: [{ at: 2000, reason: REASON }], fileCount: 5 })).toEqual(
      notYet(
        'The file count rose by 0 since you started (from 5 to 5); it should rise by at least 1. Upload another file: events after the poison one keep flowing.',
      ),
    );
    expect(await check({ letters: [{ at: 2000, reason: REASON }] })).toEqual(
      notYet(
        'The poison message waits in the dead letters with its reason. Now replay it: press Replay all in the dead letters of file-events.',
      ),
    );
    expect(await check({ letters: [{ at: 2000, reason: REASON }], replayAt: 30_000 })).toEqual(
      notYet(
        'You replayed the dead letters; the poison message has not come back to them yet. Wait a moment and check again.',
      ),
    );
  });

  it('is done when the replayed message is back in the dead letters', async () => {
    expect(await check({ letters: [{ at: 30_100, reason: REASON }], replayAt: 30_000 })).toEqual(
      done(
        `Done: the poison message went to the dead letters on its first delivery ('${REASON}'), the next upload was counted, and the replay sent it straight back.`,
      ),
    );
  });

  it('passes for a learner who took minutes, and leaves out a poisoning before the start', async () => {
    const late = { letters: [{ at: 600_100, reason: REASON }], replayAt: 600_000, at: 500_000 };
    expect((await check(late)).done).toBe(true);
    expect((await check({ ...late, at: -60_000 })).done).toBe(false);
  });
});
