// npm run bench: builds the web app, starts the system and prints every figure.
import { run } from '../scripts/lib/system.mjs';
import { benchGatewayHealth } from './gateway-health.mjs';
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
} finally {
  await system.stop();
}
