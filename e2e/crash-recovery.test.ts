// The runtime dies for real: workerd is killed with SIGKILL while uploads and deletes are in
// flight. `npm start` starts it again, and within one sweep interval storage's rows, R2's
// objects and the user's usage agree, whatever events the crash lost.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { d1PersistDir, withLocalDatabases } from '../scripts/lib/local-d1-files.mjs';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { workerdUnder } from '../scripts/lib/watch-workerd.mjs';

const SWEEP_INTERVAL_SECONDS = 5;
const BEFORE = 10;
const IN_FLIGHT_UPLOADS = 20;
const IN_FLIGHT_DELETES = 5;

/** What this test asks of a local D1 database (the suite runs in Node, without Workers types). */
interface D1Like {
  prepare(sql: string): { all(): Promise<{ results: unknown[] }> };
}

let dataDir: string;
let system: Awaited<ReturnType<typeof runSystem>>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'amd-crash-'));
  system = await runSystem({
    dataDir,
    registerSize: 1_000,
    env: { SWEEP_INTERVAL_SECONDS: String(SWEEP_INTERVAL_SECONDS) },
  });
}, 240_000);

afterAll(async () => {
  await system?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

function upload(name: string, bytes: number) {
  const form = new FormData();
  form.set('file', new File(['x'.repeat(bytes)], name, { type: 'text/plain' }));
  form.set('userId', 'demo-user');
  return fetch(`${system.url}/api/storage/upload`, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
}

async function listed(): Promise<{ id: string; size: number }[]> {
  const files: { id: string; size: number }[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `${system.url}/api/storage/files?userId=demo-user&page=${page}&pageSize=100`,
    );
    const { data } = (await response.json()) as {
      data: { files: { id: string; size: number }[]; total: number };
    };
    files.push(...data.files);
    if (files.length >= data.total || data.files.length === 0) return files;
  }
}

async function usage(): Promise<{ fileCount: number; bytes: number }> {
  const response = await fetch(`${system.url}/api/users/demo-user`);
  return ((await response.json()) as { data: { usage: { fileCount: number; bytes: number } } }).data
    .usage;
}

async function healthy(): Promise<boolean> {
  return fetch(`${system.url}/health`, { signal: AbortSignal.timeout(2_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** R2's objects and storage's rows by state, read from the data folder once it is stopped. */
async function storedState() {
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 404 }); } }',
    r2Buckets: { FILES: 'async-dashboard-files' },
    r2Persist: join(dataDir, 'v3', 'r2'),
    cf: false,
  });
  let objects = 0;
  try {
    const bucket = await mf.getR2Bucket('FILES');
    let cursor = '';
    do {
      const page = await bucket.list(cursor === '' ? { limit: 1000 } : { cursor, limit: 1000 });
      objects += page.objects.length;
      cursor = page.truncated ? page.cursor : '';
    } while (cursor !== '');
  } finally {
    await mf.dispose();
  }
  type StateCount = { state: string; n: number };
  const rows: StateCount[] = await withLocalDatabases(
    d1PersistDir(dataDir),
    { STORAGE_DB: 'STORAGE_DB' },
    async (databases: Record<string, D1Like>) => {
      const query = databases.STORAGE_DB?.prepare(
        'SELECT state, count(*) AS n FROM files GROUP BY state',
      );
      return ((await query?.all()) ?? { results: [] }).results as StateCount[];
    },
  );
  return { objects, rows: Object.fromEntries(rows.map((row) => [row.state, row.n])) };
}

describe('a crash during concurrent uploads and deletes', () => {
  it('leaves rows, objects and usage in agreement within one sweep interval', async () => {
    const before = [];
    for (let i = 0; i < BEFORE; i += 1) {
      const response = await upload(`before-${i}.txt`, 1_000 + i);
      expect(response.status).toBe(201);
      before.push(((await response.json()) as { data: { id: string } }).data.id);
    }

    // Uploads in flight; deletes answered just before the kill, so their events are still in
    // the queue (it waits up to a second to fill a batch) and die with the runtime.
    const uploads = Array.from({ length: IN_FLIGHT_UPLOADS }, (_, i) =>
      upload(`during-${i}.txt`, 200_000).then(
        (response) => response.status,
        () => 'cut off',
      ),
    );
    const deletes = await Promise.all(
      before
        .slice(0, IN_FLIGHT_DELETES)
        .map((id) =>
          fetch(`${system.url}/api/storage/files/${id}`, { method: 'DELETE' }).then(
            (response) => response.status,
          ),
        ),
    );
    expect(deletes).toEqual(Array(IN_FLIGHT_DELETES).fill(200));
    const killed = workerdUnder(system.pid);
    expect(killed.length).toBeGreaterThan(0);
    for (const pid of killed) process.kill(pid, 'SIGKILL');
    const inFlight = uploads;
    const outcomes = await Promise.all(inFlight);

    await expect.poll(healthy, { timeout: 90_000, interval: 1_000 }).toBe(true);
    const restartedAt = Date.now();
    // Requests start the sweep and the reconciliation when due; keep asking until they agree.
    await expect
      .poll(
        async () => {
          const [files, counted] = await Promise.all([listed(), usage()]);
          const bytes = files.reduce((sum, file) => sum + file.size, 0);
          return counted.fileCount === files.length && counted.bytes === bytes;
        },
        { timeout: 4 * SWEEP_INTERVAL_SECONDS * 1000, interval: 500 },
      )
      .toBe(true);
    const agreedAfterMs = Date.now() - restartedAt;
    // One more interval so the sweep has also removed what the crash left pending.
    await new Promise((resolve) => setTimeout(resolve, (SWEEP_INTERVAL_SECONDS + 1) * 1000));
    await listed();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const files = await listed();
    const counted = await usage();
    await system.stop();
    const { objects, rows } = await storedState();

    console.log(
      `crash test: killed ${killed.length} workerd processes with ${IN_FLIGHT_UPLOADS} uploads in ` +
        `flight (answers: ${JSON.stringify(countBy(outcomes))}) just after ${IN_FLIGHT_DELETES} deletes; ` +
        `after the restart usage agreed in ${(agreedAfterMs / 1000).toFixed(1)} s: ` +
        `${files.length} listed, ${counted.fileCount} counted, ${objects} objects, rows ${JSON.stringify(rows)}`,
    );
    expect(rows).toEqual({ stored: files.length });
    expect(objects).toBe(files.length);
    expect(counted.fileCount).toBe(files.length);
    expect(files.length).toBeGreaterThanOrEqual(BEFORE - IN_FLIGHT_DELETES);
  }, 240_000);
});

function countBy(values: unknown[]) {
  const counts: Record<string, number> = {};
  for (const value of values) counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  return counts;
}
