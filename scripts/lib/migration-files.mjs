// Migrations applied to a local D1 database under a configuration of their own: how the
// upgrades bring an older version's database up to date, and how tests write a data folder as
// an older version did.
import { readdirSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { migrationsDir, runWrangler } from './system.mjs';

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
 * Applies `files` (paths of migrations) to the local D1 database `id` (a binding name) of
 * `dataDir`, known to wrangler as `database`: each one not yet applied, in order of name.
 */
export async function applyMigrationFiles(dataDir, { id, database, files }) {
  const scratch = await mkdtemp(join(tmpdir(), 'amd-migrations-'));
  try {
    await mkdir(join(scratch, 'migrations'));
    for (const file of files) await copyFile(file, join(scratch, 'migrations', basename(file)));
    const config = join(scratch, 'wrangler.json');
    const d1 = { binding: id, database_name: database, migrations_dir: 'migrations' };
    await writeFile(
      config,
      JSON.stringify({ name: database, compatibility_date: '2026-04-20', d1_databases: [d1] }),
    );
    await runWrangler(
      ['d1', 'migrations', 'apply', database, '--local', '--persist-to', dataDir, '-c', config],
      { quiet: true },
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
