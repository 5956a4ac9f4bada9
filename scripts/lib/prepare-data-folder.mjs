import { applyLocalMigrations } from './migrate.mjs';
import { separateDatabases } from './separate-databases.mjs';

/**
 * Makes a data folder ready for this version: upgrades one written by an older version (one
 * shared database, or one database for both halves of the visualization service), then
 * applies every database's D1 migrations. Exits with the reason when the folder cannot be
 * upgraded, so nothing starts on mixed or half-moved data.
 */
export async function prepareDataFolder(dataDir) {
  try {
    await separateDatabases(dataDir);
  } catch (error) {
    console.error(
      `\nCould not upgrade the data folder: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
  await applyLocalMigrations(dataDir);
}
