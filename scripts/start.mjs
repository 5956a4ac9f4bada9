// npm start: builds the web app and the workers, migrates the local databases and runs every
// worker's bundle in one runtime (Miniflare: scripts/lib/workers-runtime.mjs) on one port, offline. Ctrl+C stops everything.
//   PORT (default 8787), HOST (default 127.0.0.1), DATA_DIR (default .data),
//   REGISTER_SIZE (default 200000) and REGISTER_SEED: the generated NZBN register.
//   --no-build runs what `npm run build` made last (used by tests, which build once beforehand);
//   a worker whose sources changed since is built again first.
//   --class runs it as a deployment for a class does: each lab session its own learner.
import { newAdminToken } from './lib/admin-token.mjs';
import { prepareDataFolder } from './lib/prepare-data-folder.mjs';
import {
  DEFAULT_REGISTER_SEED,
  DEFAULT_REGISTER_SIZE,
  seedRegistry,
} from './lib/seed-registry.mjs';
import { DEFAULT_DATA_DIR, run } from './lib/system.mjs';
import { superviseWranglerDev } from './lib/supervised-wrangler.mjs';
import { buildWorkers, staleWorkers } from './lib/worker-bundles.mjs';

const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = process.env.DATA_DIR ?? DEFAULT_DATA_DIR;

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535, got '${process.env.PORT}'.`);
  process.exit(1);
}

if (process.argv.includes('--class')) process.env.CLASS_MODE = 'true';

if (!process.argv.includes('--no-build')) {
  console.log('Building the web app and the workers…');
  await run('npm', ['run', 'build', '--silent'], { quiet: true });
} else {
  const stale = staleWorkers();
  if (stale.length > 0) {
    console.log(`Building the workers changed since the last build: ${stale.join(', ')}…`);
    await buildWorkers(stale);
  }
}
console.log(`Applying D1 migrations (data in ${dataDir})…`);
await prepareDataFolder(dataDir);

console.log('Starting the gateway, storage, users and visualization workers…');
// A fresh admin token each run lets this script seed the register, and the instructor sign in to
// the class console (it is printed once the system is up); ADMIN_TOKEN chooses it instead.
const adminToken = process.env.ADMIN_TOKEN || newAdminToken();
const shownHost = host === '127.0.0.1' ? 'localhost' : host;

// Stopping takes the runtime (and its workerd) down too, whatever stops this script, even while
// they start (then once they are up: stopping earlier would leave the runtime running). If the
// workers' runtime dies on its own, it is started again on the same port and data.
// WORKERS_INSPECTOR=true opens workerd's inspector, as npm run dev does, for a profiler to
// attach to (npm run bench:profile); it slows the gateway's calls, so it is off by default.
const devtools = process.env.WORKERS_INSPECTOR === 'true';
const starting = superviseWranglerDev({
  port,
  host,
  dataDir,
  adminToken,
  devtools,
  prebuilt: true,
});
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await starting.then(
    (workers) => workers.stop(),
    () => undefined,
  );
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
await starting;
if (!stopping) await seedAndAnnounce();

async function seedAndAnnounce() {
  try {
    await seedRegistry({
      baseUrl: `http://127.0.0.1:${port}`,
      token: adminToken,
      size: Number(process.env.REGISTER_SIZE ?? DEFAULT_REGISTER_SIZE),
      seed: Number(process.env.REGISTER_SEED ?? DEFAULT_REGISTER_SEED),
    });
  } catch (error) {
    if (stopping) return;
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
  if (stopping) return;
  console.log(
    `\n  Async Microservices Dashboard is running at http://${shownHost}:${port}\n` +
      `  Classes: http://${shownHost}:${port}/class, signed in with the admin token ${adminToken}\n` +
      '  Press Ctrl+C to stop.\n',
  );
}
