// npm run bench: builds the web app, starts the system and prints every figure.
import { run } from '../scripts/lib/system.mjs';
import { benchGatewayHealth } from './gateway-health.mjs';
import { benchColdStart, printColdStartFigures } from './cold-start.mjs';
import { benchLearn, printLearnFigures } from './learn.mjs';
import { benchLoad, LOAD, printLoadFigures } from './load.mjs';
import { benchFtsVersusLike, benchRegistryHttp, REGISTRY_BENCH } from './registry.mjs';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { benchListing, benchUploads } from './storage.mjs';
import { benchTelemetry, printTelemetryFigures } from './telemetry.mjs';
import { startSystem } from './system.mjs';
import { measureInitialJs } from './web-bundle.mjs';

await run('npm', ['run', 'build', '--silent', '-w', '@repo/web'], { quiet: true });
const initialJs = await measureInitialJs();
console.log(
  `web app initial JS: ${initialJs.gzipKiB} KiB gzipped (${initialJs.rawKiB} KiB raw, ${initialJs.files} files)`,
);

// The Learn pages in Chromium, served from the build: no system needed.
console.log('\nLearn pages (Chromium)…');
printLearnFigures(await benchLearn());

// npm start itself over one data folder: a first start prepares it, the next three are timed.
console.log('\nCold start…');
printColdStartFigures(await benchColdStart());

// Telemetry on its own workerd (Miniflare) with an in-memory D1: no system needed.
console.log(
  '\nLive telemetry and tracing (middleware, queue consumer, quantile and trace queries)…',
);
printTelemetryFigures(await benchTelemetry());

// The register first: the storage benchmark leaves the disk busy writing back for a while.
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
try {
  const { search, analytics, mix } = await benchRegistryHttp(registry);
  console.log(
    `search through the gateway (${mix.searches} queries × ${REGISTRY_BENCH.rounds}: common and rare words, prefixes, filters, deep pages, NZBN lookups): ` +
      `p50 ${search.p50} ms, p95 ${search.p95} ms, max ${search.max} ms (target p95 < 20 ms)`,
  );
  console.log(
    `analytics through the gateway (${mix.analytics} queries × ${REGISTRY_BENCH.rounds}: 15m to 1900–now, by day to year, by type and region): ` +
      `p50 ${analytics.p50} ms, p95 ${analytics.p95} ms, max ${analytics.max} ms (target p95 < 20 ms)`,
  );
} finally {
  await registry.stop();
}
const versus = await benchFtsVersusLike(REGISTRY_BENCH.dataDir);
for (const row of versus.perWord) {
  console.log(
    `  '${row.word}': search SQL ${row.ftsMs.toFixed(2)} ms, LIKE scan ${row.likeMs.toFixed(1)} ms`,
  );
}
console.log(
  `search SQL vs LIKE '%q%' scan on the same data: ${versus.ftsMs} ms vs ${versus.likeMs} ms, ${versus.speedUp}× faster`,
);

const system = await startSystem();
try {
  const health = await benchGatewayHealth(system.url);
  console.log(
    `gateway GET ${health.path}: ${health.requestsPerSecond} req/s, p50 ${health.latencyMs.p50} ms, ` +
      `p99 ${health.latencyMs.p99} ms, max ${health.latencyMs.max} ms ` +
      `(${health.connections} connections for ${health.seconds} s, ${health.requests} requests, ` +
      `${health.non2xx} non-2xx, ${health.errors} errors)`,
  );

  const uploads = await benchUploads(system);
  console.log(
    `upload 1 × 20 MB through the gateway: ${uploads.single.ms} ms, ${uploads.single.mbPerSecond} MB/s`,
  );
  console.log(
    `upload ${uploads.concurrent.uploads} × ${uploads.concurrent.mbEach} MB concurrently: ` +
      `${uploads.concurrent.ms} ms, ${uploads.concurrent.mbPerSecond} MB/s`,
  );
  const { memory } = uploads;
  console.log(
    `workerd memory during the concurrent uploads: ${memory.baselineMiB} MiB → peak ${memory.peakMiB} MiB ` +
      `(growth ${memory.growthMiB} MiB = ${memory.growthPerByteInFlight}× the ${memory.inFlightMiB} MiB in flight; target < 3×)`,
  );

  const listing = await benchListing(system);
  console.log(
    `list ${listing.files} stored files, ${listing.pages} pages of ${listing.pageSize}: ` +
      `p50 ${listing.p50Ms} ms, p95 ${listing.p95Ms} ms, max ${listing.maxMs} ms per page ` +
      `(target p95 < 20 ms; seeding took ${listing.seedSeconds} s)`,
  );
} finally {
  await system.stop();
}

// The mixed load on the register `npm start` seeds by default (200,000 entities).
console.log('\nMixed load on loopback (searches, health, listings, uploads), 200,000 entities…');
const loaded = await runSystem({ registerSize: LOAD.registerSize });
try {
  printLoadFigures(await benchLoad(loaded.url));
} finally {
  await loaded.stop();
}
