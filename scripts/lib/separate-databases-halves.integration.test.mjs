// The upgrade of a data folder written with one database for both halves of the visualization
// service (VISUALIZATION_DB), on real local D1 files written as that version left them.
import { describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import { link } from 'node:fs/promises';
import * as localD1 from './local-d1-files.mjs';
import { applyLocalMigrations } from './migrate.mjs';
import { observabilityRows } from './observability-rows.test-utils.mjs';
import { VISUALIZATION_DATABASE, separateDatabases } from './separate-databases.mjs';
import { writeVisualizationDataFolder } from './shared-data-folder.test-utils.mjs';
import {
  byBinding,
  count,
  expectHalves,
  expectStorageAndUsers,
  fileOf,
  tables,
  useDataDir,
  withOwnDatabases,
} from './separate-databases.test-utils.mjs';

const dataDir = useDataDir();

describe('a data folder with one database for both halves of the visualization service', () => {
  it('keeps the register in place and moves every observability row to its own database', async () => {
    await writeVisualizationDataFolder(dataDir.path);
    const old = statSync(await fileOf(dataDir.path, VISUALIZATION_DATABASE.id)).ino;

    expect(await separateDatabases(dataDir.path)).toBe(true);
    await applyLocalMigrations(dataDir.path);

    expect(existsSync(await fileOf(dataDir.path, VISUALIZATION_DATABASE.id))).toBe(false);
    // The large register is not copied: the old file is the register database.
    expect(statSync(await fileOf(dataDir.path, 'REGISTER_DB')).ino).toBe(old);
    expect(localD1.localDatabaseFiles(dataDir.path)).toHaveLength(4);
    await withOwnDatabases(dataDir.path, async (db) => {
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

    expect(await separateDatabases(dataDir.path)).toBe(false);
  }, 240_000);

  it('finishes an upgrade interrupted after the tables moved out, losing nothing', async () => {
    await writeVisualizationDataFolder(dataDir.path);
    expect(await separateDatabases(dataDir.path)).toBe(true);
    // As if it stopped after linking the old file (and its log) as the register, before
    // unlinking it.
    const register = await fileOf(dataDir.path, 'REGISTER_DB');
    const old = await fileOf(dataDir.path, VISUALIZATION_DATABASE.id);
    for (const suffix of ['', '-wal'].filter((end) => existsSync(`${register}${end}`))) {
      await link(`${register}${suffix}`, `${old}${suffix}`);
    }
    expect(await separateDatabases(dataDir.path)).toBe(true);
    expect(existsSync(await fileOf(dataDir.path, VISUALIZATION_DATABASE.id))).toBe(false);
    expect(localD1.localDatabaseFiles(dataDir.path)).toHaveLength(4);
    await applyLocalMigrations(dataDir.path);
    await withOwnDatabases(dataDir.path, async (db) => {
      await expectHalves(db);
      for (const [table] of observabilityRows()) {
        expect(await count(db.OBSERVABILITY_DB, table), table).toBe(1);
      }
    });
  }, 240_000);

  it('refuses, and changes nothing, when a register database already exists beside it', async () => {
    await writeVisualizationDataFolder(dataDir.path);
    await applyLocalMigrations(dataDir.path, [byBinding('REGISTER_DB')], { quiet: true });
    await expect(separateDatabases(dataDir.path)).rejects.toThrow(
      /holds both the old VISUALIZATION_DB database .* cannot be upgraded safely/,
    );
    await localD1.withLocalDatabases(
      localD1.d1PersistDir(dataDir.path),
      { OLD: VISUALIZATION_DATABASE.id },
      async ({ OLD }) => {
        expect(await count(OLD, 'spans')).toBe(1);
        expect(await count(OLD, 'entities')).toBe(1);
      },
    );
  }, 180_000);
});
