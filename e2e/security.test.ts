// No other site can act as the user, over HTTP against the running system: cross-site writes
// and requests for another site's name are refused, every response carries the security
// headers, /services/ has nothing but health paths, and writes are limited per client
// (docs/architecture.md#security). The same in Chromium: security-pages.test.ts.
import { storedFileSchema } from '@repo/contracts/files';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { crossSiteRefusal, storedNames, unique } from './support/cross-site';

const baseUrl = inject('baseUrl');

const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

function upload(name: string, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new File(['hello\n'], name, { type: 'text/plain' }));
  form.append('userId', 'demo-user');
  return fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form, headers });
}

describe('a request that changes data from another site', () => {
  it('is refused with 403 and the envelope, and nothing is stored or deleted', async () => {
    const refusedName = unique('cross-site.txt');
    const refused = await upload(refusedName, CROSS_SITE);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(crossSiteRefusal('POST'));
    expect(await storedNames(baseUrl)).not.toContain(refusedName);

    // A tool that names no origin, as curl sends it, still uploads.
    const created = await upload(unique('kept.txt'));
    expect(created.status).toBe(201);
    const file = storedFileSchema.parse(((await created.json()) as { data: unknown }).data);

    const fileUrl = `${baseUrl}/api/storage/files/${file.id}`;
    const refusedDelete = await fetch(fileUrl, { method: 'DELETE', headers: CROSS_SITE });
    expect(refusedDelete.status).toBe(403);
    expect(await refusedDelete.json()).toEqual(crossSiteRefusal('DELETE'));
    expect(await storedNames(baseUrl)).toContain(file.name);

    // The app itself, on its own origin, deletes it.
    const sameOrigin = { Origin: baseUrl, 'Sec-Fetch-Site': 'same-origin' };
    expect((await fetch(fileUrl, { method: 'DELETE', headers: sameOrigin })).status).toBe(200);
  });
});

/** A request whose `Host` is `host`, as a page on a rebound name sends it (fetch cannot). */
function requestAs(host: string, method: string, path: string, body?: unknown) {
  const url = new URL(path, baseUrl);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const sent = http.request(
      url,
      {
        method,
        headers: {
          host,
          ...(text === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }),
        },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (answer += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(answer) as unknown }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(text);
  });
}

describe('a page on another site whose name resolves to this machine (DNS rebinding)', () => {
  it('is refused with 421 in the envelope and starts no fault', async () => {
    const { port } = new URL(baseUrl);
    const fault = { target: 'users', type: 'latency', value: 1234, durationSeconds: 30 };
    const refused = await requestAs(
      `rebind.evil.example:${port}`,
      'POST',
      '/api/lab/faults',
      fault,
    );
    expect(refused).toEqual({
      status: 421,
      body: {
        success: false,
        error: {
          message:
            "The host 'rebind.evil.example' is not one this dashboard answers to: open it at localhost or its IP address, or add the name to PUBLIC_HOSTS (docs/deploy.md)",
        },
      },
    });
    const listed = await requestAs(`localhost:${port}`, 'GET', '/api/lab/faults');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain('1234');
  });
});

describe('a connection after a refused write', () => {
  // The refusal comes before the body is read. Left in the connection, that body made the
  // next request on it (Node's fetch keeps connections alive) wait forever, about 1 in 3 times.
  it('answers the next request on it, every time', async () => {
    for (let round = 0; round < 30; round += 1) {
      const refused = await upload(unique('cross-site-again.txt'), CROSS_SITE);
      expect(refused.status).toBe(403);
      await refused.arrayBuffer();
      const next = await fetch(`${baseUrl}/api/storage/files?page=1&pageSize=1`, {
        signal: AbortSignal.timeout(5_000),
      });
      expect(next.status, `round ${round}`).toBe(200);
      await next.arrayBuffer();
    }
  });
});

describe('security headers on every response', () => {
  it.each(['/', '/learn', '/learn/async-basics', '/services', '/storage', '/metrics'])(
    '%s and its script carry the policy, nosniff and a referrer policy',
    async (path) => {
      const html = await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' } });
      const script = /<script type="module" crossorigin src="([^"]+)"/.exec(await html.text());
      expect(script?.[1]).toMatch(/^\/assets\/.+\.js$/);
      const asset = await fetch(`${baseUrl}${script?.[1] ?? ''}`);
      for (const response of [html, asset]) {
        expect(response.status).toBe(200);
        expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      }
    },
  );

  it.each(['/services/', '/services/storage', '/services/storage/health/'])(
    '%s, which is no health path, answers 404 in the envelope with the headers',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        error: {
          message: `Not found: GET ${path}. A service's health is at /services/{id}/health (storage, users, visualization)`,
        },
      });
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    },
  );
});

describe('the write limit of services/gateway/wrangler.toml, as wrangler dev runs it', () => {
  // 120 writes per client per 10 s; a local run is one client, whatever address a request names.
  const WRITE_LIMIT = 120;
  const WINDOW_MS = 10_000;
  const write = (address: string) =>
    fetch(`${baseUrl}/api/nothing-here`, {
      method: 'POST',
      headers: { 'CF-Connecting-IP': address },
    });

  // Miniflare counts in windows that start at whole multiples of 10 s. The budget is the whole
  // system's: the test starts with a fresh window and leaves the next tests a fresh one.
  const nextWindow = () =>
    new Promise((resolve) => setTimeout(resolve, WINDOW_MS - (Date.now() % WINDOW_MS) + 50));
  beforeAll(nextWindow);
  afterAll(nextWindow);

  it('answers the write past the limit with 429 and Retry-After, however often the address changes', async () => {
    const statuses: number[] = [];
    // Should the window end midway, a refusal still comes within 2n + 1.
    for (let sent = 0; sent < 2 * WRITE_LIMIT + 1; sent += 1) {
      const response = await write(`198.51.${100 + (sent >> 8)}.${sent & 255}`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get('retry-after')).toBe('10');
        expect(await response.json()).toEqual({
          success: false,
          error: { message: 'Too many uploads and deletes from this client: try again in 10 s' },
        });
        break;
      }
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, WRITE_LIMIT).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
