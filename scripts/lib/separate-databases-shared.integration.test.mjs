// The upgrade of a data folder written when every service shared one database (every
// binding named DB), on real local D1 files written as that version left them; and what a
// data folder of this version holds.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { LAB_TABLES_DDL } from '../../packages/service-kit/src/lab/lab-tables.ts';
import * as localD1 from './local-d1-files.mjs';
import { applyLocalMigrations } from './migrate.mjs';
import { applyMigrationFiles, migrationFiles } from './migration-files.mjs';
import { telemetryRows } from './observability-rows.test-utils.mjs';
import {
  LAB_TABLES,
  SHARED_DATABASE_ID,
  VISUALIZATION_DATABASE,
  separateDatabases,
} from './separate-databases.mjs';
import { writeSharedDataFolder } from './shared-data-folder.test-utils.mjs';
import {
  applied,
  byBinding,
  count,
  expectHalves,
  expectStorageAndUsers,
  fileOf,
  migrationNames,
  tables,
  useDataDir,
  withOwnDatabases,
} from './separate-databases.test-utils.mjs';

const dataDir = useDataDir();

describe('a data folder with one shared database', () => {
  it('becomes one database per service and per half with every row kept', async () => {
    await writeSharedDataFolder(dataDir.path);
    expect(localD1.localDatabaseFiles(dataDir.path)).toHaveLength(1);

    expect(await separateDatabases(dataDir.path)).toBe(true);
    await applyLocalMigrations(dataDir.path);

    for (const old of [SHARED_DATABASE_ID, VISUALIZATION_DATABASE.id]) {
      expect(existsSync(await fileOf(dataDir.path, old))).toBe(false);
    }
    expect(localD1.localDatabaseFiles(dataDir.path)).toHaveLength(4);
    await withOwnDatabases(dataDir.path, async (db) => {
      await expectStorageAndUsers(db);
      await expectHalves(db);
      const user = await db.USERS_DB.prepare(
        "SELECT name FROM users WHERE id = 'demo-user'",
      ).first();
      expect(user).toEqual({ name: 'Demo Learner' });
      expect(await applied(db.STORAGE_DB)).toEqual(migrationNames('STORAGE_DB'));
      // The telemetry moved as this version's migrations leave it: one service id (0008).
      for (const [table] of telemetryRows())
        expect(await count(db.OBSERVABILITY_DB, table)).toBe(1);
      const services = await db.OBSERVABILITY_DB.prepare(
        'SELECT service FROM request_minutes',
      ).all();
      expect(services.results).toEqual([{ service: 'storage' }]);
    });

    // Upgraded once: a later start leaves it alone.
    expect(await separateDatabases(dataDir.path)).toBe(false);
  }, 240_000);

  it('refuses, and changes nothing, when a visualization database already exists beside it', async () => {
    await writeSharedDataFolder(dataDir.path);
    await applyMigrationFiles(dataDir.path, {
      ...VISUALIZATION_DATABASE,
      files: migrationFiles([byBinding('REGISTER_DB')]),
    });
    await expect(separateDatabases(dataDir.path)).rejects.toThrow(
      /holds both the old DB database .* cannot be upgraded safely/,
    );
    await localD1.withLocalDatabases(
      localD1.d1PersistDir(dataDir.path),
      { DB: SHARED_DATABASE_ID },
      async ({ DB }) => {
        expect(await tables(DB)).toEqual(
          expect.arrayContaining(['files', 'user_usage', 'entities', 'request_minutes']),
        );
      },
    );
  }, 180_000);
});

describe('a data folder of this version', () => {
  it('holds one database per service and per half, each with only its own tables', async () => {
    await applyLocalMigrations(dataDir.path);
    expect(await separateDatabases(dataDir.path)).toBe(false);
    expect(localD1.localDatabaseFiles(dataDir.path)).toHaveLength(4);
    await withOwnDatabases(dataDir.path, async (db) => {
      for (const foreign of ['entities', 'user_usage', 'request_minutes']) {
        expect(await tables(db.STORAGE_DB)).not.toContain(foreign);
      }
      for (const foreign of ['entities', 'files', 'request_minutes']) {
        expect(await tables(db.USERS_DB)).not.toContain(foreign);
      }
      for (const foreign of ['files', 'user_usage', 'request_minutes']) {
        expect(await tables(db.REGISTER_DB)).not.toContain(foreign);
      }
      for (const foreign of ['files', 'user_usage', 'entities']) {
        expect(await tables(db.OBSERVABILITY_DB)).not.toContain(foreign);
      }
    });
  }, 120_000);
});

it("names the lab's tables as the lab makes them", () => {
  const made = LAB_TABLES_DDL.flatMap(
    (ddl) => /CREATE TABLE IF NOT EXISTS (\w+)/.exec(ddl)?.[1] ?? [],
  );
  expect(LAB_TABLES).toEqual(made);
});
