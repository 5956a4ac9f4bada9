// Proves that each worker bundles for Cloudflare (`wrangler deploy --dry-run`), offline,
// and prints each bundle's size. The web app must be built first (the gateway's assets).
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORKERS } from './lib/system.mjs';
import { bundleWorker } from './lib/worker-bundles.mjs';

const outRoot = await mkdtemp(join(tmpdir(), 'worker-bundles-'));
let failed = 0;
try {
  for (const worker of WORKERS) {
    const outdir = join(outRoot, worker);
    try {
      await bundleWorker(worker, outdir, { minify: true });
      const files = (await readdir(outdir)).filter((file) => file.endsWith('.js'));
      if (files.length === 0) throw new Error('no JavaScript bundle was written');
      const sizes = await Promise.all(files.map((file) => stat(join(outdir, file))));
      const kib = sizes.reduce((sum, { size }) => sum + size, 0) / 1024;
      console.log(`  ✓ ${worker} bundles (${kib.toFixed(1)} KiB)`);
    } catch (error) {
      failed += 1;
      console.error(`  ✗ ${worker} does not bundle: ${error.message}`);
    }
  }
} finally {
  await rm(outRoot, { recursive: true, force: true });
}
process.exit(failed === 0 ? 0 : 1);
