// A long job survives the runtime dying under it: workerd is killed with SIGKILL while
// `npm start` seeds the register; npm start brings it back and the seeding goes on from where
// the register stands, to the full size, with every entity once.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/free-port.mjs';
import { ROOT } from '../scripts/lib/system.mjs';
import { workerdUnder } from '../scripts/lib/watch-workerd.mjs';
import { stopProcess } from '../scripts/lib/wrangler-dev.mjs';

const SIZE = 60_000;
const cleanups: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Resolves once `text` has appeared in what the process printed. */
function printed(output: { text: string }, pattern: RegExp, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (pattern.test(output.text)) return resolve();
      if (Date.now() - started > timeoutMs) {
        return reject(
          new Error(`not printed within ${timeoutMs / 1000} s: ${pattern}\n${output.text}`),
        );
      }
      setTimeout(check, 200);
    };
    check();
  });
}

describe('seeding the register when the runtime dies midway', () => {
  it('goes on after the restart and ends with the full register', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'amd-seed-crash-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        REGISTER_SIZE: String(SIZE),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    cleanups.push(() => stopProcess(child));
    const output = { text: '' };
    child.stdout.on('data', (chunk) => (output.text += chunk));
    child.stderr.on('data', (chunk) => (output.text += chunk));

    // Past the first tenth, so entities are stored and more are to come.
    await printed(output, /[1-9][\d,]* \/ 60,000 entities/, 180_000);
    const killed = workerdUnder(child.pid ?? 0);
    expect(killed.length).toBeGreaterThan(0);
    for (const pid of killed) process.kill(pid, 'SIGKILL');

    await printed(output, /is running at/, 240_000);
    expect(output.text).toMatch(
      /The workers' runtime \(workerd\) stopped unexpectedly; restarting it/,
    );
    expect(output.text).toMatch(/trying again in \d+ s/);

    const end = new Date(Date.now() + 86_400_000).toISOString();
    const response = await fetch(
      `http://127.0.0.1:${port}/api/nzbn/analytics/distribution?groupBy=entityType&start=1900-01-01T00:00:00.000Z&end=${end}`,
    );
    const { data } = (await response.json()) as { data: { items: { value: number }[] } };
    const entities = data.items.reduce((sum, item) => sum + item.value, 0);
    console.log(
      `seed test: killed ${killed.length} workerd processes mid-seed; the register holds ${entities.toLocaleString('en-NZ')} entities`,
    );
    expect(entities).toBe(SIZE);
  }, 420_000);
});
