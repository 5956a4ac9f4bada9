// Serves the built web app (apps/web/dist) on loopback for browser benchmarks, with the
// single-page-app fallback the gateway's assets use.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { ROOT } from '../scripts/lib/system.mjs';

export const DIST = join(ROOT, 'apps', 'web', 'dist');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.md': 'text/markdown; charset=utf-8',
  '.json': 'application/json',
};

async function fileFor(pathname) {
  const path = join(DIST, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ''));
  try {
    return { body: await readFile(path), type: TYPES[extname(path)] ?? 'application/octet-stream' };
  } catch {
    return { body: await readFile(join(DIST, 'index.html')), type: TYPES['.html'] };
  }
}

/** Resolves with { url, close } once the server listens on a free loopback port. */
export async function serveDist() {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const { body, type } = await fileFor(pathname === '/' ? '/index.html' : pathname);
    response.writeHead(200, { 'content-type': type, 'content-length': body.length });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
