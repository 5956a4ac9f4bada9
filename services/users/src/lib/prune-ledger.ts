// The ledger's deleted rows, kept only while the file's events can still arrive
// (docs/reliability.md#every-stored-byte-counts-for-someone-and-the-stores-stay-bounded).
import { MAX_FAULT_DELAY_SECONDS, MAX_FAULT_SECONDS } from '@repo/contracts/lab-faults';
import { QUEUE_MAX_RETRIES } from '@repo/contracts/queues';
import { retryDelaySeconds } from '@repo/service-kit/queues/retry';
import { DEFAULT_SWEEP_INTERVAL_SECONDS } from '@repo/service-kit/sweep-interval';

/** What the file-events retries wait in all: 1 + 2 + 4 + 8 + 16 = 31 s for 5 retries. */
const RETRIES_SECONDS = Array.from({ length: QUEUE_MAX_RETRIES['file-events'] }, (_, i) =>
  retryDelaySeconds(i + 1),
).reduce((sum, seconds) => sum + seconds, 0);

/**
 * The longest a file's event can still arrive after the ledger last changed its row, apart
 * from the sweep: a `send-fail` fault holds it in storage's outbox (at most MAX_FAULT_SECONDS),
 * then the relay or at the latest the next sweep sends it; on the queue a `pause` fault holds
 * it (at most MAX_FAULT_SECONDS), a `delay` fault (MAX_FAULT_DELAY_SECONDS) and the retries'
 * backoff. Whatever comes later (chained faults, a replayed dead letter) is counted until the
 * next reconciliation removes it, as for a lost event.
 */
const QUEUE_AND_OUTBOX_SECONDS = 2 * MAX_FAULT_SECONDS + MAX_FAULT_DELAY_SECONDS + RETRIES_SECONDS;

/** The window with the default sweep: 2,191 s (36.5 min). */
export const LATE_EVENT_WINDOW_SECONDS = QUEUE_AND_OUTBOX_SECONDS + DEFAULT_SWEEP_INTERVAL_SECONDS;

/** The window when the sweep runs every `sweepMs`. */
export function lateEventWindowMs(sweepMs: number): number {
  return QUEUE_AND_OUTBOX_SECONDS * 1000 + sweepMs;
}

/**
 * Removes the rows of files deleted longer than `windowMs` before `now`: no event of theirs
 * can arrive any more, so idempotency no longer needs them. Answers how many it removed.
 */
export async function pruneDeletedFiles(
  db: D1Database,
  now: number,
  windowMs: number,
): Promise<number> {
  const cutoff = new Date(now - windowMs).toISOString();
  const result = await db
    .prepare('DELETE FROM user_files WHERE deleted = 1 AND updated_at < ?1')
    .bind(cutoff)
    .run();
  return result.meta.changes ?? 0;
}
