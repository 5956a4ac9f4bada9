import { freePort } from './free-port.mjs';
import { removePartialBlobs } from './partial-blobs.mjs';
import { watchWorkerd } from './watch-workerd.mjs';
import { startWranglerDev, stopProcess } from './wrangler-dev.mjs';

/**
 * Runs every worker in one runtime (options as for startWranglerDev, less the inspector
 * port) and keeps them running: when the runtime (workerd) dies, it says so and starts them
 * again on the same port and data folder. Exits the process when wrangler itself stops.
 * Each start first removes what a crash left: half-written blobs before wrangler runs, then
 * the storage rows a dead runtime left unfinished, swept at once (finishUnfinished).
 * Resolves, once ready, with `stop()`.
 */
export async function superviseWranglerDev(options) {
  let current;
  let unwatch = () => undefined;
  let stopping = false;

  async function launch() {
    const partial = await removePartialBlobs(options.dataDir);
    if (partial.files > 0)
      console.log(
        `Removed ${partial.files} half-written blob file(s) (${partial.bytes} bytes) a crash left.`,
      );
    const startedAt = new Date().toISOString();
    const child = await startWranglerDev({
      ...options,
      inspectorPort: await freePort(),
      startedAt,
    });
    await finishUnfinished(options);
    child.on('exit', (code) => {
      if (stopping || child.replaced) return;
      console.error(`The workers' runtime stopped unexpectedly (exit ${code}).`);
      process.exit(code ?? 1);
    });
    unwatch = watchWorkerd(child, restart);
    return child;
  }

  async function restart() {
    if (stopping) return;
    console.error(
      `\nThe workers' runtime (workerd) stopped unexpectedly; restarting it (the data in ${options.dataDir} is kept)…`,
    );
    unwatch();
    current.replaced = true;
    await stopProcess(current);
    try {
      current = await launch();
    } catch (error) {
      console.error(
        `Could not restart the workers: ${error instanceof Error ? error.message : error}`,
      );
      process.exit(1);
    }
    console.error(`  The workers are running again on port ${options.port}.`);
  }

  current = await launch();
  return {
    async stop() {
      stopping = true;
      unwatch();
      await stopProcess(current);
    },
  };
}

/**
 * Asks storage for one page of files: its first request in a new runtime starts its sweep at
 * once, and that sweep finishes every upload or delete left unfinished before this runtime
 * started (RUNTIME_STARTED_AT; services/storage/src/lib/sweep.ts), not only those older than
 * one sweep interval.
 */
async function finishUnfinished({ host, port }) {
  await fetch(`http://${host}:${port}/api/storage/files?pageSize=1`).then(
    (response) => response.body?.cancel(),
    () => undefined,
  );
}
