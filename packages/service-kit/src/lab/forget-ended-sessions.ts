// The lab's part of ending sessions (docs/lab.md#retention), in each service's periodic run: the
// faults that have expired, and the dead letters of sessions that have ended. Letters of no
// session stay until they are replayed.
import { endedSessionsBefore } from '@repo/session/retention';

/** Removes expired faults and ended sessions' dead letters; answers how many rows went. */
export async function forgetEndedSessions(db: D1Database, now = Date.now()): Promise<number> {
  const [faults, letters] = await db.batch([
    db.prepare('DELETE FROM lab_faults WHERE expires_at <= ?1').bind(now),
    db
      .prepare("DELETE FROM dead_letters WHERE session_hash <> '' AND dead_lettered_at < ?1")
      .bind(endedSessionsBefore(now)),
  ]);
  return (faults?.meta.changes ?? 0) + (letters?.meta.changes ?? 0);
}
