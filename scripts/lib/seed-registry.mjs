// Seeds the generated NZBN register through the running system's admin API, in chunks,
// with a progress bar. Resumable: a restart continues from the entities already stored.

// Named after the REGISTER_SEED and REGISTER_SIZE settings they default.
export const DEFAULT_REGISTER_SEED = 20261122;
export const DEFAULT_REGISTER_SIZE = 200_000;
const CHUNK = 5_000;

export async function adminCall(baseUrl, token, path, body) {
  const response = await fetch(`${baseUrl}/api/nzbn/admin/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = await response.json().catch(() => ({}));
  if (!response.ok || payload.success !== true) {
    throw new Error(
      `register ${path} failed (${response.status}): ${payload.error?.message ?? 'no message'}`,
    );
  }
  return payload.data;
}

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
    const result = await adminCall(baseUrl, token, 'seed', { ...shape, from: done, count: CHUNK });
    done = result.entities;
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
