// D1 migrations applied to the local databases of a data folder, in this process through
// Miniflare (the local D1 that `wrangler dev` runs), kept in the table wrangler keeps them in:
// a folder migrated here is one that `wrangler d1 migrations apply --local` sees as up to date,
// and one it migrated is taken from where it left off. Asking wrangler's CLI took about 7 s and
// 9 s of CPU per start with nothing to apply (docs/decisions.md).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { d1PersistDir, withLocalDatabases } from './local-d1-files.mjs';
import { migrationsDir } from './system.mjs';

/** Wrangler's table of applied migrations, as `wrangler d1 migrations apply` makes it. */
const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  name       TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
)`;

/** The migration files (full paths) of each of `databases` (entries of D1_DATABASES), by name. */
export const migrationFiles = (databases) =>
  databases
    .flatMap((database) => {
      const dir = migrationsDir(database);
      return readdirSync(dir)
        .filter((name) => name.endsWith('.sql'))
        .map((name) => join(dir, name));
    })
    .sort((a, b) => basename(a).localeCompare(basename(b)));

/**
 * Applies to `db` each of `files` (paths of migrations) not yet applied, in order of name: a
 * file's statements and its row in d1_migrations in one batch, so a migration is applied whole
 * or not at all. Answers the names it applied.
 */
export async function applyMigrations(db, files) {
  await db.prepare(MIGRATIONS_TABLE).run();
  const { results } = await db.prepare('SELECT name FROM d1_migrations').all();
  const applied = new Set(results.map((row) => row.name));
  const names = [];
  for (const file of files) {
    const name = basename(file);
    if (applied.has(name)) continue;
    await db.batch([
      db.prepare(readFileSync(file, 'utf8')),
      db.prepare('INSERT INTO d1_migrations (name) VALUES (?1)').bind(name),
    ]);
    names.push(name);
  }
  return names;
}

/**
 * Applies `files` (paths of migrations) to the local D1 database `id` (a binding name) of
 * `dataDir`: each one not yet applied, in order of name.
 */
export function applyMigrationFiles(dataDir, { id, files }) {
  return withLocalDatabases(d1PersistDir(dataDir), { [id]: id }, (opened) =>
    applyMigrations(opened[id], files),
  );
}
