// Seeds the generated NZBN register through the running system's admin API, in chunks,
// with a progress bar. Resumable: a restart continues from the entities already stored.

// Named after the REGISTER_SEED and REGISTER_SIZE settings they default.
export const DEFAULT_REGISTER_SEED = 20261122;
export const DEFAULT_REGISTER_SIZE = 200_000;
const CHUNK = 5_000;

/** Waits before each new try of a call that failed for a passing reason (about 2 minutes). */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];
// No answer, or the runtime busy, restarting or overloaded: worth another try.
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);

/** A failed admin call: its HTTP status (0 when nothing answered) and whether to try again. */
export class AdminCallError extends Error {
  constructor(path, status, reason) {
    super(`register ${path} failed (${status === 0 ? 'no answer' : status}): ${reason}`);
    this.status = status;
    this.transient = status === 0 || TRANSIENT_STATUSES.has(status);
  }
}

export async function adminCall(baseUrl, token, path, body) {
  let response;
  try {
    response = await fetch(`${baseUrl}/api/nzbn/admin/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new AdminCallError(path, 0, error.cause?.message ?? error.message);
  }
  const text = await response.text();
  let payload = {};
  try {
    payload = JSON.parse(text);
  } catch {
    // An answer that is not JSON comes from the runtime, not from the service: keep its words.
  }
  if (!response.ok || payload.success !== true) {
    const reason = payload.error?.message ?? (text.trim().slice(0, 200) || 'no message');
    throw new AdminCallError(path, response.status, reason);
  }
  return payload.data;
}

/**
 * Runs `call` again after a passing failure, waiting longer each time; gives up after about
 * two minutes with every failure's reason, so the cause is reported rather than a bare code.
 */
export async function withRetries(what, call, out = process.stdout) {
  const failures = [];
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof AdminCallError) || !error.transient) throw error;
      failures.push(error.message);
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        const distinct = [...new Set(failures)].join('; ');
        throw new Error(
          `${what} gave up after ${failures.length} tries over about 2 minutes: ${distinct}. ` +
            'The system is still running; run the command again to go on from where it stopped.',
        );
      }
      out.write(`\n  ${what}: ${error.message}; trying again in ${delay / 1000} s…\n`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
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
