// Test helper: a data folder from before each service had its own database.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { d1PersistDir, withLocalDatabases } from './local-d1-files.mjs';
import { SHARED_DATABASE_ID } from './separate-databases.mjs';
import { D1_DATABASES, ROOT, runWrangler, workerConfig } from './system.mjs';

// The migrations of the version that wrote one shared database; those written since (the
// file ledger, one service id, the lab's tables) it never had.
const SHARED_ERA_MIGRATIONS = {
  storage: ['0001_create_files.sql'],
  users: ['0001_create_users.sql', '0002_create_usage.sql'],
  visualization: [
    '0001_create_register.sql',
    '0002_create_vocab.sql',
    '0003_create_day_totals.sql',
    '0004_create_common_words.sql',
    '0005_index_filters_and_terms.sql',
    '0006_create_telemetry.sql',
    '0007_filtered_term_counts.sql',
  ],
};

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

/**
 * Writes a data folder as the version before one database per service did: every service's
 * migrations in the one shared local database, with two stored files and their usage (and,
 * with `withEntity`, one register entity).
 */
export async function writeSharedDataFolder(dataDir, { withEntity = true } = {}) {
  for (const { worker, database, binding } of D1_DATABASES) {
    const config = (await readFile(workerConfig(worker), 'utf8'))
      .replace(`binding = "${binding}"`, `binding = "${SHARED_DATABASE_ID}"`)
      .replace('migrations_dir = "migrations"', `migrations_dir = "${worker}-migrations"`)
      .replace(/^main = .*$/m, `main = "${ROOT}/services/${worker}/src/index.ts"`)
      .replace(/^directory = .*$/m, '');
    const path = join(dataDir, `${worker}.toml`);
    await writeFile(path, config);
    const migrations = join(dataDir, `${worker}-migrations`);
    await cp(join(ROOT, 'services', worker, 'migrations'), migrations, { recursive: true });
    for (const name of await readdir(migrations)) {
      if (!SHARED_ERA_MIGRATIONS[worker].includes(name)) await rm(join(migrations, name));
    }
    await runWrangler(
      ['d1', 'migrations', 'apply', database, '--local', '--persist-to', dataDir, '-c', path],
      { quiet: true },
    );
  }
  await withLocalDatabases(d1PersistDir(dataDir), { DB: SHARED_DATABASE_ID }, ({ DB }) =>
    DB.batch([
      storedFile(DB, '00000000-0000-4000-8000-000000000001', 'notes.txt', 12, 'text/plain'),
      storedFile(DB, '00000000-0000-4000-8000-000000000002', 'photo.png', 3000, 'image/png'),
      DB.prepare(
        `INSERT INTO user_usage (user_id, file_count, bytes) VALUES ('demo-user', 2, 3012)`,
      ),
      ...(withEntity ? [ENTITY_INSERT(DB)] : []),
    ]),
  );
}
