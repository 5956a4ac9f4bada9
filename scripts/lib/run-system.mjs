// Starts the system exactly as `npm start` does (without its web build) on a free port
// with a throwaway data folder, for tests and benchmarks, and stops it afterwards.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { ROOT } from './system.mjs';
import { stopProcess } from './wrangler-dev.mjs';

const RUNNING_LINE = 'Async Microservices Dashboard is running at';

/**
 * Resolves with { url, pid, stop } once the system is migrated, seeded and listening.
 * With `dataDir` the data folder is kept (and reused next time); otherwise it is a
 * throwaway one.
 * `env` adds settings, such as SWEEP_INTERVAL_SECONDS; `onStartOutput` is told everything
 * npm start prints until it is running (with `pid`, the moment to act on start-up).
 * With `viaNpm` the command is `npm start` itself, and `pid` is npm's (otherwise it is
 * scripts/start.mjs run by node). With `root` it is another checkout's own start script, run
 * in that checkout (the baseline of `npm run bench:compare`). With `keepOutput` everything it
 * prints is kept, for `output()` (a test that searches the logs).
 * @param {{ root?: string; registerSize?: number; readyTimeoutMs?: number; dataDir?: string; env?: Record<string, string>; onStartOutput?: (printed: string, pid: number) => void; viaNpm?: boolean; keepOutput?: boolean }} [options]
 */
export async function runSystem(options = {}) {
  const { registerSize, readyTimeoutMs = 180_000, env = {}, onStartOutput, viaNpm } = options;
  const kept = [];
  const keepData = options.dataDir !== undefined;
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'amd-system-')));
  const [command, args] = viaNpm
    ? ['npm', ['start', '--', '--no-build']]
    : [process.execPath, ['scripts/start.mjs', '--no-build']];
  const child = spawn(command, args, {
    cwd: options.root ?? ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(registerSize === undefined ? {} : { REGISTER_SIZE: String(registerSize) }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  if (options.keepOutput) {
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => kept.push(chunk));
  }
  const stop = async () => {
    await stopProcess(child);
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm start was not running within ${readyTimeoutMs / 1000} s`)),
        readyTimeoutMs,
      );
      // Output is kept only until the system is up (to show it if start-up fails); after
      // that the streams are drained and dropped, so a long run costs no memory or CPU.
      const collect = (chunk) => {
        if (ready) return;
        output += chunk;
        onStartOutput?.(output, child.pid);
        if (output.includes(RUNNING_LINE)) {
          ready = true;
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', (chunk) => {
        if (ready) return;
        output += chunk;
        onStartOutput?.(output, child.pid);
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start exited early (${code})`));
      });
    });
  } catch (error) {
    process.stderr.write(output);
    await stop();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    dataDir,
    stop,
    startOutput: output,
    output: () => Buffer.concat(kept).toString(),
  };
}
