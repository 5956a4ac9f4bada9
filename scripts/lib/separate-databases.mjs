// Data folders written before each service had its own database hold ONE local D1
// database (every service's binding was named DB) with the tables of all three services.
// This moves such a folder to one database per service, keeping every row: storage's and
// users' tables are copied into their own new databases, then the old database, left with
// the visualization service's tables only (the large register among them), becomes the
// visualization database. Each step can be repeated, so an interrupted upgrade finishes on
// the next start.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { link, mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  d1FilesDir,
  d1PersistDir,
  databaseFileName,
  localDatabaseFiles,
  withLocalDatabases,
} from './local-d1-files.mjs';
import { applyLocalMigrations } from './migrate.mjs';
import { D1_DATABASES, ROOT } from './system.mjs';

/** The id every service's database had before: one binding name, hence one local database. */
export const SHARED_DATABASE_ID = 'DB';
const COPY_BATCH = 200;
const MOVED_OUT = D1_DATABASES.filter(({ worker }) => worker !== 'visualization');
const STAYS = D1_DATABASES.find(({ worker }) => worker === 'visualization');

const tableNames = async (db) =>
  (
    await db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'`,
      )
      .all()
  ).results.map((row) => row.name);

const migrationNames = (worker) =>
  readdirSync(join(ROOT, 'services', worker, 'migrations')).filter((name) => name.endsWith('.sql'));

/** Copies every row of `table` from `from` into the (emptied) same table of `to`. */
async function copyTable(from, to, table) {
  const columns = (await to.prepare(`PRAGMA table_info("${table}")`).all()).results.map(
    (column) => `"${column.name}"`,
  );
  const rows = await from.prepare(`SELECT ${columns.join(', ')} FROM "${table}"`).raw();
  const insert = `INSERT INTO "${table}" (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  await to.prepare(`DELETE FROM "${table}"`).run();
  for (let start = 0; start < rows.length; start += COPY_BATCH) {
    const chunk = rows.slice(start, start + COPY_BATCH);
    await to.batch(chunk.map((row) => to.prepare(insert).bind(...row)));
  }
  const copied = await to.prepare(`SELECT count(*) AS n FROM "${table}"`).first('n');
  if (copied !== rows.length) {
    throw new Error(
      `Copying ${table} stored ${copied} of ${rows.length} rows; nothing was removed`,
    );
  }
  return rows.length;
}

/** The tables the visualization service's migrations make: what the shared database keeps. */
async function visualizationTables() {
  const scratch = await mkdtemp(join(tmpdir(), 'amd-visualization-schema-'));
  try {
    await applyLocalMigrations(scratch, [STAYS], { quiet: true });
    return new Set(
      await withLocalDatabases(d1PersistDir(scratch), { VISUALIZATION: STAYS.binding }, (db) =>
        tableNames(db.VISUALIZATION),
      ),
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Moves the tables of storage and users out of the shared database into their own (made by
 * their migrations, so a table a later migration drops is not carried over), then drops
 * from the shared database every table that is not the visualization service's.
 */
async function moveOutServiceTables(dataDir) {
  const keep = await visualizationTables();
  await applyLocalMigrations(dataDir, MOVED_OUT);
  const ids = { SHARED: SHARED_DATABASE_ID };
  for (const { binding } of MOVED_OUT) ids[binding] = binding;
  await withLocalDatabases(d1PersistDir(dataDir), ids, async (databases) => {
    const shared = databases.SHARED;
    const present = new Set(await tableNames(shared));
    const statements = [];
    for (const { worker, binding } of MOVED_OUT) {
      for (const table of await tableNames(databases[binding])) {
        if (!present.has(table)) continue; // new in this version, or moved by an earlier run
        const rows = await copyTable(shared, databases[binding], table);
        console.log(`  ✓ ${worker}: ${table} (${rows} rows) moved to its own database`);
      }
      for (const name of migrationNames(worker)) {
        statements.push(shared.prepare('DELETE FROM d1_migrations WHERE name = ?').bind(name));
      }
    }
    for (const table of present) {
      if (!keep.has(table)) statements.push(shared.prepare(`DROP TABLE "${table}"`));
    }
    // One batch is one transaction: the shared database loses all the moved tables or none.
    await shared.batch(statements);
  });
}

/**
 * Upgrades a data folder that still has the one shared database; does nothing otherwise.
 * Resolves true when it upgraded.
 */
export async function separateSharedDatabase(dataDir) {
  if (localDatabaseFiles(dataDir).length === 0) return false; // a new folder
  const sharedFile = await databaseFileName(SHARED_DATABASE_ID);
  const sharedPath = join(d1FilesDir(dataDir), sharedFile);
  if (!existsSync(sharedPath)) return false;
  const targetFile = await databaseFileName(STAYS.binding);
  const targetPath = join(d1FilesDir(dataDir), targetFile);
  if (existsSync(targetPath) && statSync(targetPath).ino !== statSync(sharedPath).ino) {
    throw new Error(
      `${dataDir} holds both the old shared database (${sharedFile}) and a visualization ` +
        `database (${targetFile}), so it cannot be upgraded safely. Move the data folder ` +
        'aside (or delete it to start from empty) and start again.',
    );
  }
  console.log(
    `Upgrading ${dataDir}: each service now has its own database (files and usage are kept)…`,
  );
  await moveOutServiceTables(dataDir);
  // What is left becomes the visualization database: linked under its new name first (with
  // its write-ahead log), then unlinked under the old, so no step leaves it half-moved.
  const suffixes = ['', '-wal'].filter((suffix) => existsSync(`${sharedPath}${suffix}`));
  for (const suffix of suffixes) {
    if (!existsSync(`${targetPath}${suffix}`))
      await link(`${sharedPath}${suffix}`, `${targetPath}${suffix}`);
  }
  for (const suffix of suffixes.reverse()) await unlink(`${sharedPath}${suffix}`);
  // The shared-memory index is rebuilt from the log on the next open.
  await rm(`${sharedPath}-shm`, { force: true });
  console.log('  ✓ the rest is now the visualization database');
  return true;
}
