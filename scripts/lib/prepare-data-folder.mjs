import { applyLocalMigrations } from './migrate.mjs';
import { separateSharedDatabase } from './separate-databases.mjs';

/**
 * Makes a data folder ready for this version: upgrades one written before each service had
 * its own database, then applies every service's D1 migrations. Exits with the reason when
 * the folder cannot be upgraded, so nothing starts on mixed or half-moved data.
 */
export async function prepareDataFolder(dataDir) {
  try {
    await separateSharedDatabase(dataDir);
  } catch (error) {
    console.error(
      `\nCould not upgrade the data folder: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
  await applyLocalMigrations(dataDir);
}
