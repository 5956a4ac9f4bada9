import { applyD1Migrations, env } from 'cloudflare:test';
import { createLabTables } from '../lab/lab-tables';

// The worker's own D1 binding is named by the test config (each service names its database
// after itself), so one setup file serves every worker. The lab's tables are made as the lab
// makes them on its first use (every service with a database mounts the lab).
const bindings = env as unknown as Record<string, unknown> & {
  TEST_D1_BINDING?: string;
  TEST_MIGRATIONS: [];
};
const database = bindings.TEST_D1_BINDING ? bindings[bindings.TEST_D1_BINDING] : undefined;
if (database && bindings.TEST_MIGRATIONS.length > 0) {
  await applyD1Migrations(database as D1Database, bindings.TEST_MIGRATIONS);
  await createLabTables(database as D1Database);
}
