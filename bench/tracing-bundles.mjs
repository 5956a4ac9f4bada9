// What each worker's bundle has grown by since 556a007, the last commit before tracing moved to
// @opentelemetry/api (about 15 KiB minified of it) and the routes took their contracts (most of
// the rest: zod; until 2026-11 also the OpenAPI generator and every zod locale, which no worker
// carries now, bench/worker-bundles.mjs): its bundle as
// Cloudflare would deploy it (`wrangler deploy --dry-run --minify`), against the same worker at
// 556a007 (measured once, the same way: BUNDLE_BASELINE).
// node bench/tracing-bundles.mjs prints them on their own (about 20 s).
import { pathToFileURL } from 'node:url';
import { figure } from './results.mjs';
import { buildWorkerBundles } from './worker-bundles.mjs';

/** Bytes of each worker's minified bundle at 556a007: raw, and gzipped as it is uploaded. */
export const BUNDLE_BASELINE = {
  commit: '556a007',
  gateway: { bytes: 150_233, gzipBytes: 48_812 },
  storage: { bytes: 163_557, gzipBytes: 53_671 },
  users: { bytes: 159_767, gzipBytes: 51_962 },
  visualization: { bytes: 236_428, gzipBytes: 79_992 },
};

const kib = (bytes) => +(bytes / 1024).toFixed(1);

/** Each worker's bundle now and what it grew by since the baseline, in KiB. */
export async function measureWorkerBundles() {
  return (await buildWorkerBundles()).map(({ worker, bytes, gzipBytes }) => {
    const base = BUNDLE_BASELINE[worker];
    return {
      worker,
      kib: kib(bytes),
      gzipKib: kib(gzipBytes),
      growthKib: kib(bytes - base.bytes),
      gzipGrowthKib: kib(gzipBytes - base.gzipBytes),
    };
  });
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
