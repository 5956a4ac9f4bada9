import { newAdminToken } from './admin-token.mjs';
import { freePort } from './free-port.mjs';
import { prepareDataFolder } from './prepare-data-folder.mjs';
import { DEFAULT_DATA_DIR } from './system.mjs';
import { superviseWranglerDev } from './supervised-wrangler.mjs';
import { buildWorkers, staleWorkers } from './worker-bundles.mjs';

/**
 * Runs the built workers (building those changed since the last build) quietly on a free port
 * over the local data folder, calls `work` with the base URL and an admin token, and stops
 * them. For register administration scripts; `npm start` must not be running on the same data
 * folder.
 */
export async function withLocalAdmin(work) {
  const dataDir = process.env.DATA_DIR ?? DEFAULT_DATA_DIR;
  const stale = staleWorkers();
  if (stale.length > 0) await buildWorkers(stale);
  await prepareDataFolder(dataDir);
  const token = newAdminToken();
  const port = await freePort();
  const workers = await superviseWranglerDev({
    port,
    host: '127.0.0.1',
    dataDir,
    quiet: true,
    adminToken: token,
    prebuilt: true,
  });
  try {
    return await work({ baseUrl: `http://127.0.0.1:${port}`, token });
  } finally {
    await workers.stop();
  }
}
