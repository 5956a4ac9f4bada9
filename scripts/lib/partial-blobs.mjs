// What a crash leaves in local R2: workerd writes a blob to `<id>.partial` and renames it once
// whole, so a runtime killed mid-upload leaves the `.partial` file behind for good.
import { existsSync, readdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

const PARTIAL = '.partial';

/** The folder wrangler gives local R2 under a data folder (`--persist-to`). */
export const r2PersistDir = (dataDir) => join(dataDir, 'v3', 'r2');

/** The folder holding a local bucket's blobs, one file per object. */
export const blobsDir = (dataDir, bucket) => join(r2PersistDir(dataDir), bucket, 'blobs');

/**
 * Removes the half-written blobs of every local bucket. Only while no runtime uses the data
 * folder (before wrangler starts): a `.partial` file is then never a write in progress.
 * Resolves with how many files and bytes went.
 */
export async function removePartialBlobs(dataDir) {
  const root = r2PersistDir(dataDir);
  if (!existsSync(root)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const bucket of readdirSync(root)) {
    const dir = blobsDir(dataDir, bucket);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((file) => file.endsWith(PARTIAL))) {
      const path = join(dir, name);
      bytes += (await stat(path)).size;
      await rm(path, { force: true });
      files += 1;
    }
  }
  return { files, bytes };
}
