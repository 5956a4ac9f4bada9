// What one stored trace takes on disk: the real traces a run's traffic made, copied into a
// database of their own, its file's growth over their count (docs/performance.md#soak); and,
// for comparison, the observability database's growth over the run, its telemetry included.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const COPY_BATCH = 100;

async function copyRows(from, to, table, columns) {
  const { results } = await from.prepare(`SELECT ${columns} FROM ${table}`).all();
  const names = columns.split(',').map((name) => name.trim());
  const insert = `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`;
  for (let start = 0; start < results.length; start += COPY_BATCH) {
    const rows = results.slice(start, start + COPY_BATCH);
    await to.batch(rows.map((row) => to.prepare(insert).bind(...names.map((name) => row[name]))));
  }
  return results.length;
}

/** Bytes of the one local D1 database (with its -wal) under a persist folder. */
async function databaseBytes(persistDir) {
  const dir = join(persistDir, 'miniflare-D1DatabaseObject');
  const files = (await readdir(dir)).filter((name) => name.includes('.sqlite'));
  const sizes = await Promise.all(
    files.filter((name) => !name.startsWith('metadata')).map((name) => sizeOf(join(dir, name))),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * The traces and spans a stopped system's data folder stored, copied into a database of
 * their own with the traces migration only: its file's growth is what they take, indexes
 * and pages included, and nothing else.
 */
export async function storedTraces(dataDir) {
  const scratch = await mkdtemp(join(tmpdir(), 'amd-trace-store-'));
  try {
    const migration = await readFile(TRACES_MIGRATION, 'utf8');
    await withLocalDatabases(scratch, { TRACES: 'TRACES' }, async ({ TRACES }) => {
      for (const statement of sqlStatements(migration)) await TRACES.prepare(statement).run();
    });
    const emptyBytes = await databaseBytes(scratch);
    const copied = await withLocalDatabases(
      d1PersistDir(dataDir),
      { [BINDING]: BINDING },
      (source) =>
        withLocalDatabases(scratch, { TRACES: 'TRACES' }, async ({ TRACES }) => ({
          spans: await copyRows(source[BINDING], TRACES, 'spans', SPAN_COLUMNS),
          traces: await copyRows(source[BINDING], TRACES, 'traces', TRACE_COLUMNS),
        })),
    );
    return { ...copied, traceBytes: (await databaseBytes(scratch)) - emptyBytes };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Per trace, and at `cap` traces: from the traces' own database, and from the observability
 * database's growth over the run (`grownBytes`, with the run's telemetry besides).
 */
export function traceStoreSummary({ traces, spans, traceBytes, grownBytes }, cap) {
  if (traces === 0) throw new Error('the run stored no traces to measure');
  const perTrace = traceBytes / traces;
  return {
    traces,
    spansPerTrace: +(spans / traces).toFixed(1),
    kbPerTrace: +(perTrace / KB).toFixed(2),
    databaseKbPerTrace: +(grownBytes / traces / KB).toFixed(2),
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
