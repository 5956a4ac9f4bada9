// The lab's own tables, defined once for every service that mounts the lab
// (docs/decisions.md, "The lab's tables"). The lab makes them itself, on its first use in an
// isolate, rather than each service copying them into its migrations.

/**
 * `lab_faults`: the faults a service keeps (docs/lab.md#faults). A fault acts until
 * expires_at (ms since the epoch); expired rows are ignored and swept on the next write. It
 * acts on the requests and messages of the lab session whose hash is `session_hash`, or on
 * everyone's where that is ''; `hidden` (1) is a drill's, which names itself nowhere.
 * `dead_letters`: a consumed queue's dead letters, kept until they are replayed. `id` is the
 * body's own id (or the queue's message id for a body without one), so a dead letter
 * delivered twice is stored once; `body` is the message as JSON, sent back unchanged on a
 * replay, kept with the hash of the lab session its baggage names ('' for none). Times are
 * epoch milliseconds.
 */
export const LAB_TABLES_DDL = [
  `CREATE TABLE IF NOT EXISTS lab_faults (
    id TEXT PRIMARY KEY,
    target TEXT NOT NULL,
    type TEXT NOT NULL,
    value REAL,
    duration_seconds INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    session_hash TEXT NOT NULL DEFAULT '',
    hidden INTEGER NOT NULL DEFAULT 0,
    UNIQUE (session_hash, target, type)
  )`,
  `CREATE TABLE IF NOT EXISTS dead_letters (
    queue TEXT NOT NULL,
    id TEXT NOT NULL,
    body TEXT NOT NULL,
    dead_lettered_at INTEGER NOT NULL,
    session_hash TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (queue, id)
  ) WITHOUT ROWID`,
  // Oldest first, for the list and the replay.
  'CREATE INDEX IF NOT EXISTS dead_letters_by_age ON dead_letters (queue, dead_lettered_at, id)',
] as const;

// One service per worker, hence one database per isolate: made once, then remembered.
let made: Promise<void> | undefined;

/**
 * Makes the lab's tables where they are missing (a no-op where they exist). A `lab_faults` made
 * before faults could be hidden is made again: a fault lasts minutes, so nothing is lost; a
 * `dead_letters` of then gets its session column.
 */
export async function createLabTables(db: D1Database): Promise<void> {
  const [faults, letters] = await Promise.all(
    ['lab_faults', 'dead_letters'].map(async (table) => {
      const { results } = await db.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
      const column = table === 'lab_faults' ? 'hidden' : 'session_hash';
      return results.length > 0 && !results.some(({ name }) => name === column);
    }),
  );
  const statements = [
    ...(faults ? ['DROP TABLE lab_faults'] : []),
    ...LAB_TABLES_DDL,
    // Letters kept before sessions were anyone's: they stay, as everyone's.
    ...(letters
      ? ["ALTER TABLE dead_letters ADD COLUMN session_hash TEXT NOT NULL DEFAULT ''"]
      : []),
  ];
  await db.batch(statements.map((statement) => db.prepare(statement)));
}

/**
 * The lab's database, its tables made first: the first call in an isolate makes them, the
 * others wait for that. A failure is tried again on the next call.
 */
export async function labDatabase(db: D1Database): Promise<D1Database> {
  made ??= createLabTables(db).catch((error: unknown) => {
    made = undefined;
    throw error;
  });
  await made;
  return db;
}
