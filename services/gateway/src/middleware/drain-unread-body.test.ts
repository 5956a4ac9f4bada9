// What the gateway answers without reading a request's body, it still reads to the end: a
// body left in the connection made the next request on it wait forever under wrangler dev.
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../index';
import { DRAIN_LIMIT_BYTES } from './drain-unread-body';

const GATEWAY = 'https://gateway.test';
const CHUNK = new Uint8Array(64 * 1024);

/** A body of `chunks` chunks that counts how many of them were read. */
function countedBody(chunks: number) {
  const seen = { read: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.read === chunks) return controller.close();
      seen.read += 1;
      controller.enqueue(CHUNK);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

function send(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const request = new Request(`${GATEWAY}${path}`, { method: 'POST', body, headers });
  return worker.fetch(request, env, createExecutionContext());
}

const CROSS_SITE = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

describe('a body the gateway answers without reading', () => {
  it('is read to its end when a cross-site upload is refused', async () => {
    const { stream, seen } = countedBody(5);
    const response = await send('/api/storage/upload', stream, {
      ...CROSS_SITE,
      'CF-Connecting-IP': 'drain-cross-site',
    });
    expect(response.status).toBe(403);
    expect(seen).toEqual({ read: 5, cancelled: false });
  });

  it('is read to its end when no API answers the path', async () => {
    const { stream, seen } = countedBody(3);
    const response = await send('/api/nothing-here', stream, { 'CF-Connecting-IP': 'drain-404' });
    expect(response.status).toBe(404);
    expect(seen).toEqual({ read: 3, cancelled: false });
  });

  it('is given up past the largest upload, not read without end', async () => {
    const chunks = Math.ceil(DRAIN_LIMIT_BYTES / CHUNK.byteLength) + 10;
    const { stream, seen } = countedBody(chunks);
    const response = await send('/api/storage/upload', stream, {
      ...CROSS_SITE,
      'CF-Connecting-IP': 'drain-too-much',
    });
    expect(response.status).toBe(403);
    expect(seen.cancelled).toBe(true);
    expect(seen.read).toBeLessThan(chunks);
  });
});
