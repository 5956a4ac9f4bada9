import { applyD1Migrations, env } from 'cloudflare:test';

const { DB, TEST_MIGRATIONS } = env as unknown as { DB?: D1Database; TEST_MIGRATIONS: [] };
if (DB && TEST_MIGRATIONS.length > 0) await applyD1Migrations(DB, TEST_MIGRATIONS);
