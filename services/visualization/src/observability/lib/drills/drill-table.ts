// The drills' own table (docs/lab.md#drills), made like the lab's tables
// (service-kit's lab/lab-tables.ts): with CREATE TABLE IF NOT EXISTS on its first use in an
// isolate, not by a migration, so the drills stay one module that the lab may move.

/**
 * `lab_drills`: every drill started, with its hidden fault. A drill runs while `ended_at` is
 * null and `expires_at` is ahead (ms since the epoch); `wrong_tries` counts the diagnoses that
 * were not right; `window_start` and `window_answers`, the diagnoses of the current minute
 * (DIAGNOSES_PER_MINUTE). Each runs in the lab session whose hash is `session_hash` ('' for a drill
 * started without one): one at a time in each. Rows stay as a record; a few a day per learner.
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
    wrong_tries INTEGER NOT NULL DEFAULT 0,
    session_hash TEXT NOT NULL DEFAULT '',
    window_start INTEGER NOT NULL DEFAULT 0,
    window_answers INTEGER NOT NULL DEFAULT 0
  )`,
  'CREATE INDEX IF NOT EXISTS lab_drills_running ON lab_drills (ended_at, expires_at)',
] as const;

/**
 * Columns a table made before them gets: a session (its drills were everyone's), and the
 * minute's count of diagnoses.
 */
const ADDED_COLUMNS = {
  session_hash: "TEXT NOT NULL DEFAULT ''",
  window_start: 'INTEGER NOT NULL DEFAULT 0',
  window_answers: 'INTEGER NOT NULL DEFAULT 0',
} as const;

async function addColumns(db: D1Database): Promise<void> {
  const { results } = await db.prepare('PRAGMA table_info(lab_drills)').all<{ name: string }>();
  const missing = Object.entries(ADDED_COLUMNS).filter(
    ([name]) => !results.some((column) => column.name === name),
  );
  for (const [name, type] of missing) {
    await db.prepare(`ALTER TABLE lab_drills ADD COLUMN ${name} ${type}`).run();
  }
}

let made: Promise<void> | undefined;

/** The database, with the drills' table made first; a failure is tried again on the next call. */
export async function drillDatabase(db: D1Database): Promise<D1Database> {
  made ??= db
    .batch(DRILL_TABLE_DDL.map((statement) => db.prepare(statement)))
    .then(() => addColumns(db))
    .catch((error: unknown) => {
      made = undefined;
      throw error;
    });
  await made;
  return db;
}
