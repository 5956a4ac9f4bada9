// The upgrade of a data folder written when every service's D1 binding was named DB (one
// shared local database), on real local D1 files made by wrangler as that version did.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as localD1 from './local-d1-files.mjs';
import { applyLocalMigrations } from './migrate.mjs';
import { SHARED_DATABASE_ID, separateSharedDatabase } from './separate-databases.mjs';
import { writeSharedDataFolder } from './shared-data-folder.test-utils.mjs';
import { D1_DATABASES, ROOT } from './system.mjs';

const OWN_DATABASES = Object.fromEntries(D1_DATABASES.map(({ binding }) => [binding, binding]));

const tables = async (db) =>
  (await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).results.map(
    (row) => row.name,
  );

let dataDir;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'amd-upgrade-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('a data folder with one shared database', () => {
  it('becomes one database per service with every row kept', async () => {
    await writeSharedDataFolder(dataDir);
    expect(localD1.localDatabaseFiles(dataDir)).toHaveLength(1);

    expect(await separateSharedDatabase(dataDir)).toBe(true);
    await applyLocalMigrations(dataDir);

    const sharedFile = await localD1.databaseFileName(SHARED_DATABASE_ID);
    expect(existsSync(join(localD1.d1FilesDir(dataDir), sharedFile))).toBe(false);
    expect(localD1.localDatabaseFiles(dataDir)).toHaveLength(3);
    await localD1.withLocalDatabases(localD1.d1PersistDir(dataDir), OWN_DATABASES, async (db) => {
      const storage = await tables(db.STORAGE_DB);
      const users = await tables(db.USERS_DB);
      const visualization = await tables(db.VISUALIZATION_DB);
      expect(storage).toContain('files');
      expect(storage).not.toContain('user_usage');
      expect(storage).not.toContain('entities');
      expect(users).toContain('users');
      expect(users).not.toContain('files');
      expect(users).not.toContain('entities');
      expect(visualization).toContain('entities');
      expect(visualization).not.toContain('files');
      // Storage's and users' tables, those a later migration replaced included, are gone.
      for (const moved of ['files', 'outbox', 'users', 'user_usage', 'processed_events']) {
        expect(visualization).not.toContain(moved);
      }

      const files = await db.STORAGE_DB.prepare('SELECT id, size FROM files ORDER BY id').all();
      expect(files.results).toEqual([
        { id: '00000000-0000-4000-8000-000000000001', size: 12 },
        { id: '00000000-0000-4000-8000-000000000002', size: 3000 },
      ]);
      // Usage is rebuilt from what storage holds by the users service's reconciliation.
      const user = await db.USERS_DB.prepare(
        "SELECT name FROM users WHERE id = 'demo-user'",
      ).first();
      expect(user).toEqual({ name: 'Demo Learner' });
      const entity = await db.VISUALIZATION_DB.prepare('SELECT name FROM entities').first('name');
      expect(entity).toBe('Kiwi Bakery Limited');
      // Each database lists only its own service's migrations as applied.
      const applied = await db.STORAGE_DB.prepare('SELECT name FROM d1_migrations').all();
      const storageMigrations = await readdir(join(ROOT, 'services', 'storage', 'migrations'));
      expect(applied.results.map((row) => row.name)).toEqual(storageMigrations.sort());
      const left = await db.VISUALIZATION_DB.prepare('SELECT name FROM d1_migrations').all();
      expect(left.results.map((row) => row.name)).not.toContain('0002_create_usage.sql');
      expect(left.results.map((row) => row.name)).toContain('0001_create_register.sql');
    });

    // Upgraded once: a later start leaves it alone.
    expect(await separateSharedDatabase(dataDir)).toBe(false);
  }, 180_000);

  it('refuses, and changes nothing, when a visualization database already exists beside it', async () => {
    await writeSharedDataFolder(dataDir);
    await applyLocalMigrations(
      dataDir,
      D1_DATABASES.filter(({ worker }) => worker === 'visualization'),
    );
    await expect(separateSharedDatabase(dataDir)).rejects.toThrow(
      /holds both the old shared database .* cannot be upgraded safely/,
    );
    await localD1.withLocalDatabases(
      localD1.d1PersistDir(dataDir),
      { DB: SHARED_DATABASE_ID },
      async ({ DB }) => {
        expect(await tables(DB)).toEqual(
          expect.arrayContaining(['files', 'user_usage', 'entities']),
        );
      },
    );
  }, 180_000);
});

describe('a data folder of this version', () => {
  it('holds one database per service, each with only its own tables', async () => {
    await applyLocalMigrations(dataDir);
    expect(await separateSharedDatabase(dataDir)).toBe(false);
    expect(localD1.localDatabaseFiles(dataDir)).toHaveLength(3);
    await localD1.withLocalDatabases(localD1.d1PersistDir(dataDir), OWN_DATABASES, async (db) => {
      for (const foreign of ['entities', 'user_usage']) {
        expect(await tables(db.STORAGE_DB)).not.toContain(foreign);
      }
      for (const foreign of ['entities', 'files']) {
        expect(await tables(db.USERS_DB)).not.toContain(foreign);
      }
      for (const foreign of ['files', 'user_usage']) {
        expect(await tables(db.VISUALIZATION_DB)).not.toContain(foreign);
      }
    });
  }, 120_000);
});
