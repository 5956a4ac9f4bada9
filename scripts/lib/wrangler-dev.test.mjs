// A quiet runtime (wrangler dev, or Miniflare for the built workers) that stops before it is ready says why, and never with the admin token.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newAdminToken } from './admin-token.mjs';
import { freePort } from './free-port.mjs';
import { startWranglerDev } from './wrangler-dev.mjs';

const folders = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe.each([
  ['wrangler dev', false],
  ["The workers' runtime", true],
])('startWranglerDev, quiet, when %s stops before it is ready', (name, prebuilt) => {
  it('rejects with what it printed last, the admin token taken out', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'amd-wrangler-dev-test-'));
    folders.push(dataDir);
    const adminToken = newAdminToken();
    // A config that does not exist, named after the token: wrangler's answer names the path.
    const missing = join(dataDir, `${adminToken}.toml`);
    const started = startWranglerDev({
      port: await freePort(),
      host: '127.0.0.1',
      dataDir,
      inspectorPort: await freePort(),
      quiet: true,
      adminToken,
      prebuilt,
      configs: [missing],
    });
    const error = await started.then(
      () => new Error(`${name} became ready`),
      (reason) => reason,
    );
    expect(error.message).toMatch(
      new RegExp(`^${name} exited before it was ready \\(exit \\d+\\); it said:`),
    );
    expect(error.message).toContain('[admin token].toml');
    expect(error.message).not.toContain(adminToken);
  }, 60_000);
});
