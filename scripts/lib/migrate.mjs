import { d1PersistDir, withLocalDatabases } from './local-d1-files.mjs';
import { applyMigrations, migrationFiles } from './migration-files.mjs';
import { D1_DATABASES } from './system.mjs';

/**
 * Applies the D1 migrations of each of `databases` (every service's by default) under
 * `dataDir`, all in one local D1 (scripts/lib/migration-files.mjs).
 */
export async function applyLocalMigrations(
  dataDir,
  databases = D1_DATABASES,
  { quiet = false } = {},
) {
  const ids = Object.fromEntries(databases.map(({ binding }) => [binding, binding]));
  await withLocalDatabases(d1PersistDir(dataDir), ids, async (opened) => {
    for (const database of databases) {
      await applyMigrations(opened[database.binding], migrationFiles([database]));
      if (!quiet) console.log(`  ✓ ${database.database} migrated`);
    }
  });
}
