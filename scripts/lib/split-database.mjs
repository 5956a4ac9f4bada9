// Splits one local D1 database of a data folder into several, keeping every row: the tables
// that now belong to other databases are copied into them (made by their own migrations),
// dropped from the old one in one batch, and the old file, left with the tables that stay,
// is linked under the id of the database it becomes. Each step can be repeated, so an
// interrupted split finishes on the next start.
import { existsSync, statSync } from 'node:fs';
import { link, mkdtemp, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  d1FilesDir,
  d1PersistDir,
  databaseFileName,
  localDatabaseFiles,
  withLocalDatabases,
} from './local-d1-files.mjs';
import { applyLocalMigrations } from './migrate.mjs';
import { migrationFiles } from './migration-files.mjs';

const COPY_BATCH = 200;

const tableNames = async (db) =>
  (
    await db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations'`,
      )
      .all()
  ).results.map((row) => row.name);

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

/** Makes `tables` of `from` (and their indexes) in `to`, as `from` defines them, where missing. */
async function carryDefinitions(from, to, tables) {
  const placeholders = tables.map(() => '?').join(', ');
  const { results } = await from
    .prepare(
      `SELECT sql FROM sqlite_master WHERE tbl_name IN (${placeholders}) AND sql IS NOT NULL
       ORDER BY type = 'index'`,
    )
    .bind(...tables)
    .all();
  const statements = results.map(({ sql }) =>
    to.prepare(sql.replace(/^CREATE (UNIQUE )?(TABLE|INDEX) /i, 'CREATE $1$2 IF NOT EXISTS ')),
  );
  if (statements.length > 0) await to.batch(statements);
}

/** The tables the migrations of `databases` make: what the old database keeps. */
async function tablesOf(databases) {
  const scratch = await mkdtemp(join(tmpdir(), 'amd-schema-'));
  try {
    await applyLocalMigrations(scratch, databases, { quiet: true });
    const ids = Object.fromEntries(databases.map(({ binding }) => [binding, binding]));
    return new Set(
      await withLocalDatabases(d1PersistDir(scratch), ids, async (opened) =>
        (await Promise.all(Object.values(opened).map(tableNames))).flat(),
      ),
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function moveOutTables(dataDir, { from, movesOut, keeps, carries = {} }) {
  const keep = await tablesOf(keeps);
  await applyLocalMigrations(dataDir, movesOut);
  const ids = { OLD: from };
  for (const { binding } of movesOut) ids[binding] = binding;
  await withLocalDatabases(d1PersistDir(dataDir), ids, async (databases) => {
    const old = databases.OLD;
    const present = new Set(await tableNames(old));
    const statements = [];
    for (const database of movesOut) {
      const target = databases[database.binding];
      const carried = (carries[database.binding] ?? []).filter((table) => present.has(table));
      await carryDefinitions(old, target, carried);
      for (const table of await tableNames(target)) {
        if (!present.has(table)) continue; // new in this version, or moved by an earlier run
        const rows = await copyTable(old, target, table);
        console.log(`  ✓ ${table} (${rows} rows) moved to ${database.database}`);
      }
      for (const file of migrationFiles([database])) {
        const name = basename(file);
        statements.push(old.prepare('DELETE FROM d1_migrations WHERE name = ?').bind(name));
      }
    }
    for (const table of present) {
      if (!keep.has(table)) statements.push(old.prepare(`DROP TABLE IF EXISTS "${table}"`));
    }
    // One batch is one transaction: the old database loses all the moved tables or none.
    await old.batch(statements);
  });
}

/**
 * Whether the old database still lists a migration of a database that moves out: the batch
 * that drops the moved tables removes those too, so after it the split is past its copies.
 */
async function notYetSplit(dataDir, { from, movesOut }) {
  const names = migrationFiles(movesOut).map((file) => basename(file));
  return withLocalDatabases(d1PersistDir(dataDir), { OLD: from }, async ({ OLD }) => {
    const listed = await OLD.prepare(
      `SELECT count(*) AS n FROM d1_migrations WHERE name IN (${names.map(() => '?').join(', ')})`,
    )
      .bind(...names)
      .first('n');
    return listed > 0;
  });
}

/**
 * Splits the local database `from` (a binding name of an older version) of `dataDir`:
 * `movesOut` (entries of D1_DATABASES) get their tables and rows, with `carries` naming, per
 * binding, tables no migration makes (made as the old database defines them); the old file
 * keeps the tables of `keeps`' migrations and becomes `becomes` (a binding name).
 * `bringUpToDate` runs first, on the old database, unless an earlier run got past the copies. Does nothing, and resolves false, when
 * there is no such database; throws, changing nothing, if `becomes` exists beside it.
 */
export async function splitLocalDatabase(dataDir, era) {
  const { from, becomes, what } = era;
  if (localDatabaseFiles(dataDir).length === 0) return false; // a new folder
  const oldFile = await databaseFileName(from);
  const oldPath = join(d1FilesDir(dataDir), oldFile);
  if (!existsSync(oldPath)) return false;
  const targetFile = await databaseFileName(becomes);
  const targetPath = join(d1FilesDir(dataDir), targetFile);
  if (existsSync(targetPath) && statSync(targetPath).ino !== statSync(oldPath).ino) {
    throw new Error(
      `${dataDir} holds both the old ${from} database (${oldFile}) and a ${becomes} ` +
        `database (${targetFile}), so it cannot be upgraded safely. Move the data folder ` +
        'aside (or delete it to start from empty) and start again.',
    );
  }
  console.log(`Upgrading ${dataDir}: ${what} (everything stored is kept)…`);
  // Only before the split: once its tables moved out, migrating it again would make them anew.
  if (era.bringUpToDate && (await notYetSplit(dataDir, era))) await era.bringUpToDate(dataDir);
  await moveOutTables(dataDir, era);
  // What is left becomes its new database: linked under its new name first (with its
  // write-ahead log), then unlinked under the old, so no step leaves it half-moved.
  const suffixes = ['', '-wal'].filter((suffix) => existsSync(`${oldPath}${suffix}`));
  for (const suffix of suffixes) {
    if (!existsSync(`${targetPath}${suffix}`))
      await link(`${oldPath}${suffix}`, `${targetPath}${suffix}`);
  }
  for (const suffix of suffixes.reverse()) await unlink(`${oldPath}${suffix}`);
  // The shared-memory index is rebuilt from the log on the next open.
  await rm(`${oldPath}-shm`, { force: true });
  console.log(`  ✓ the rest is now the ${becomes} database`);
  return true;
}
