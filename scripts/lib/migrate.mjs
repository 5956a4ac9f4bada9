import { D1_DATABASES, runWrangler, workerConfig } from './system.mjs';

/** Applies the D1 migrations of each of `databases` (every service's by default) under `dataDir`. */
export async function applyLocalMigrations(
  dataDir,
  databases = D1_DATABASES,
  { quiet = false } = {},
) {
  for (const { worker, database } of databases) {
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
    if (!quiet) console.log(`  ✓ ${database} migrated`);
  }
}
