// An import survives the runtime dying under it: workerd is killed with SIGKILL while
// `npm run registry:import` stages a real-format export; the tool's runtime is restarted, the
// staging says where the import stands, and every row is imported once.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nzbnCheckDigit } from '@repo/contracts/registry';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../scripts/lib/system.mjs';
import { workerdUnder } from '../scripts/lib/watch-workerd.mjs';
import { stopProcess } from '../scripts/lib/wrangler-dev.mjs';

const ROWS = 50_000;
const cleanups: Array<() => Promise<unknown>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An export of `rows` valid entities, as the register's CSV columns name them. */
function exportCsv(rows: number): string {
  const lines = ['nzbn,name,entityType,status,registrationDate,region'];
  for (let i = 1; i <= rows; i += 1) {
    const first12 = `94290${String(i).padStart(7, '0')}`;
    lines.push(
      `${first12}${nzbnCheckDigit(first12)},Import Test ${i} Limited,Company,Registered,2020-05-01,Otago`,
    );
  }
  return `${lines.join('\n')}\n`;
}

describe('importing a register when the runtime dies midway', () => {
  it('goes on after the restart and imports every row once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'amd-import-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const file = join(dataDir, 'export.csv');
    await writeFile(file, exportCsv(ROWS));

    const child = spawn('npx', ['tsx', 'scripts/registry-import.ts', file], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => stopProcess(child));
    let printed = '';
    let killed: number[] = [];
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const watch = (chunk: Buffer) => {
      printed += String(chunk);
      // Once some chunks are staged and more are to come.
      if (killed.length > 0 || !/[1-9][\d,]* rows staged/.test(printed)) return;
      killed = workerdUnder(child.pid ?? 0);
      for (const worker of killed) process.kill(worker, 'SIGKILL');
    };
    child.stdout.on('data', watch);
    child.stderr.on('data', watch);

    expect(await exited, printed).toBe(0);
    console.log(
      `import test: killed ${killed.length} workerd processes mid-import; ${printed.match(/Imported .*/)?.[0] ?? printed}`,
    );
    expect(killed.length).toBeGreaterThan(0);
    expect(printed).toMatch(/The workers' runtime \(workerd\) stopped unexpectedly; restarting it/);
    expect(printed).toMatch(/trying again in \d+ s/);
    expect(printed).toContain(`Imported ${ROWS.toLocaleString('en-NZ')} entities`);
  }, 420_000);
});
