// `npm start` on a data folder written before each service had its own database: it upgrades
// the folder, and the files and usage stored there are still served.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDatabaseFiles } from '../scripts/lib/local-d1-files.mjs';
import { runSystem } from '../scripts/lib/run-system.mjs';
import { D1_DATABASES } from '../scripts/lib/system.mjs';
import { writeSharedDataFolder } from '../scripts/lib/shared-data-folder.test-utils.mjs';

let dataDir: string;
let system: Awaited<ReturnType<typeof runSystem>>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'amd-old-data-'));
  await writeSharedDataFolder(dataDir, { withEntity: false });
  system = await runSystem({ dataDir, registerSize: 1_000 });
}, 240_000);

afterAll(async () => {
  await system?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start on a data folder with one shared database', () => {
  it('leaves one database per service, and one per half of the visualization service', () => {
    expect(localDatabaseFiles(dataDir)).toHaveLength(D1_DATABASES.length);
  });

  it('still lists the files stored before the upgrade', async () => {
    const response = await fetch(`${system.url}/api/storage/files?userId=demo-user`);
    const body = (await response.json()) as { data: { files: { name: string }[] } };
    expect(body.data.files.map((file) => file.name)).toEqual(['photo.png', 'notes.txt']);
  });

  it('still counts their usage, rebuilt from what storage holds', async () => {
    const usage = async () => {
      const response = await fetch(`${system.url}/api/users/demo-user`);
      return ((await response.json()) as { data: { usage: unknown } }).data.usage;
    };
    await expect.poll(usage, { timeout: 15_000, interval: 500 }).toEqual({
      fileCount: 2,
      bytes: 3012,
    });
  });
});
