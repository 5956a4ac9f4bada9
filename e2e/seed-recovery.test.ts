// A long job survives the runtime dying under it: workerd is killed with SIGKILL while
// `npm start` seeds the register; npm start brings it back and the seeding goes on from where
// the register stands, to the full size, with every entity once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { workerdUnder } from '../scripts/lib/watch-workerd.mjs';

const SIZE = 60_000;
const cleanups: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('seeding the register when the runtime dies midway', () => {
  it('goes on after the restart and ends with the full register', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'amd-seed-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    let killed: number[] = [];
    const system = await runSystem({
      dataDir,
      registerSize: SIZE,
      env: { LOG_LEVEL: 'warn' },
      readyTimeoutMs: 360_000,
      // Past the first tenth, so entities are stored and more are to come.
      onStartOutput: (printed, pid) => {
        if (killed.length > 0 || !/[1-9][\d,]* \/ 60,000 entities/.test(printed)) return;
        killed = workerdUnder(pid);
        for (const worker of killed) process.kill(worker, 'SIGKILL');
      },
    });
    cleanups.push(() => system.stop());

    expect(killed.length).toBeGreaterThan(0);
    expect(system.startOutput).toMatch(
      /The workers' runtime \(workerd\) stopped unexpectedly; restarting it/,
    );
    expect(system.startOutput).toMatch(/trying again in \d+ s/);
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const response = await fetch(
      `${system.url}/api/nzbn/analytics/distribution?groupBy=entityType&start=1900-01-01T00:00:00.000Z&end=${end}`,
    );
    const { data } = (await response.json()) as { data: { items: { value: number }[] } };
    const entities = data.items.reduce((sum, item) => sum + item.value, 0);
    console.log(
      `seed test: killed ${killed.length} workerd processes mid-seed; the register holds ${entities.toLocaleString('en-NZ')} entities`,
    );
    expect(entities).toBe(SIZE);
  }, 420_000);
});
