// What each worker's bundle has grown by since 556a007, the last commit before tracing moved to
// @opentelemetry/api (about 15 KiB minified of it) and the routes took their contracts with
// @hono/zod-openapi (most of the rest: zod whole, as zod-to-openapi imports it): its bundle as
// Cloudflare would deploy it (`wrangler deploy --dry-run --minify`), against the same worker at
// 556a007 (measured once, the same way: BUNDLE_BASELINE).
// node bench/tracing-bundles.mjs prints them on their own (about 20 s).
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runWrangler, WORKERS, workerConfig } from '../scripts/lib/system.mjs';
import { figure } from './results.mjs';

/** Bytes of each worker's minified bundle at 556a007: raw, and gzipped as it is uploaded. */
export const BUNDLE_BASELINE = {
  commit: '556a007',
  gateway: { bytes: 150_233, gzipBytes: 48_812 },
  storage: { bytes: 163_557, gzipBytes: 53_671 },
  users: { bytes: 159_767, gzipBytes: 51_962 },
  visualization: { bytes: 236_428, gzipBytes: 79_992 },
};

const kib = (bytes) => +(bytes / 1024).toFixed(1);

async function bundleOf(worker, outRoot, assets) {
  const outdir = join(outRoot, worker);
  const args = ['deploy', '--dry-run', '--minify', '--outdir', outdir, '-c', workerConfig(worker)];
  // The gateway's static files are not part of its script: any folder will do.
  if (worker === 'gateway') args.push('--assets', assets);
  await runWrangler(args, { quiet: true });
  const files = (await readdir(outdir)).filter((file) => file.endsWith('.js'));
  const contents = await Promise.all(files.map((file) => readFile(join(outdir, file))));
  return {
    bytes: contents.reduce((sum, content) => sum + content.length, 0),
    gzipBytes: contents.reduce((sum, content) => sum + gzipSync(content).length, 0),
  };
}

/** Each worker's bundle now and what it grew by since the baseline, in KiB. */
export async function measureWorkerBundles() {
  const outRoot = await mkdtemp(join(tmpdir(), 'tracing-bundles-'));
  try {
    const assets = join(outRoot, 'assets');
    await mkdir(assets);
    await writeFile(join(assets, 'index.html'), '<!doctype html>');
    const bundles = [];
    for (const worker of WORKERS) {
      const { bytes, gzipBytes } = await bundleOf(worker, outRoot, assets);
      const base = BUNDLE_BASELINE[worker];
      bundles.push({
        worker,
        kib: kib(bytes),
        gzipKib: kib(gzipBytes),
        growthKib: kib(bytes - base.bytes),
        gzipGrowthKib: kib(gzipBytes - base.gzipBytes),
      });
    }
    return bundles;
  } finally {
    await rm(outRoot, { recursive: true, force: true });
  }
}

export function printBundleFigures(bundles) {
  for (const { worker, kib: size, gzipKib, growthKib, gzipGrowthKib } of bundles) {
    console.log(
      `${worker} bundle: ${size} KiB minified (${gzipKib} KiB gzipped), ` +
        `${growthKib >= 0 ? '+' : ''}${growthKib} KiB (${gzipGrowthKib} KiB gzipped) against ${BUNDLE_BASELINE.commit}`,
    );
  }
}

/** One row per worker: its bundle's growth against the baseline, gzipped as it is uploaded. */
export function bundleFigures(bundles) {
  return bundles.map(({ worker, gzipGrowthKib }) =>
    figure(
      `Worker bundle growth since 556a007 (tracing, route contracts), ${worker} (gzipped)`,
      gzipGrowthKib,
      'KiB',
    ),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printBundleFigures(await measureWorkerBundles());
}
