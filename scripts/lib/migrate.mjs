import { D1_DATABASES, runWrangler, workerConfig } from './system.mjs';

/** Applies every worker's D1 migrations to the local databases under `dataDir`. */
export async function applyLocalMigrations(dataDir) {
  for (const { worker, database } of D1_DATABASES) {
    await runWrangler(
      [
        'd1',
        'migrations',
        'apply',
        database,
        '--local',
        '--persist-to',
        dataDir,
        '-c',
        workerConfig(worker),
      ],
      { quiet: true },
    );
    console.log(`  ✓ ${database} migrated`);
  }
}
