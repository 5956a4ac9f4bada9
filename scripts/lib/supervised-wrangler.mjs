import { freePort } from './free-port.mjs';
import { watchWorkerd } from './watch-workerd.mjs';
import { startWranglerDev, stopProcess } from './wrangler-dev.mjs';

/**
 * Runs every worker in `wrangler dev` (options as for startWranglerDev, less the inspector
 * port) and keeps them running: when the runtime (workerd) dies, it says so and starts them
 * again on the same port and data folder. Exits the process when wrangler itself stops.
 * Resolves, once ready, with `stop()`.
 */
export async function superviseWranglerDev(options) {
  let current;
  let unwatch = () => undefined;
  let stopping = false;

  async function launch() {
    const child = await startWranglerDev({ ...options, inspectorPort: await freePort() });
    child.on('exit', (code) => {
      if (stopping || child.replaced) return;
      console.error(`wrangler dev stopped unexpectedly (exit ${code}).`);
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
