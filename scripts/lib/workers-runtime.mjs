// The built workers in Miniflare, Cloudflare's local runtime (the one `wrangler dev` runs them
// in), without wrangler dev's proxy in front: run as a process of its own by wrangler-dev.mjs,
// with its options as one JSON argument. Each worker's options are read from its wrangler
// config by wrangler itself (unstable_getMiniflareWorkerOptions: bindings, queues and their
// consumers, assets, rate limits), and the data is kept where `wrangler dev --persist-to` keeps
// it, so the same data folder serves both. Why not wrangler dev: docs/decisions.md.
import { join } from 'node:path';
import { Log, LogLevel, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';

/** wrangler's `--log-level` names, as Miniflare's levels. */
const LOG_LEVELS = {
  none: LogLevel.NONE,
  error: LogLevel.ERROR,
  warn: LogLevel.WARN,
  info: LogLevel.INFO,
  log: LogLevel.INFO,
  debug: LogLevel.DEBUG,
};

/**
 * Miniflare's options for `configs` (the first is the entry, which answers on `port`), with
 * D1, R2 and the rest persisted under `dataDir` as `wrangler dev --persist-to dataDir` does.
 */
export function runtimeOptions({ host, port, dataDir, configs, inspectorPort, logLevel }) {
  const workers = configs.map((path) => {
    const config = unstable_readConfig({ config: path });
    const { workerOptions, main } = unstable_getMiniflareWorkerOptions(config);
    return { name: config.name, ...workerOptions, modules: true, scriptPath: main };
  });
  return {
    host,
    port,
    inspectorPort,
    // Offline: the placeholder `request.cf`, never one fetched from Cloudflare.
    cf: false,
    defaultPersistRoot: join(dataDir, 'v3'),
    log: new Log(LOG_LEVELS[logLevel] ?? LogLevel.INFO),
    workers,
  };
}

async function main() {
  const options = JSON.parse(process.argv[2] ?? '{}');
  const runtime = new Miniflare(runtimeOptions(options));
  // Miniflare says 'Ready on …' once the entry answers; wrangler-dev.mjs waits for it.
  await runtime.ready;
  const stop = () => {
    runtime.dispose().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

await main();
