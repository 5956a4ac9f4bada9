import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { stopProcess } from '../../scripts/lib/wrangler-dev.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const ROOT = join(import.meta.dirname, '..', '..');
const READY_TIMEOUT_MS = 60_000;

async function waitUntilHealthy(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited early (${child.exitCode})`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the system did not become healthy at ${url} within ${READY_TIMEOUT_MS} ms`);
}

/** Starts `npm start` (without its web build: the test run built the app already). */
export default async function setup(project: TestProject) {
  const port: number = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'amd-e2e-'));
  const output: string[] = [];
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    process.stderr.write(output.join(''));
    await stopProcess(child);
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
  };
}
