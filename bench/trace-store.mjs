// What one stored trace takes on disk: the real traces a run's traffic made, copied into a
// database of their own, its file's growth over their count (docs/performance.md#soak); and,
// for comparison, the observability database's growth over the run, its telemetry included.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  d1FilesDir,
  d1PersistDir,
  localDatabaseFiles,
  withLocalDatabases,
} from '../scripts/lib/local-d1-files.mjs';
import { figure } from './results.mjs';
import { sqlStatements } from './telemetry-miniflare.mjs';

const BINDING = 'OBSERVABILITY_DB';
const TRACES_MIGRATION = fileURLToPath(
  new URL(
    '../services/visualization/src/observability/migrations/0010_create_traces.sql',
    import.meta.url,
  ),
);
const KB = 1000;
/** Only the observability database's schema makes this table. */
const ITS_TABLE = 'CREATE TABLE spans';

const sizeOf = (path) =>
  stat(path).then(
    (info) => info.size,
    () => 0,
  );

/** Bytes of the observability database's SQLite file and its -wal under a data folder. */
export async function traceStoreBytes(dataDir) {
  const dir = d1FilesDir(dataDir);
  for (const name of localDatabaseFiles(dataDir)) {
    // The schema may still be in the write-ahead log while the system runs.
    const companions = (await readdir(dir)).filter((other) => other.startsWith(`${name}-`));
    const paths = [name, ...companions].map((file) => join(dir, file));
    const contents = await Promise.all(paths.map((path) => readFile(path)));
    if (!contents.some((content) => content.includes(ITS_TABLE))) continue;
    const sizes = await Promise.all(paths.map(sizeOf));
    return sizes.reduce((sum, size) => sum + size, 0);
  }
  throw new Error(`no observability database under ${dir}`);
}

const SPAN_COLUMNS = `trace_id, span_id, parent_span_id, service, name, kind, start_time,
  duration_ms, status, attributes`;
const TRACE_COLUMNS = 'trace_id, root_name, start_time, end_time, status, services, span_count';
/** Traces copied a batch at a time, each with its spans, so the file holds whole traces. */
const TRACES_A_BATCH = 20;
/** The newest traces measured: enough for the figure, few enough for Miniflare's proxy. */
const TRACES_MEASURED = 2_000;

const insertInto = (db, table, columns) => {
  const names = columns.split(',').map((name) => name.trim());
  const sql = `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`;
  return (row) => db.prepare(sql).bind(...names.map((name) => row[name]));
};

async function copyTraces(from, to) {
  const newest = `SELECT trace_id FROM traces ORDER BY start_time DESC LIMIT ${TRACES_MEASURED}`;
  const { results: traces } = await from
    .prepare(`SELECT ${TRACE_COLUMNS} FROM traces WHERE trace_id IN (${newest})`)
    .all();
  const { results: spans } = await from
    .prepare(`SELECT ${SPAN_COLUMNS} FROM spans WHERE trace_id IN (${newest})`)
    .all();
  const spansOf = new Map();
  for (const span of spans)
    spansOf.set(span.trace_id, [...(spansOf.get(span.trace_id) ?? []), span]);
  const insertSpan = insertInto(to, 'spans', SPAN_COLUMNS);
  const insertTrace = insertInto(to, 'traces', TRACE_COLUMNS);
  for (let start = 0; start < traces.length; start += TRACES_A_BATCH) {
    const batch = traces.slice(start, start + TRACES_A_BATCH);
    await to.batch(
      batch.flatMap((trace) => [
        ...(spansOf.get(trace.trace_id) ?? []).map(insertSpan),
        insertTrace(trace),
      ]),
    );
  }
}

const FILES_DIR = 'miniflare-D1DatabaseObject';

/** The one database's SQLite file under a persist folder (not Miniflare's metadata). */
async function databaseFile(persistDir) {
  const files = await readdir(join(persistDir, FILES_DIR));
  const name = files.find((file) => file.endsWith('.sqlite') && !file.startsWith('metadata'));
  if (!name) throw new Error(`no database under ${persistDir}`);
  return join(persistDir, FILES_DIR, name);
}

const countRows = (db) => async (table) =>
  (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first('n')) ?? 0;

/**
 * The SQLite file alone, without its write-ahead log: its size and the rows it holds. The
 * runtime keeps the log at its largest and checkpoints into the file every 1,000 pages, so
 * the file (opened alone, as a copy) is what the rows checkpointed so far take.
 */
async function fileAlone(persistDir) {
  const copy = await mkdtemp(join(tmpdir(), 'amd-trace-file-'));
  try {
    const file = await databaseFile(persistDir);
    await mkdir(join(copy, FILES_DIR));
    await copyFile(file, join(copy, FILES_DIR, basename(file)));
    const count = await withLocalDatabases(copy, { TRACES: 'TRACES' }, async ({ TRACES }) => ({
      traces: await countRows(TRACES)('traces'),
      spans: await countRows(TRACES)('spans'),
    }));
    return { ...count, bytes: await sizeOf(file) };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/**
 * The traces and spans a stopped system's data folder stored, copied into a database of
 * their own with the traces migration only: the growth of its file is what they take,
 * indexes and pages included, and nothing else.
 */
export async function storedTraces(dataDir) {
  const scratch = await mkdtemp(join(tmpdir(), 'amd-trace-store-'));
  try {
    const migration = await readFile(TRACES_MIGRATION, 'utf8');
    await withLocalDatabases(scratch, { TRACES: 'TRACES' }, async ({ TRACES }) => {
      for (const statement of sqlStatements(migration)) await TRACES.prepare(statement).run();
    });
    const empty = await sizeOf(await databaseFile(scratch));
    const allTraces = await withLocalDatabases(
      d1PersistDir(dataDir),
      { [BINDING]: BINDING },
      (source) =>
        withLocalDatabases(scratch, { TRACES: 'TRACES' }, async ({ TRACES }) => {
          await copyTraces(source[BINDING], TRACES);
          return countRows(source[BINDING])('traces');
        }),
    );
    const { traces, spans, bytes } = await fileAlone(scratch);
    return { traces, spans, traceBytes: bytes - empty, allTraces };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Per trace, and at `cap` traces: from the traces' own database, and from the observability
 * database's growth over the run (`grownBytes`, with the run's telemetry besides).
 */
export function traceStoreSummary({ traces, spans, traceBytes, allTraces, grownBytes }, cap) {
  if (traces === 0) throw new Error('the run stored no traces to measure');
  const perTrace = traceBytes / traces;
  return {
    traces,
    allTraces,
    spansPerTrace: +(spans / traces).toFixed(1),
    kbPerTrace: +(perTrace / KB).toFixed(2),
    databaseKbPerTrace: +(grownBytes / allTraces / KB).toFixed(2),
    atCapMB: Math.round((perTrace * cap) / (KB * KB)),
  };
}

export function traceStoreFigures(summary, cap) {
  return [
    figure('Trace store, per real trace', summary.kbPerTrace, 'KB'),
    figure(
      `Trace store at its cap of ${cap.toLocaleString('en-NZ')} traces`,
      summary.atCapMB,
      'MB',
    ),
  ];
}
