// Each worker as Cloudflare would deploy it (`wrangler deploy --dry-run --minify`): its bundle,
// gzipped as it is uploaded, and its cold start, the time from handing that bundle to workerd
// (Miniflare) to its answer to a first GET /health. Every cold start parses the whole bundle,
// so the two figures move together (docs/performance.md#worker-bundles-and-cold-starts).
// `npm run bench:bundles` measures them on their own (bench/bundles-run.mjs), in about a minute.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';
import { ROOT, WORKERS } from '../scripts/lib/system.mjs';
import { bundleWorker } from '../scripts/lib/worker-bundles.mjs';
import { prepareBaseline, resolveBaseline } from './baseline.mjs';
import { atMost, below, figure, median } from './results.mjs';

/**
 * Each bundle's limit, gzipped KiB: about 10 KiB above what it measured once its routes stopped
 * carrying the OpenAPI generator and every zod locale (about 75 KiB gzipped each, which these
 * limits would catch coming back). The visualization service holds two services' code.
 */
export const BUNDLE_TARGET_KIB = { gateway: 80, storage: 80, users: 80, visualization: 110 };

/** A worker's cold start, from its bundle to its first health answer, in ms. */
export const COLD_START_TARGET_MS = 500;

/** Cold starts per worker; the median is the figure. */
const ROUNDS = 7;

const kib = (bytes) => +(bytes / 1024).toFixed(1);

/** A worker's minified bundle, as `wrangler deploy` would upload it. */
async function bundleOf(root, worker, outRoot, assets) {
  const outdir = join(outRoot, worker);
  // The gateway's static files are not part of its script: any folder will do.
  await bundleWorker(worker, outdir, { minify: true, root, assets });
  const files = (await readdir(outdir)).filter((file) => file.endsWith('.js'));
  if (files.length !== 1) throw new Error(`${worker}: expected one bundle, found ${files}`);
  return readFile(join(outdir, files[0]), 'utf8');
}

/**
 * Each worker's bundle: `{ worker, code, bytes, gzipBytes }`. `root` is the checkout whose
 * workers are bundled (another one measures an older commit the same way).
 */
export async function buildWorkerBundles(root = ROOT) {
  const outRoot = await mkdtemp(join(tmpdir(), 'worker-bundles-'));
  try {
    const assets = join(outRoot, 'assets');
    await mkdir(assets);
    await writeFile(join(assets, 'index.html'), '<!doctype html>');
    const bundles = [];
    for (const worker of WORKERS) {
      const code = await bundleOf(root, worker, outRoot, assets);
      const bytes = Buffer.byteLength(code);
      bundles.push({ worker, code, bytes, gzipBytes: gzipSync(code).length });
    }
    return bundles;
  } finally {
    await rm(outRoot, { recursive: true, force: true });
  }
}

// The services a worker calls answer at once, healthy: its first answer waits on nothing else.
const healthyService = () => Response.json({ status: 'ok', checks: {} });

/**
 * What workerd is given for a worker: the bindings its wrangler.toml declares (local and empty,
 * held in memory) and its bundle. The gateway's static files are left out, as in its bundle.
 */
function workerOptions(root, worker, code) {
  const config = unstable_readConfig({ config: join(root, 'services', worker, 'wrangler.toml') });
  const { workerOptions: options } = unstable_getMiniflareWorkerOptions({
    ...config,
    assets: undefined,
  });
  const services = Object.keys(options.serviceBindings ?? {});
  return {
    ...options,
    name: worker,
    modules: [{ type: 'ESModule', path: 'index.js', contents: code }],
    serviceBindings: Object.fromEntries(services.map((binding) => [binding, healthyService])),
  };
}

const drainLogs = (stdout, stderr) => {
  stdout.resume();
  stderr.resume();
};

/** One cold start: from a new workerd given the worker to its first /health answer, in ms. */
async function coldStart(options) {
  const started = performance.now();
  // `cf: false`: without it Miniflare downloads Cloudflare's `request.cf` sample. The workers'
  // logs are dropped: work after the answer (a sweep on empty, unmigrated databases) complains.
  const mf = new Miniflare({ ...options, cf: false, handleRuntimeStdio: drainLogs });
  try {
    const response = await mf.dispatchFetch('http://localhost/health');
    await response.arrayBuffer();
    return performance.now() - started;
  } finally {
    await mf.dispose();
  }
}

/** workerd's own start and first answer, for a Worker that does nothing (bench/bare-worker). */
async function bareOptions() {
  const code = await readFile(join(ROOT, 'bench', 'bare-worker', 'worker.js'), 'utf8');
  return {
    name: 'bare',
    compatibilityDate: '2026-04-20',
    modules: [{ type: 'ESModule', path: 'index.js', contents: code }],
  };
}

/**
 * Each worker's bundle size and median cold start, and a bare Worker's cold start: the part of
 * every cold start that is workerd's and not the bundle's. The workers take turns, round by
 * round, so a slow moment of a shared machine falls on all of them.
 */
export async function measureWorkers(root = ROOT) {
  const bundles = await buildWorkerBundles(root);
  const starts = [{ worker: 'bare', options: await bareOptions(), timings: [] }];
  for (const { worker, code } of bundles) {
    starts.push({ worker, options: workerOptions(root, worker, code), timings: [] });
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const start of starts) start.timings.push(await coldStart(start.options));
  }
  const coldStartMs = Object.fromEntries(
    starts.map(({ worker, timings }) => [worker, Math.round(median(timings))]),
  );
  return {
    rounds: ROUNDS,
    bareColdStartMs: coldStartMs.bare,
    workers: bundles.map(({ worker, bytes, gzipBytes }) => ({
      worker,
      kib: kib(bytes),
      gzipKib: kib(gzipBytes),
      coldStartMs: coldStartMs[worker],
    })),
  };
}

export function printWorkerFigures({ rounds, bareColdStartMs, workers }) {
  for (const { worker, kib: size, gzipKib, coldStartMs } of workers) {
    console.log(
      `${worker}: bundle ${gzipKib} KiB gzipped (${size} KiB minified; target ≤ ${BUNDLE_TARGET_KIB[worker]} KiB), ` +
        `cold start to its first /health answer ${coldStartMs} ms (median of ${rounds}; target < ${COLD_START_TARGET_MS} ms)`,
    );
  }
  console.log(`a bare Worker's cold start, workerd's own part of each: ${bareColdStartMs} ms`);
}

/** Per worker: its bundle gzipped and its cold start, each held to its target. */
export function workerFigures({ rounds, bareColdStartMs, workers }) {
  return [
    ...workers.flatMap(({ worker, gzipKib, coldStartMs }) => [
      figure(
        `Worker bundle, ${worker}, gzipped`,
        gzipKib,
        'KiB',
        atMost(BUNDLE_TARGET_KIB[worker]),
      ),
      figure(
        `Worker cold start to first /health, ${worker}, median of ${rounds}`,
        coldStartMs,
        'ms',
        below(COLD_START_TARGET_MS),
      ),
    ]),
    figure(`Worker cold start, a bare Worker, median of ${rounds}`, bareColdStartMs, 'ms'),
  ];
}

/**
 * The previous release's bundles (bench/baseline.mjs: its checkout, installed and built once),
 * bundled the same way: each worker's gzipped size beside this build's, as a ratio.
 */
export async function previousReleaseBundles(current) {
  const baseline = resolveBaseline();
  const before = await buildWorkerBundles(await prepareBaseline(baseline));
  return {
    baseline: baseline.short,
    workers: before.map(({ worker, gzipBytes }) => {
      const after = current.workers.find((entry) => entry.worker === worker);
      return { worker, beforeKib: kib(gzipBytes), afterKib: after?.gzipKib };
    }),
  };
}

export function printPreviousReleaseBundles({ baseline, workers }) {
  for (const { worker, beforeKib, afterKib } of workers) {
    console.log(`${worker}: ${beforeKib} KiB gzipped in ${baseline}, ${afterKib} KiB now`);
  }
}

/** Per worker: the previous release's bundle gzipped, and this build's ÷ it (reported). */
export function previousReleaseBundleFigures({ baseline, workers }) {
  return workers.flatMap(({ worker, beforeKib, afterKib }) => [
    figure(`Worker bundle, ${worker}, gzipped, previous release ${baseline}`, beforeKib, 'KiB'),
    figure(
      `Worker bundle, ${worker}, gzipped, current ÷ previous release`,
      +(afterKib / beforeKib).toFixed(2),
      '×',
    ),
  ]);
}

/** The whole group: measures, prints and returns the rows of this build and the previous release. */
export async function workerBundleFigures() {
  const result = await measureWorkers();
  printWorkerFigures(result);
  const previous = await previousReleaseBundles(result);
  printPreviousReleaseBundles(previous);
  return [...workerFigures(result), ...previousReleaseBundleFigures(previous)];
}
