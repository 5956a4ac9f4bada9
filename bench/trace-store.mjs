// What one stored trace takes on disk: the growth of the observability database's file (with
// its write-ahead log) over a run, divided by the traces the run stored. The traces are the
// real ones the run's traffic made (docs/performance.md#what-a-trace-takes). The file also
// holds the run's metric rollups, so this is an upper bound.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  d1FilesDir,
  d1PersistDir,
  localDatabaseFiles,
  withLocalDatabases,
} from '../scripts/lib/local-d1-files.mjs';
import { figure } from './results.mjs';

const BINDING = 'OBSERVABILITY_DB';
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

/** The traces and spans the observability database of a stopped system's data folder holds. */
export function storedTraces(dataDir) {
  return withLocalDatabases(d1PersistDir(dataDir), { [BINDING]: BINDING }, async (opened) => {
    const count = async (table) =>
      (await opened[BINDING].prepare(`SELECT count(*) AS n FROM ${table}`).first('n')) ?? 0;
    return { traces: await count('traces'), spans: await count('spans') };
  });
}

/** Per trace, and at `cap` traces, from the file's growth over the run. */
export function traceStoreSummary({ traces, spans, grownBytes }, cap) {
  if (traces === 0) throw new Error('the run stored no traces to measure');
  const perTrace = grownBytes / traces;
  return {
    traces,
    spansPerTrace: +(spans / traces).toFixed(1),
    kbPerTrace: +(perTrace / KB).toFixed(2),
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
