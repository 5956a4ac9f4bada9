// The upgrades of data folders written by older versions, on real local D1 files made by
// wrangler as those versions did: one shared database (every service's binding named DB),
// and one database for both halves of the visualization service (VISUALIZATION_DB).
import { existsSync, statSync } from 'node:fs';
import { link, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LAB_TABLES_DDL } from '../../packages/service-kit/src/lab/lab-tables.ts';
import * as localD1 from './local-d1-files.mjs';
import { applyLocalMigrations } from './migrate.mjs';
import { applyMigrationFiles, migrationFiles } from './migration-files.mjs';
import { observabilityRows, telemetryRows } from './observability-rows.test-utils.mjs';
import {
  LAB_TABLES,
  SHARED_DATABASE_ID,
  VISUALIZATION_DATABASE,
  separateDatabases,
} from './separate-databases.mjs';
import {
  writeSharedDataFolder,
  writeVisualizationDataFolder,
} from './shared-data-folder.test-utils.mjs';
import { D1_DATABASES } from './system.mjs';

const OWN_DATABASES = Object.fromEntries(D1_DATABASES.map(({ binding }) => [binding, binding]));
const byBinding = (binding) => D1_DATABASES.find((database) => database.binding === binding);
const migrationNames = (binding) => migrationFiles([byBinding(binding)]).map((f) => basename(f));

const tables = async (db) =>
  (await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).results.map(
    (row) => row.name,
  );
const applied = async (db) =>
  (await db.prepare('SELECT name FROM d1_migrations ORDER BY id').all()).results.map(
    (row) => row.name,
  );
const count = (db, table) => db.prepare(`SELECT count(*) AS n FROM "${table}"`).first('n');
const fileOf = async (dataDir, id) =>
  join(localD1.d1FilesDir(dataDir), await localD1.databaseFileName(id));
const withOwnDatabases = (dataDir, work) =>
  localD1.withLocalDatabases(localD1.d1PersistDir(dataDir), OWN_DATABASES, work);

/** Storage's and users' databases hold their own tables, and the two stored files. */
async function expectStorageAndUsers(db) {
  const files = await db.STORAGE_DB.prepare('SELECT id, size FROM files ORDER BY id').all();
  expect(files.results).toEqual([
    { id: '00000000-0000-4000-8000-000000000001', size: 12 },
    { id: '00000000-0000-4000-8000-000000000002', size: 3000 },
  ]);
  // Usage is rebuilt from what storage holds by the users service's reconciliation.
  const user = await db.USERS_DB.prepare("SELECT name FROM users WHERE id = 'demo-user'").first();
  expect(user).toEqual({ name: 'Demo Learner' });
  for (const foreign of ['user_usage', 'user_files', 'entities']) {
    expect(await tables(db.STORAGE_DB)).not.toContain(foreign);
  }
  expect(await tables(db.USERS_DB)).not.toContain('files');
}

/** The register's and the observability backend's databases hold only their own. */
async function expectHalves(db) {
  const register = await tables(db.REGISTER_DB);
  const observability = await tables(db.OBSERVABILITY_DB);
  expect(await db.REGISTER_DB.prepare('SELECT name FROM entities').first('name')).toBe(
    'Kiwi Bakery Limited',
  );
  for (const moved of ['request_minutes', 'health_checks', 'files', 'users', 'user_usage']) {
    expect(register).not.toContain(moved);
  }
  for (const foreign of ['entities', 'search_terms', 'files', 'user_usage']) {
    expect(observability).not.toContain(foreign);
  }
  // Each database lists only its own migrations as applied, all of them.
  expect(await applied(db.REGISTER_DB)).toEqual(migrationNames('REGISTER_DB'));
  expect(await applied(db.OBSERVABILITY_DB)).toEqual(migrationNames('OBSERVABILITY_DB'));
}

let dataDir;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'amd-upgrade-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('a data folder with one shared database', () => {
  it('becomes one database per service and per half with every row kept', async () => {
    await writeSharedDataFolder(dataDir);
    expect(localD1.localDatabaseFiles(dataDir)).toHaveLength(1);

    expect(await separateDatabases(dataDir)).toBe(true);
    await applyLocalMigrations(dataDir);

    for (const old of [SHARED_DATABASE_ID, VISUALIZATION_DATABASE.id]) {
      expect(existsSync(await fileOf(dataDir, old))).toBe(false);
    }
    expect(localD1.localDatabaseFiles(dataDir)).toHaveLength(4);
    await withOwnDatabases(dataDir, async (db) => {
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
    expect(await separateDatabases(dataDir)).toBe(false);
  }, 240_000);

  it('refuses, and changes nothing, when a visualization database already exists beside it', async () => {
    await writeSharedDataFolder(dataDir);
    await applyMigrationFiles(dataDir, {
      ...VISUALIZATION_DATABASE,
      files: migrationFiles([byBinding('REGISTER_DB')]),
    });
    await expect(separateDatabases(dataDir)).rejects.toThrow(
      /holds both the old DB database .* cannot be upgraded safely/,
    );
    await localD1.withLocalDatabases(
      localD1.d1PersistDir(dataDir),
      { DB: SHARED_DATABASE_ID },
      async ({ DB }) => {
        expect(await tables(DB)).toEqual(
          expect.arrayContaining(['files', 'user_usage', 'entities', 'request_minutes']),
        );
      },
    );
  }, 180_000);
});

describe('a data folder with one database for both halves of the visualization service', () => {
  it('keeps the register in place and moves every observability row to its own database', async () => {
    await writeVisualizationDataFolder(dataDir);
    const old = statSync(await fileOf(dataDir, VISUALIZATION_DATABASE.id)).ino;

    expect(await separateDatabases(dataDir)).toBe(true);
    await applyLocalMigrations(dataDir);

    expect(existsSync(await fileOf(dataDir, VISUALIZATION_DATABASE.id))).toBe(false);
    // The large register is not copied: the old file is the register database.
    expect(statSync(await fileOf(dataDir, 'REGISTER_DB')).ino).toBe(old);
    expect(localD1.localDatabaseFiles(dataDir)).toHaveLength(4);
    await withOwnDatabases(dataDir, async (db) => {
      await expectStorageAndUsers(db);
      await expectHalves(db);
      const register = await tables(db.REGISTER_DB);
      for (const [table] of observabilityRows()) {
        expect(await count(db.OBSERVABILITY_DB, table), table).toBe(1);
        expect(register).not.toContain(table);
      }
      const span = db.OBSERVABILITY_DB.prepare('SELECT edge_target, duration_ms FROM spans');
      expect(await span.first()).toEqual({ edge_target: 'STORAGE_DB', duration_ms: 4 });
      const trace = db.OBSERVABILITY_DB.prepare('SELECT duration_ms FROM traces');
      expect(await trace.first('duration_ms')).toBe(10);
      // The lab's tables move with their indexes, as the lab makes them.
      const indexes = await db.OBSERVABILITY_DB.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'dead_letters'",
      ).all();
      expect(indexes.results.map((row) => row.name)).toContain('dead_letters_by_age');
    });

    expect(await separateDatabases(dataDir)).toBe(false);
  }, 240_000);

  it('finishes an upgrade interrupted after the tables moved out, losing nothing', async () => {
    await writeVisualizationDataFolder(dataDir);
    expect(await separateDatabases(dataDir)).toBe(true);
    // As if it stopped after linking the old file (and its log) as the register, before
    // unlinking it.
    const register = await fileOf(dataDir, 'REGISTER_DB');
    const old = await fileOf(dataDir, VISUALIZATION_DATABASE.id);
    for (const suffix of ['', '-wal'].filter((end) => existsSync(`${register}${end}`))) {
      await link(`${register}${suffix}`, `${old}${suffix}`);
    }
    expect(await separateDatabases(dataDir)).toBe(true);
    expect(existsSync(await fileOf(dataDir, VISUALIZATION_DATABASE.id))).toBe(false);
    expect(localD1.localDatabaseFiles(dataDir)).toHaveLength(4);
    await applyLocalMigrations(dataDir);
    await withOwnDatabases(dataDir, async (db) => {
      await expectHalves(db);
      for (const [table] of observabilityRows()) {
        expect(await count(db.OBSERVABILITY_DB, table), table).toBe(1);
      }
    });
  }, 240_000);

  it('refuses, and changes nothing, when a register database already exists beside it', async () => {
    await writeVisualizationDataFolder(dataDir);
    await applyLocalMigrations(dataDir, [byBinding('REGISTER_DB')], { quiet: true });
    await expect(separateDatabases(dataDir)).rejects.toThrow(
      /holds both the old VISUALIZATION_DB database .* cannot be upgraded safely/,
    );
    await localD1.withLocalDatabases(
      localD1.d1PersistDir(dataDir),
      { OLD: VISUALIZATION_DATABASE.id },
      async ({ OLD }) => {
        expect(await count(OLD, 'spans')).toBe(1);
        expect(await count(OLD, 'entities')).toBe(1);
      },
    );
  }, 180_000);
});

describe('a data folder of this version', () => {
  it('holds one database per service and per half, each with only its own tables', async () => {
    await applyLocalMigrations(dataDir);
    expect(await separateDatabases(dataDir)).toBe(false);
    expect(localD1.localDatabaseFiles(dataDir)).toHaveLength(4);
    await withOwnDatabases(dataDir, async (db) => {
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
