// npm run registry:seed -- --entities 1000000 [--seed N]: rebuilds the generated NZBN register
// in the local data folder (DATA_DIR, default .data) with that many entities. Stop
// `npm start` first: both would use the same local database.
import { parseArgs } from 'node:util';
import { withLocalAdmin } from './lib/local-admin.mjs';
import { adminCall } from './lib/admin-call.mjs';
import { DEFAULT_REGISTER_SEED, resetRegistry, seedRegistry } from './lib/seed-registry.mjs';

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

await withLocalAdmin(async ({ baseUrl, token }) => {
  const status = await adminCall(baseUrl, token, 'status');
  if (
    status.entities > 0 &&
    (status.source !== 'generated' || status.size !== size || status.seed !== seed)
  ) {
    console.log(
      `Removing the current register (${status.entities.toLocaleString('en-NZ')} entities)…`,
    );
    await resetRegistry({ baseUrl, token });
  }
  const started = Date.now();
  const result = await seedRegistry({ baseUrl, token, size, seed });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `The register holds ${result.entities.toLocaleString('en-NZ')} entities (${seconds} s).`,
  );
});
