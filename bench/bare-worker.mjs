// A bare Worker (bench/bare-worker/worker.js) in a runtime of its own, as the system's workers
// run, offline, on a free port: what the local runtime serves when a Worker does nothing at all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../scripts/lib/free-port.mjs';
import { ROOT } from '../scripts/lib/system.mjs';
import { startWranglerDev, stopProcess } from '../scripts/lib/wrangler-dev.mjs';

const CONFIG = join(ROOT, 'bench', 'bare-worker', 'wrangler.toml');

/** Resolves with { url, stop } once the bare Worker answers. */
export async function startBareWorker() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'amd-bare-worker-'));
  const child = await startWranglerDev({
    port,
    host: '127.0.0.1',
    dataDir,
    inspectorPort: await freePort(),
    quiet: true,
    prebuilt: true,
    configs: [CONFIG],
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopProcess(child);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
