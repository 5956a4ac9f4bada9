// `npm start` stops when told to by its process id, as a service manager, a test harness or a
// container tells it, and starts clean on a data folder a crash left residue in: half-written
// blobs are removed before the runtime starts, and uploads and deletes a crash cut off are
// finished at once rather than one sweep interval later. Nor does it run a scheduled handler
// for anyone who asks: Miniflare's /cdn-cgi/handler/* paths are off (and wrangler dev's, patches/).
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { d1PersistDir, withLocalDatabases } from '../scripts/lib/local-d1-files.mjs';
import { blobsDir } from '../scripts/lib/partial-blobs.mjs';
import { prepareDataFolder } from '../scripts/lib/prepare-data-folder.mjs';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { alive, descendantsOf } from '../scripts/lib/watch-workerd.mjs';

/** Everything must be gone this soon after the signal. */
const STOP_WITHIN_MS = 5_000;
const BUCKET = 'async-dashboard-files';

/** What this test asks of a local D1 database (the suite runs in Node, without Workers types). */
interface D1Like {
  prepare(sql: string): {
    bind(...values: unknown[]): { run(): Promise<unknown> };
    all(): Promise<{ results: unknown[] }>;
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function dataFolder() {
  const dataDir = await mkdtemp(join(tmpdir(), 'amd-stops-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** Starts `npm start` itself; whatever a failed stop leaves is killed after the test. */
async function npmStart(dataDir: string) {
  const system = await runSystem({ dataDir, registerSize: 1_000, viaNpm: true });
  const { pid } = system;
  if (pid === undefined) throw new Error('npm start has no process id');
  const tree = [pid, ...descendantsOf(pid)];
  cleanups.push(async () => {
    for (const pid of tree.filter(alive)) process.kill(pid, 'SIGKILL');
    await system.stop();
  });
  return { ...system, pid, tree };
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Signals npm's process and says how long until none of its processes is left and the port is free. */
async function stopBy(signal: NodeJS.Signals, system: Awaited<ReturnType<typeof npmStart>>) {
  // npm, the script, the runtime's node process (workers-runtime.mjs) and its workerd.
  expect(system.tree.length).toBeGreaterThanOrEqual(4);
  const sentAt = Date.now();
  process.kill(system.pid, signal);
  await expect
    .poll(
      async () => ({ left: system.tree.filter(alive), portFree: await portIsFree(system.port) }),
      { timeout: STOP_WITHIN_MS, interval: 100 },
    )
    .toEqual({ left: [], portFree: true });
  return Date.now() - sentAt;
}

/** A crash's residue: a half-written blob, and an upload and a delete cut off seconds ago. */
async function leaveResidue(dataDir: string) {
  await prepareDataFolder(dataDir);
  const changedAt = new Date(Date.now() - 10_000).toISOString();
  await withLocalDatabases(
    d1PersistDir(dataDir),
    { STORAGE_DB: 'STORAGE_DB' },
    async ({ STORAGE_DB }: Record<string, D1Like>) => {
      const insert = `INSERT INTO files VALUES (?1, 'x.txt', 3, 'text/plain', 'demo-user', ?2, ?3, ?4, ?3)`;
      for (const [id, state] of [
        ['cut-off-upload', 'pending'],
        ['cut-off-delete', 'deleting'],
      ])
        await STORAGE_DB?.prepare(insert).bind(id, '0'.repeat(64), changedAt, state).run();
    },
  );
  const blobs = blobsDir(dataDir, BUCKET);
  await mkdir(blobs, { recursive: true });
  await writeFile(join(blobs, 'a-blob-cut-off.partial'), Buffer.alloc(100_000));
}

async function unfinishedRows(dataDir: string) {
  return withLocalDatabases(
    d1PersistDir(dataDir),
    { STORAGE_DB: 'STORAGE_DB' },
    async ({ STORAGE_DB }: Record<string, D1Like>) =>
      (await STORAGE_DB?.prepare(`SELECT id FROM files WHERE state != 'stored'`).all())?.results,
  );
}

describe('npm start on a data folder a crash left residue in', () => {
  it('starts clean, and SIGINT to its process id stops everything within 5 s', async () => {
    const dataDir = await dataFolder();
    await leaveResidue(dataDir);

    const system = await npmStart(dataDir);
    const blobs = await readdir(blobsDir(dataDir, BUCKET));
    expect(blobs.filter((name) => name.endsWith('.partial'))).toEqual([]);
    // The sweep runs after the response of storage's first request, which start-up makes.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const stoppedInMs = await stopBy('SIGINT', system);

    expect(await unfinishedRows(dataDir)).toEqual([]);
    console.log(`npm start: SIGINT to npm's process id stopped everything in ${stoppedInMs} ms`);
  }, 240_000);
});

it('stops everything within 5 s on SIGTERM to its process id', async () => {
  const system = await npmStart(await dataFolder());
  const stoppedInMs = await stopBy('SIGTERM', system);
  console.log(`npm start: SIGTERM to npm's process id stopped everything in ${stoppedInMs} ms`);
}, 240_000);

it.each([
  ['GET', '/cdn-cgi/handler/scheduled'],
  ['GET', '/cdn-cgi/handler/scheduled?cron=*+*+*+*+*'],
  ['POST', '/cdn-cgi/handler/email'],
])('answers %s %s with a 404 and the security headers', async (method, path) => {
  const response = await fetch(`${inject('baseUrl')}${path}`, { method });
  expect(response.status).toBe(404);
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await response.json()).toMatchObject({ success: false });
});
