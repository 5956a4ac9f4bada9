// Test helpers: data folders as older versions wrote them, with real rows to carry over.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll } from 'vitest';
import { createLabTables } from '../../packages/service-kit/src/lab/lab-tables.ts';
import { d1PersistDir, withLocalDatabases } from './local-d1-files.mjs';
import { applyLocalMigrations } from './migrate.mjs';
import { applyMigrationFiles, migrationFiles } from './migration-files.mjs';
import { insertRows, observabilityRows, telemetryRows } from './observability-rows.test-utils.mjs';
import { SHARED_DATABASE_ID, VISUALIZATION_DATABASE } from './separate-databases.mjs';
import { D1_DATABASES } from './system.mjs';

const databases = (...bindings) =>
  D1_DATABASES.filter((database) => bindings.includes(database.binding));
const VISUALIZATION_HALVES = databases('REGISTER_DB', 'OBSERVABILITY_DB');

// The databases of the version that wrote one shared database, each with the migrations it
// had; those written since (the file ledger, one service id, traces, the lab's tables) it
// never had.
const SHARED_ERA_DATABASES = [
  { of: databases('STORAGE_DB'), names: ['0001_create_files.sql'] },
  {
    of: databases('USERS_DB'),
    names: ['0001_create_users.sql', '0002_create_usage.sql'],
  },
  {
    of: VISUALIZATION_HALVES,
    names: [
      '0001_create_register.sql',
      '0002_create_vocab.sql',
      '0003_create_day_totals.sql',
      '0004_create_common_words.sql',
      '0005_index_filters_and_terms.sql',
      '0006_create_telemetry.sql',
      '0007_filtered_term_counts.sql',
    ],
  },
];

const ENTITY_INSERT = (DB) =>
  DB.prepare(
    `INSERT INTO entities (nzbn, name, name_key, entity_type, status, registered_at, region)
         VALUES ('9429000000016', 'Kiwi Bakery Limited', 'kiwi bakery limited', 'Company',
                 'Registered', '2020-01-01', 'Otago')`,
  );

const storedFile = (DB, id, name, size, type) =>
  DB.prepare(
    `INSERT INTO files VALUES (?1, ?2, ?3, ?4, 'demo-user', ?5, '2026-11-01T00:00:00Z', 'stored',
     '2026-11-01T00:00:00Z')`,
  ).bind(id, name, size, type, id.slice(-1).repeat(64));

/** Two stored files of demo-user. */
const storedFiles = (DB) => [
  storedFile(DB, '00000000-0000-4000-8000-000000000001', 'notes.txt', 12, 'text/plain'),
  storedFile(DB, '00000000-0000-4000-8000-000000000002', 'photo.png', 3000, 'image/png'),
];

/** Their usage, as users kept it then. */
/** Each old data folder, written once per test file and copied for each test. */
const templates = new Map();
afterAll(async () => {
  for (const folder of templates.values()) await rm(await folder, { recursive: true, force: true });
});

/** Copies the old data folder `key` into `dataDir`, writing it with `write` the first time. */
async function copyOfTemplate(key, dataDir, write) {
  if (!templates.has(key)) {
    templates.set(
      key,
      mkdtemp(join(tmpdir(), 'amd-old-data-')).then(async (folder) => {
        await write(folder);
        return folder;
      }),
    );
  }
  await cp(await templates.get(key), dataDir, { recursive: true });
}

const usage = (DB) =>
  DB.prepare(`INSERT INTO user_usage (user_id, file_count, bytes) VALUES ('demo-user', 2, 3012)`);

/**
 * Writes a data folder as the version before one database per service did: every service's
 * migrations in the one shared local database, with two stored files and their usage, a
 * minute of telemetry under the service names of that era and (with `withEntity`) one
 * register entity.
 */
export function writeSharedDataFolder(dataDir, { withEntity = true } = {}) {
  return copyOfTemplate(`shared-${withEntity}`, dataDir, (folder) =>
    writeSharedEra(folder, withEntity),
  );
}

async function writeSharedEra(dataDir, withEntity) {
  for (const { of, names } of SHARED_ERA_DATABASES) {
    const files = migrationFiles(of).filter((file) => names.includes(basename(file)));
    await applyMigrationFiles(dataDir, { id: SHARED_DATABASE_ID, files });
  }
  await withLocalDatabases(d1PersistDir(dataDir), { DB: SHARED_DATABASE_ID }, async ({ DB }) => {
    await DB.batch([...storedFiles(DB), usage(DB), ...(withEntity ? [ENTITY_INSERT(DB)] : [])]);
    await insertRows(DB, telemetryRows('storage-service'));
  });
}

/**
 * Writes a data folder as the version before the visualization service's halves had a
 * database each: storage's and users' own databases with two stored files,
 * and one visualization database with the register (one entity), the lab's tables and a row
 * in every table of the observability backend.
 */
export function writeVisualizationDataFolder(dataDir) {
  return copyOfTemplate('visualization', dataDir, writeVisualizationEra);
}

async function writeVisualizationEra(dataDir) {
  await applyLocalMigrations(dataDir, databases('STORAGE_DB', 'USERS_DB'), { quiet: true });
  await applyMigrationFiles(dataDir, {
    ...VISUALIZATION_DATABASE,
    files: migrationFiles(VISUALIZATION_HALVES),
  });
  const ids = { STORAGE_DB: 'STORAGE_DB', OLD: VISUALIZATION_DATABASE.id };
  await withLocalDatabases(d1PersistDir(dataDir), ids, async (db) => {
    await db.STORAGE_DB.batch(storedFiles(db.STORAGE_DB));
    await createLabTables(db.OLD);
    await db.OLD.batch([ENTITY_INSERT(db.OLD)]);
    await insertRows(db.OLD, observabilityRows());
  });
}
