// The drills' own table (docs/lab.md#drills), made like the lab's tables
// (service-kit's lab/lab-tables.ts): with CREATE TABLE IF NOT EXISTS on its first use in an
// isolate, not by a migration, so the drills stay one module that the lab may move.

/**
 * `lab_drills`: every drill started, with its hidden fault. A drill runs while `ended_at` is
 * null and `expires_at` is ahead (ms since the epoch); `wrong_tries` counts the diagnoses that
 * were not right. Rows stay as a record; there are a few a day at most.
 */
export const DRILL_TABLE_DDL = [
  `CREATE TABLE IF NOT EXISTS lab_drills (
    id TEXT PRIMARY KEY,
    level TEXT NOT NULL,
    target TEXT NOT NULL,
    type TEXT NOT NULL,
    value REAL,
    started_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    ended_at INTEGER,
    wrong_tries INTEGER NOT NULL DEFAULT 0
  )`,
  'CREATE INDEX IF NOT EXISTS lab_drills_running ON lab_drills (ended_at, expires_at)',
] as const;

let made: Promise<void> | undefined;

/** The database, with the drills' table made first; a failure is tried again on the next call. */
export async function drillDatabase(db: D1Database): Promise<D1Database> {
  made ??= db
    .batch(DRILL_TABLE_DDL.map((statement) => db.prepare(statement)))
    .then(() => undefined)
    .catch((error: unknown) => {
      made = undefined;
      throw error;
    });
  await made;
  return db;
}
