// The users database's record of the challenge runs (migrations/0007_challenge_runs.sql):
// which session made which run. Rows older than the runs' Durable Objects keep are pruned as
// new runs are made.
export const MAX_RUNS_PER_MINUTE = 6;
const KEEP_MS = 3_600_000;

export interface RunRow {
  id: string;
  session_hash: string;
  challenge_id: string;
  created_at: number;
}

export async function insertRun(
  db: D1Database,
  run: { id: string; hash: string; challengeId: string; now: number },
): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM challenge_runs WHERE created_at < ?1').bind(run.now - KEEP_MS),
    db
      .prepare(
        'INSERT INTO challenge_runs (id, session_hash, challenge_id, created_at) VALUES (?1, ?2, ?3, ?4)',
      )
      .bind(run.id, run.hash, run.challengeId, run.now),
  ]);
}

/** The run, if `hash`'s session made it. */
export function findRun(db: D1Database, id: string, hash: string): Promise<RunRow | null> {
  return db
    .prepare('SELECT * FROM challenge_runs WHERE id = ?1 AND session_hash = ?2')
    .bind(id, hash)
    .first<RunRow>();
}

export async function runsInLastMinute(db: D1Database, hash: string, now: number): Promise<number> {
  const row = await db
    .prepare(
      'SELECT COUNT(*) AS count FROM challenge_runs WHERE session_hash = ?1 AND created_at > ?2',
    )
    .bind(hash, now - 60_000)
    .first<{ count: number }>();
  return row?.count ?? 0;
}
