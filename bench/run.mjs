// npm run bench: builds the web app, starts the system and prints every figure.
import { run } from '../scripts/lib/system.mjs';
import { benchGatewayHealth } from './gateway-health.mjs';
import { benchListing, benchUploads } from './storage.mjs';
import { startSystem } from './system.mjs';
import { measureInitialJs } from './web-bundle.mjs';

await run('npm', ['run', 'build', '--silent', '-w', '@repo/web'], { quiet: true });
const initialJs = await measureInitialJs();
console.log(
  `web app initial JS: ${initialJs.gzipKiB} KiB gzipped (${initialJs.rawKiB} KiB raw, ${initialJs.files} files)`,
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
