// The local D1 migrations applied in this process (migration-files.mjs) against wrangler's own
// `d1 migrations` commands on the same data folder: each takes up where the other left off.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { d1PersistDir, withLocalDatabases } from './local-d1-files.mjs';
import { applyLocalMigrations } from './migrate.mjs';
import { applyMigrationFiles, migrationFiles } from './migration-files.mjs';
import { byBinding, useDataDir } from './separate-databases.test-utils.mjs';
import { runWrangler, workerConfig } from './system.mjs';

const dataDir = useDataDir();
const USERS = byBinding('USERS_DB');

/** What wrangler's own `d1 migrations list --local` says of users-db in the data folder. */
const wranglerList = () =>
  runWrangler(
    [
      'd1',
      'migrations',
      'list',
      USERS.database,
      '--local',
      '--persist-to',
      dataDir.path,
      '-c',
      workerConfig(USERS.worker),
    ],
    { quiet: true },
  );

/** The first column of each row `sql` answers in the local database `binding` of the folder. */
const column = (sql, binding) =>
  withLocalDatabases(d1PersistDir(dataDir.path), { [binding]: binding }, async (opened) => {
    const { results } = await opened[binding].prepare(sql).all();
    return results.map((row) => Object.values(row)[0]);
  });

const applied = (binding = USERS.binding) =>
  column('SELECT name FROM d1_migrations ORDER BY id', binding);

const tableNames = (binding = USERS.binding) =>
  column("SELECT name FROM sqlite_master WHERE type = 'table'", binding);

describe('local D1 migrations', () => {
  it('take up a folder that wrangler migrated part of the way, and leave wrangler nothing to apply', async () => {
    const files = migrationFiles([USERS]);
    const scratch = await mkdtemp(join(tmpdir(), 'amd-wrangler-migrations-'));
    try {
      // Wrangler applies the first two, from a configuration that has only those.
      await mkdir(join(scratch, 'migrations'));
      for (const file of files.slice(0, 2)) {
        await copyFile(file, join(scratch, 'migrations', basename(file)));
      }
      const config = join(scratch, 'wrangler.json');
      await writeFile(
        config,
        JSON.stringify({
          name: USERS.database,
          compatibility_date: '2026-04-20',
          d1_databases: [
            { binding: USERS.binding, database_name: USERS.database, migrations_dir: 'migrations' },
          ],
        }),
      );
      await runWrangler(
        [
          'd1',
          'migrations',
          'apply',
          USERS.database,
          '--local',
          '--persist-to',
          dataDir.path,
          '-c',
          config,
        ],
        { quiet: true },
      );
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    expect(await wranglerList()).toMatch(new RegExp(basename(files[2])));

    await applyLocalMigrations(dataDir.path, [USERS], { quiet: true });
    expect(await applied()).toEqual(files.map((file) => basename(file)));
    expect(await tableNames()).toContain('user_files');
    expect(await wranglerList()).toMatch(/No migrations to apply/);
  }, 60_000);

  it('apply each migration once, however often they run', async () => {
    await applyLocalMigrations(dataDir.path, undefined, { quiet: true });
    await applyLocalMigrations(dataDir.path, undefined, { quiet: true });
    expect(await applied()).toEqual(migrationFiles([USERS]).map((file) => basename(file)));
  });

  it('apply a migration that fails not at all, and the ones before it whole', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'amd-bad-migrations-'));
    try {
      const good = join(folder, '0001_good.sql');
      const bad = join(folder, '0002_bad.sql');
      await writeFile(good, 'CREATE TABLE kept (id INTEGER);\n');
      await writeFile(bad, 'CREATE TABLE half (id INTEGER);\nINSERT INTO missing VALUES (1);\n');
      await expect(
        applyMigrationFiles(dataDir.path, { id: 'SCRATCH_DB', files: [good, bad] }),
      ).rejects.toThrow(/no such table: missing/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(await applied('SCRATCH_DB')).toEqual(['0001_good.sql']);
    expect(await tableNames('SCRATCH_DB')).toContain('kept');
    expect(await tableNames('SCRATCH_DB')).not.toContain('half');
  });
});
