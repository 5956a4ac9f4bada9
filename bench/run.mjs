// npm run bench: builds the web app, starts the system and measures every figure. Each group
// prints its details as it goes; at the end one table (figure, value, target, pass or miss)
// is printed and saved to bench/results/ (docs/performance.md).
import { run } from '../scripts/lib/system.mjs';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { coldStartFigures, benchColdStart, printColdStartFigures } from './cold-start.mjs';
import { benchGatewayHealth } from './gateway-health.mjs';
import { benchClass, classFigures, printClassFigures } from './class.mjs';
import { compareWithPreviousRelease } from './compare-figures.mjs';
import { benchLearn, learnFigures, printLearnFigures } from './learn.mjs';
import { benchLighthouse, lighthouseFigures, printLighthouseFigures } from './lighthouse.mjs';
import { benchLoad, LOAD, loadFigures, printLoadFigures } from './load.mjs';
import {
  benchMetricsRender,
  metricsRenderFigures,
  printMetricsRenderFigures,
} from './metrics-render.mjs';
import {
  benchFtsVersusLike,
  benchRegistryHttp,
  REGISTRY_BENCH,
  registryFigures,
} from './registry.mjs';
import { below, figure, formatTable, saveResults } from './results.mjs';
import { benchSoak } from './soak-bench.mjs';
import { SOAK } from './soak.mjs';
import { benchListing, benchUploads } from './storage.mjs';
import { benchSeeing, seeingFigures } from './seeing.mjs';
import { MANY_CLIENTS, startSystem } from './system.mjs';
import { benchTelemetry, printTelemetryFigures, telemetryFigures } from './telemetry.mjs';
import { measureInitialJs } from './web-bundle.mjs';
import { workerBundleFigures } from './worker-bundles.mjs';

const rows = [];

async function webBuild() {
  await run('npm', ['run', 'build', '--silent'], { quiet: true });
  const initialJs = await measureInitialJs();
  console.log(
    `web app initial JS: ${initialJs.gzipKiB} KiB gzipped (${initialJs.rawKiB} KiB raw, ${initialJs.files} files)`,
  );
  rows.push(figure('Web app initial JS, gzipped', initialJs.gzipKiB, 'KiB'));
}

async function workerBundles() {
  // Each worker's deployable bundle in a workerd of its own: no system needed.
  console.log("\nEach worker's bundle and cold start…");
  rows.push(...(await workerBundleFigures()));
}

async function learnPages() {
  // The built app on a static server: no system needed.
  console.log('\nLearn pages (Chromium)…');
  const learn = await benchLearn();
  printLearnFigures(learn);
  rows.push(...learnFigures(learn));
}

async function coldStart() {
  // npm start itself over one data folder: a first start prepares it, the next three are timed.
  console.log('\nCold start…');
  const coldStartResult = await benchColdStart();
  printColdStartFigures(coldStartResult);
  rows.push(...coldStartFigures(coldStartResult));
}

async function telemetry() {
  // On its own workerd (Miniflare) with an in-memory D1: no system needed.
  console.log(
    '\nLive telemetry and tracing (middleware, queue consumer, quantile and trace queries)…',
  );
  const result = await benchTelemetry();
  printTelemetryFigures(result);
  rows.push(...telemetryFigures(result));
}

async function register() {
  console.log(
    `\nNZBN register of ${REGISTRY_BENCH.size.toLocaleString('en-NZ')} entities (seeded into ${REGISTRY_BENCH.dataDir} on the first run, a few minutes)…`,
  );
  const seedStart = Date.now();
  const registry = await runSystem({
    registerSize: REGISTRY_BENCH.size,
    dataDir: REGISTRY_BENCH.dataDir,
    readyTimeoutMs: 900_000,
  });
  console.log(`register ready in ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
  let http;
  try {
    http = await benchRegistryHttp(registry);
  } finally {
    await registry.stop();
  }
  const { search, analytics, mix } = http;
  console.log(
    `search through the gateway (${mix.searches} queries × ${REGISTRY_BENCH.rounds}: common and rare words, prefixes, filters, deep pages, NZBN lookups): ` +
      `p50 ${search.p50} ms, p95 ${search.p95} ms, max ${search.max} ms (target p95 < 20 ms)`,
  );
  console.log(
    `analytics through the gateway (${mix.analytics} queries × ${REGISTRY_BENCH.rounds}: 15m to 1900–now, by day to year, by type and region): ` +
      `p50 ${analytics.p50} ms, p95 ${analytics.p95} ms, max ${analytics.max} ms (target p95 < 20 ms)`,
  );
  const versus = await benchFtsVersusLike(REGISTRY_BENCH.dataDir);
  for (const row of versus.perWord) {
    console.log(
      `  '${row.word}': search SQL ${row.ftsMs.toFixed(2)} ms, LIKE scan ${row.likeMs.toFixed(1)} ms`,
    );
  }
  console.log(
    `search SQL vs LIKE '%q%' scan on the same data: ${versus.ftsMs} ms vs ${versus.likeMs} ms, ${versus.speedUp}× faster`,
  );
  rows.push(...registryFigures(http, versus));
}

async function systemFigures() {
  console.log('\nThe system as npm start runs it, 20,000 entities…');
  const system = await startSystem();
  try {
    // First, on a fresh system: what a learner who changes something waits to see it.
    const seeing = await benchSeeing(system.url);
    console.log(
      `trace readable after its response: p50 ${seeing.traceP50Ms} ms, p95 ${seeing.traceP95Ms} ms (target < 1000 ms); ` +
        `pause cleared to backlog 0 on the map: median ${seeing.drainMedianMs} ms, max ${seeing.drainMaxMs} ms (target < 2000 ms); ` +
        `topology p95 ${seeing.topologyP95Ms} ms with every message fault, ${seeing.topologyCalmP95Ms} ms with none (target < 50 ms)`,
    );
    rows.push(...seeingFigures(seeing));

    // The pages first, before the storage figures fill the system with files. The range
    // change comes first: its traffic gives the Metrics page minutes of data to draw, as a
    // system in use has, rather than the first minute of a fresh one.
    const render = await benchMetricsRender(system.url);
    printMetricsRenderFigures(render);
    rows.push(...metricsRenderFigures(render));

    const scores = await benchLighthouse(system.url);
    printLighthouseFigures(scores);
    rows.push(...lighthouseFigures(scores));

    const health = await benchGatewayHealth(system.url);
    console.log(
      `gateway GET ${health.path}: ${health.requestsPerSecond} req/s, p50 ${health.latencyMs.p50} ms, ` +
        `p99 ${health.latencyMs.p99} ms, max ${health.latencyMs.max} ms ` +
        `(median of ${health.rounds} rounds of ${health.connections} connections for ${health.seconds} s; ` +
        `${health.non2xx} non-2xx, ${health.errors} errors in all)`,
    );
    rows.push(
      figure('Gateway GET /health, 10 conn.', health.requestsPerSecond, 'req/s'),
      figure('Gateway GET /health, 10 conn., p99', health.latencyMs.p99, 'ms'),
    );

    const uploads = await benchUploads(system);
    const { single, concurrent, memory } = uploads;
    console.log(
      `upload 1 × 20 MB through the gateway: ${single.ms} ms, ${single.mbPerSecond} MB/s (median of ${uploads.rounds})`,
    );
    console.log(
      `upload ${concurrent.uploads} × ${concurrent.mbEach} MB concurrently: ` +
        `${concurrent.ms} ms, ${concurrent.mbPerSecond} MB/s (median of ${uploads.rounds})`,
    );
    console.log(
      `workerd memory during the concurrent uploads: ${memory.baselineMiB} MiB → peak ${memory.peakMiB} MiB ` +
        `(growth ${memory.growthMiB} MiB = ${memory.growthPerByteInFlight}× the ${memory.inFlightMiB} MiB in flight; target < 3×)`,
    );
    rows.push(
      figure('Upload 1 × 20 MB via the gateway', single.mbPerSecond, 'MB/s'),
      figure('Upload 10 × 5 MB at once via the gateway', concurrent.mbPerSecond, 'MB/s'),
      figure(
        'Runtime memory growth ÷ bytes in flight, 10 × 5 MB',
        memory.growthPerByteInFlight,
        '×',
        below(3),
      ),
    );

    const listing = await benchListing(system);
    console.log(
      `list ${listing.files} stored files, ${listing.pages} pages of ${listing.pageSize}: ` +
        `p50 ${listing.p50Ms} ms, p95 ${listing.p95Ms} ms, max ${listing.maxMs} ms per page ` +
        `(target p95 < 20 ms; seeding took ${listing.seedSeconds} s)`,
    );
    rows.push(figure('List 10,000 files, 20 a page, p95', listing.p95Ms, 'ms', below(20)));
  } finally {
    await system.stop();
  }
}

async function mixedLoad() {
  // On the register `npm start` seeds by default (200,000 entities).
  console.log('\nMixed load on loopback (searches, health, listings, uploads), 200,000 entities…');
  const loaded = await runSystem({ registerSize: LOAD.registerSize, env: MANY_CLIENTS });
  let result;
  try {
    result = await benchLoad(loaded.url);
  } finally {
    await loaded.stop();
  }
  printLoadFigures(result);
  rows.push(...loadFigures(result));
}

async function classroom() {
  console.log(
    '\nA class of 60 behind one address in class mode, each learner in a lab session of their own, alone and beside a hostile learner…',
  );
  const result = await benchClass();
  printClassFigures(result);
  rows.push(...classFigures(result));
}

async function compare() {
  rows.push(...(await compareWithPreviousRelease()));
}

async function soak() {
  console.log(
    `\nSoak: mixed traffic at ${SOAK.requestsPerSecond} requests a second, 20,000 entities…`,
  );
  rows.push(...(await benchSoak(SOAK.seconds)));
}

try {
  // The register first among the systems: the storage figures leave the disk busy writing back.
  for (const group of [
    webBuild,
    workerBundles,
    learnPages,
    coldStart,
    telemetry,
    register,
    systemFigures,
    mixedLoad,
    classroom,
    compare,
    soak,
  ]) {
    await group();
  }
} catch (error) {
  console.error(`\n${formatTable(rows)}\n`);
  console.error('The benchmark stopped before it measured every figure; nothing was saved.');
  throw error;
}
console.log(`\n${formatTable(rows)}\n`);
await saveResults(rows);
const missed = rows.filter((row) => row.pass === false);
console.log(
  `${rows.length} figures, ${missed.length} missed their target; saved to bench/results/latest.json and history.jsonl`,
);
if (missed.length > 0) process.exitCode = 1;
