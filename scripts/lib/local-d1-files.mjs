// Where the local D1 databases of a data folder live on disk, and a way to open them with
// Miniflare (the same local D1 that `wrangler dev` runs) from a script.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare } from 'miniflare';

const NO_OP_WORKER = 'export default { fetch() { return new Response(null, { status: 404 }); } }';
const OBJECT_FOLDER = 'miniflare-D1DatabaseObject';

/** The folder wrangler gives local D1 under a data folder (`--persist-to`). */
export const d1PersistDir = (dataDir) => join(dataDir, 'v3', 'd1');

/** The folder holding one SQLite file per local D1 database. */
export const d1FilesDir = (dataDir) => join(d1PersistDir(dataDir), OBJECT_FOLDER);

/** The SQLite files (without -wal/-shm companions) of the local D1 databases under a data folder. */
export function localDatabaseFiles(dataDir) {
  const dir = d1FilesDir(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
}

/**
 * Runs `work` with a D1 binding for each `{ binding: databaseId }` of the data folder, as
 * `wrangler dev` would open them (a database's local id is its binding name).
 */
export async function withLocalDatabases(persistDir, ids, work) {
  const mf = new Miniflare({
    modules: true,
    script: NO_OP_WORKER,
    d1Databases: ids,
    d1Persist: persistDir,
    // Without this Miniflare fetches Cloudflare's `request.cf` sample; nothing may touch the network.
    cf: false,
  });
  try {
    const databases = {};
    for (const binding of Object.keys(ids)) databases[binding] = await mf.getD1Database(binding);
    return await work(databases);
  } finally {
    await mf.dispose();
  }
}

/**
 * The SQLite file name Miniflare gives the local D1 database with this id. It derives the
 * name from the id by a hash of its own, so it is read off a throwaway database.
 */
export async function databaseFileName(id) {
  const scratch = await mkdtemp(join(tmpdir(), 'amd-d1-name-'));
  try {
    await withLocalDatabases(scratch, { PROBE: id }, ({ PROBE }) =>
      PROBE.prepare('select 1').first(),
    );
    const [name] = readdirSync(join(scratch, OBJECT_FOLDER)).filter(
      (file) => file.endsWith('.sqlite') && file !== 'metadata.sqlite',
    );
    if (!name) throw new Error(`Miniflare made no database file for '${id}'`);
    return name;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
