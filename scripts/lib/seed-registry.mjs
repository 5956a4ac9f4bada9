// Seeds the generated NZBN register through the running system's admin API, in chunks,
// with a progress bar. Resumable: a restart continues from the entities already stored.

import { adminCall, withRetries } from './admin-call.mjs';

// Named after the REGISTER_SEED and REGISTER_SIZE settings they default.
export const DEFAULT_REGISTER_SEED = 20261122;
export const DEFAULT_REGISTER_SIZE = 200_000;
const CHUNK = 5_000;

function progressBar(done, total, startedAt) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  return `  [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${done.toLocaleString('en-NZ')} / ${total.toLocaleString('en-NZ')} entities (${seconds} s)`;
}

/** Empties the register (entities, search index, rollups). */
export function resetRegistry({ baseUrl, token }) {
  return adminCall(baseUrl, token, 'reset', {});
}

/** Makes sure the register holds `size` generated entities; returns what it holds. */
export async function seedRegistry({
  baseUrl,
  token,
  size = DEFAULT_REGISTER_SIZE,
  seed = DEFAULT_REGISTER_SEED,
  out = process.stdout,
}) {
  const status = await adminCall(baseUrl, token, 'status');
  if (status.source === 'imported') {
    out.write(
      `  The register holds ${status.entities.toLocaleString('en-NZ')} imported entities; not seeding.\n`,
    );
    return status;
  }
  const shape =
    status.entities > 0
      ? { seed: status.seed, size: status.size, now: status.now }
      : { seed, size, now: new Date().toISOString() };
  if (status.entities > 0 && shape.size !== size) {
    out.write(
      `  The register was generated with ${shape.size.toLocaleString('en-NZ')} entities; run npm run registry:seed -- --entities ${size} to rebuild it.\n`,
    );
  }
  let done = status.entities;
  if (done >= shape.size) return status;
  const startedAt = Date.now();
  const interactive = Boolean(out.isTTY);
  let lastShown = -1;
  out.write(`Seeding the NZBN register (seed ${shape.seed})…\n`);
  while (done < shape.size) {
    // A chunk is one transaction: after a failure the register holds it whole or not at all,
    // so the next try asks where the register stands and goes on from there.
    let retrying = false;
    const from = done;
    done = await withRetries(
      `Seeding from entity ${from.toLocaleString('en-NZ')}`,
      async () => {
        const at = retrying ? (await adminCall(baseUrl, token, 'status')).entities : from;
        retrying = true;
        if (at >= shape.size) return at;
        const result = await adminCall(baseUrl, token, 'seed', {
          ...shape,
          from: at,
          count: CHUNK,
        });
        return result.entities;
      },
      out,
    );
    const tenth = Math.floor((done / shape.size) * 10);
    if (interactive) out.write(`\r${progressBar(done, shape.size, startedAt)}`);
    else if (tenth !== lastShown) {
      lastShown = tenth;
      out.write(`${progressBar(done, shape.size, startedAt)}\n`);
    }
  }
  if (interactive) out.write('\n');
  return adminCall(baseUrl, token, 'status');
}
