import { MAX_UPLOAD_BYTES } from '@repo/contracts/files';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { readUploadForm } from './read-upload';

const CHUNK = 64 * 1024;

function endlessBody() {
  const counter = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.bytes += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { body, counter };
}

const uploadRequest = (body: ReadableStream<Uint8Array>, headers: Record<string, string>) =>
  new Request('https://storage.test/api/storage/upload', {
    method: 'POST',
    body,
    headers: { 'content-type': 'multipart/form-data; boundary=x', ...headers },
  });

describe('reading an upload body', () => {
  it('refuses a declared length over the limit before reading the body', async () => {
    const { body, counter } = endlessBody();
    const request = uploadRequest(body, { 'content-length': String(21 * 1024 * 1024) });
    const error = await readUploadForm(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPException);
    expect((error as HTTPException).status).toBe(413);
    expect((error as HTTPException).message).toBe('File too large: 21.0 MB. Max 20 MB');
    expect(counter.bytes).toBe(0);
  });

  it('cuts off a body without a declared length as soon as it passes the limit', async () => {
    const { body, counter } = endlessBody();
    const error = await readUploadForm(uploadRequest(body, {})).catch((caught: unknown) => caught);
    expect((error as HTTPException).status).toBe(413);
    expect(counter.bytes).toBeLessThan(MAX_UPLOAD_BYTES + 256 * 1024);
  });
});
