// npm run registry:seed -- --entities 1000000 [--seed N]: rebuilds the generated NZBN register
// in the local data folder (DATA_DIR, default .data) with that many entities. Stop
// `npm start` first: both would use the same local database.
import { parseArgs } from 'node:util';
import { issueLocalAdminToken } from './lib/admin-token.mjs';
import { freePort } from './lib/free-port.mjs';
import { applyLocalMigrations } from './lib/migrate.mjs';
import {
  DEFAULT_REGISTER_SEED,
  adminCall,
  resetRegister,
  seedRegister,
} from './lib/register-seed.mjs';
import { DEFAULT_DATA_DIR } from './lib/system.mjs';
import { startWranglerDev, stopProcess } from './lib/wrangler-dev.mjs';

const { values } = parseArgs({
  options: { entities: { type: 'string' }, seed: { type: 'string' } },
});
const size = Number(values.entities ?? 200_000);
const seed = Number(values.seed ?? DEFAULT_REGISTER_SEED);
if (!Number.isInteger(size) || size < 1 || size > 10_000_000) {
  console.error(`--entities must be a whole number from 1 to 10000000, got '${values.entities}'.`);
  process.exit(1);
}
if (!Number.isInteger(seed)) {
  console.error(`--seed must be a whole number, got '${values.seed}'.`);
  process.exit(1);
}

const dataDir = process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
await applyLocalMigrations(dataDir);
const token = await issueLocalAdminToken(dataDir);
const port = await freePort();
const wrangler = await startWranglerDev({
  port,
  host: '127.0.0.1',
  dataDir,
  inspectorPort: await freePort(),
  quiet: true,
});
try {
  const baseUrl = `http://127.0.0.1:${port}`;
  const status = await adminCall(baseUrl, token, 'status');
  if (status.entities > 0 && (status.size !== size || status.seed !== seed)) {
    console.log(
      `Removing the current register (${status.entities.toLocaleString('en-NZ')} entities)…`,
    );
    await resetRegister({ baseUrl, token });
  }
  const started = Date.now();
  const result = await seedRegister({ baseUrl, token, size, seed });
  console.log(
    `The register holds ${result.entities.toLocaleString('en-NZ')} entities (${((Date.now() - started) / 1000).toFixed(0)} s).`,
  );
} finally {
  await stopProcess(wrangler);
}
