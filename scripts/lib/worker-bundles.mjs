// Each worker bundled by wrangler itself, exactly as `wrangler deploy` bundles it
// (`--dry-run --outdir`). `npm run build` writes them to services/<worker>/dist, and
// `npm start` runs those bundles (`no_bundle`, each behind its local entry), so its runtime
// watches no source file: wrangler's bundler in watch mode polls every source and package file
// it read, which cost each idle system about 4 % of a core (docs/performance.md).
import { readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { ROOT, WORKERS, runWrangler } from './system.mjs';

/** Where `npm run build` writes a worker's bundle. */
export const builtWorker = (worker) => join(ROOT, 'services', worker, 'dist', 'index.js');

/** The module `npm start` runs for a worker: its bundle, as `wrangler dev` would wrap it. */
export const localEntry = (worker) => join(ROOT, 'services', worker, 'dist', 'local.js');

/**
 * `wrangler dev` adds a middleware to every worker it bundles that reads to its end any request
 * body the worker answered without reading (templates/middleware/middleware-ensure-req-body-
 * drained.ts); a deploy bundle has none, as Cloudflare's edge does that itself. Without it, a
 * body answered unread stayed in the connection: the next request on it waited forever, and a
 * 21 MB upload refused with 413 was cut off mid-send instead. This entry does the same, for
 * the runtime `npm start` runs the bundles in.
 */
const LOCAL_ENTRY = `// Written by npm run build (scripts/lib/worker-bundles.mjs): the bundle, as wrangler dev runs it.
import worker from './index.js';
// The worker's other exports: its Durable Object classes.
export * from './index.js';

async function drainUnread(request) {
  if (request.body === null || request.bodyUsed) return;
  try {
    const reader = request.body.getReader();
    while (!(await reader.read()).done);
  } catch (error) {
    console.error('Failed to drain the unused request body.', error);
  }
}

const handlers = {};
for (const name of ['queue', 'scheduled', 'tail', 'email']) {
  if (typeof worker[name] === 'function') handlers[name] = worker[name].bind(worker);
}

export default {
  ...handlers,
  async fetch(request, env, ctx) {
    try {
      return await worker.fetch(request, env, ctx);
    } finally {
      await drainUnread(request);
    }
  },
};
`;

/**
 * Bundles one worker into `outdir` (index.js and its source map), as `wrangler deploy` would.
 * `root` is the checkout it comes from (a benchmark bundles an older one the same way), and
 * `assets` a folder to take as the gateway's static files in place of the web app's build.
 */
export function bundleWorker(worker, outdir, { minify = false, root = ROOT, assets } = {}) {
  return runWrangler(
    [
      'deploy',
      '--dry-run',
      ...(minify ? ['--minify'] : []),
      '--outdir',
      outdir,
      '-c',
      join(root, 'services', worker, 'wrangler.toml'),
      ...(assets && worker === 'gateway' ? ['--assets', assets] : []),
    ],
    { quiet: true },
  );
}

/** Bundles each worker (every one unless named) to where `npm start` runs it from. */
export async function buildWorkers(workers = WORKERS) {
  await Promise.all(
    workers.map(async (worker) => {
      await bundleWorker(worker, dirname(builtWorker(worker)));
      await writeFile(localEntry(worker), LOCAL_ENTRY);
    }),
  );
}

/** The newest change to a file under `dir` (ms), skipping builds and installed packages. */
function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) {
      continue;
    }
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * The workers whose bundle is missing, or older than a change to their folder or to the
 * packages they share: what `npm start -- --no-build` builds again before it runs them.
 */
export function staleWorkers() {
  const packages = newestChange(join(ROOT, 'packages'));
  return WORKERS.filter((worker) => {
    const built = statSync(localEntry(worker), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    return built < Math.max(packages, newestChange(join(ROOT, 'services', worker)));
  });
}
