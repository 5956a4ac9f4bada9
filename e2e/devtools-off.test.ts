// npm start runs wrangler without its DevTools proxy, which followed every call the gateway
// made to a service and wrote it to wrangler's debug log: half the cost of a search, and a
// log that grew by tens of MB a minute under load.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';

const SEARCHES = 20;

async function wranglerLog(): Promise<string> {
  const dir = inject('wranglerLogDir');
  const files = await readdir(dir);
  const texts = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  return texts.join('\n');
}

it('leaves no trace of the calls between workers in wrangler’s debug log', async () => {
  const baseUrl = inject('baseUrl');
  for (let i = 0; i < SEARCHES; i += 1) {
    const response = await fetch(`${baseUrl}/api/nzbn/search?q=kauri${i}`);
    expect(response.status).toBe(200);
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const log = await wranglerLog();
  // The log is there, so the check below looks at what wrangler wrote.
  expect(log).toContain('wrangler');
  expect(log).not.toContain('Network.requestWillBeSent');
  expect(log).not.toContain('/api/nzbn/search');
});
