import { applyD1Migrations, env, type D1Migration } from 'cloudflare:test';
import { createLabTables } from '../lab/lab-tables';

// Each of the worker's D1 databases gets its own migrations, as the test config read them from
// its wrangler.toml, so one setup file serves every worker. The lab's tables are made as the
// lab makes them on its first use, in the database the config names as the lab's (every
// service with a database mounts the lab).
const bindings = env as unknown as Record<string, unknown> & {
  TEST_D1_DATABASES: { binding: string; migrations: D1Migration[] }[];
  TEST_LAB_D1_BINDING: string;
};
for (const { binding, migrations } of bindings.TEST_D1_DATABASES) {
  await applyD1Migrations(bindings[binding] as D1Database, migrations);
}
const labDatabase = bindings[bindings.TEST_LAB_D1_BINDING];
if (labDatabase) await createLabTables(labDatabase as D1Database);
