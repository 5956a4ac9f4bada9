// npm run test:e2e: the end-to-end projects (e2e/vitest.config.ts) side by side, each in a
// Vitest of its own with a system of its own, their lines marked with the project's name.
// Vitest runs every project's files in one queue when they must run one at a time, so the
// two run as two processes. With arguments (`npm run test:e2e -- e2e/api.test.ts`) it is one
// Vitest with those arguments.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ROOT } from './lib/system.mjs';

const PROJECTS = ['e2e:learn', 'e2e:system'];
const VITEST = ['vitest', 'run', '--config', 'e2e/vitest.config.ts'];

/** Runs Vitest with `args`, each output line marked with `label`; resolves to its exit code. */
function vitest(args, label) {
  return new Promise((resolve) => {
    const child = spawn('npx', [...VITEST, ...args], {
      cwd: ROOT,
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (label) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
      }
    }
    child.on('error', () => resolve(1));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const args = process.argv.slice(2);
const codes =
  args.length > 0
    ? [await vitest(args)]
    : await Promise.all(PROJECTS.map((project) => vitest(['--project', project], project)));
process.exit(codes.every((code) => code === 0) ? 0 : 1);
