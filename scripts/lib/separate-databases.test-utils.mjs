// What the tests of the data-folder upgrades share (separate-databases-*.integration.test.mjs): a fresh
// data folder for each test, and what each database must hold afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import * as localD1 from './local-d1-files.mjs';
import { migrationFiles } from './migration-files.mjs';
import { D1_DATABASES } from './system.mjs';

export const OWN_DATABASES = Object.fromEntries(
  D1_DATABASES.map(({ binding }) => [binding, binding]),
);
export const byBinding = (binding) => D1_DATABASES.find((database) => database.binding === binding);
export const migrationNames = (binding) =>
  migrationFiles([byBinding(binding)]).map((f) => basename(f));

export const tables = async (db) =>
  (await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all()).results.map(
    (row) => row.name,
  );
export const applied = async (db) =>
  (await db.prepare('SELECT name FROM d1_migrations ORDER BY id').all()).results.map(
    (row) => row.name,
  );
export const count = (db, table) => db.prepare(`SELECT count(*) AS n FROM "${table}"`).first('n');
export const fileOf = async (dataDir, id) =>
  join(localD1.d1FilesDir(dataDir), await localD1.databaseFileName(id));
export const withOwnDatabases = (dataDir, work) =>
  localD1.withLocalDatabases(localD1.d1PersistDir(dataDir), OWN_DATABASES, work);

/** Storage's and users' databases hold their own tables, and the two stored files. */
export async function expectStorageAndUsers(db) {
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
export async function expectHalves(db) {
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

/** A data folder of its own for each test of the calling file, removed after it. */
export function useDataDir() {
  const folder = { path: '' };
  beforeEach(async () => {
    folder.path = await mkdtemp(join(tmpdir(), 'amd-upgrade-'));
  });
  afterEach(async () => {
    await rm(folder.path, { recursive: true, force: true });
  });
  return folder;
}
