import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { runSystem } from '../../scripts/lib/run-system.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The system's admin token (ADMIN_TOKEN), as an instructor types it into the console. */
    adminToken: string;
    /** Where wrangler writes its debug log for this run (WRANGLER_LOG_PATH). */
    wranglerLogDir: string;
  }
}

/** A register big enough to page through and filter, small enough to seed in seconds. */
export const E2E_REGISTER_SIZE = 20_000;

/** Starts the system as `npm start` runs it (the test run built the web app already). */
export default async function setup(project: TestProject) {
  const wranglerLogDir = await mkdtemp(join(tmpdir(), 'amd-wrangler-logs-'));
  const adminToken = randomBytes(16).toString('hex');
  const system = await runSystem({
    registerSize: E2E_REGISTER_SIZE,
    env: { WRANGLER_LOG_PATH: wranglerLogDir, ADMIN_TOKEN: adminToken },
  });
  project.provide('baseUrl', system.url);
  project.provide('adminToken', adminToken);
  project.provide('wranglerLogDir', wranglerLogDir);
  return system.stop;
}
