// npm run db:migrate: applies the local D1 migrations without starting the system.
import { applyLocalMigrations } from './lib/migrate.mjs';
import { DEFAULT_DATA_DIR } from './lib/system.mjs';

await applyLocalMigrations(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
