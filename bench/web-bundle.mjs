// The web app's initial JavaScript: the entry script and the modules index.html preloads,
// gzipped as a server would send them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../scripts/lib/system.mjs';

const DIST = join(ROOT, 'apps', 'web', 'dist');

export async function measureInitialJs() {
  const html = await readFile(join(DIST, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1]);
  let raw = 0;
  let gzipped = 0;
  for (const src of new Set(scripts)) {
    const bytes = await readFile(join(DIST, src.replace(/^\//, '')));
    raw += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }
  return {
    files: scripts.length,
    rawKiB: +(raw / 1024).toFixed(1),
    gzipKiB: +(gzipped / 1024).toFixed(1),
  };
}
