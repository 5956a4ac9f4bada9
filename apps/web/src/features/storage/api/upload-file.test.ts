import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeXhr, lastXhr } from '@/test/fake-xhr';
import { storedFile } from '@/test/storage-fixtures';
import { uploadFile, uploadProgressPercent } from './upload-file';

const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });

describe('uploadFile', () => {
  beforeEach(() => {
    installFakeXhr();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the file and the demo user id as a multipart form', () => {
    void uploadFile(file);

    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/storage/upload');
    const form = xhr.body;
    if (!(form instanceof FormData)) throw new Error('the body is not a multipart form');
    expect(form.get('file')).toBeInstanceOf(File);
    expect(form.get('userId')).toBe('demo-user');
  });

  it('reports the bytes sent as 0–90 %, leaving 100 % to the server', () => {
    const onProgress = vi.fn();
    void uploadFile(file, { onProgress });

    lastXhr().sendProgress(0, 200);
    lastXhr().sendProgress(100, 200);
    lastXhr().sendProgress(200, 200);

    expect(onProgress.mock.calls.map(([percent]) => percent)).toEqual([0, 45, 90]);
  });

  it('resolves with the stored file when the server confirms', async () => {
    const stored = storedFile();
    const upload = uploadFile(file);

    lastXhr().respond(201, 'Created', { success: true, data: stored });

    await expect(upload).resolves.toEqual({ file: stored, traceparent: null });
  });

  it('resolves with the traceparent header that names the trace of the upload', async () => {
    const upload = uploadFile(file);
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

    lastXhr().respond(201, 'Created', { success: true, data: storedFile() }, { traceparent });

    await expect(upload).resolves.toEqual({ file: storedFile(), traceparent });
  });

  it("shows the server's own message for a refusal", async () => {
    const upload = uploadFile(file);

    lastXhr().respond(413, 'Payload Too Large', {
      success: false,
      error: { message: 'File too large: 21.0 MB. Max 20 MB' },
    });

    await expect(upload).rejects.toThrow('File too large: 21.0 MB. Max 20 MB');
  });

  it('names the HTTP status text when an error answer carries no message', async () => {
    const upload = uploadFile(file);

    lastXhr().respond(502, 'Bad Gateway', '<html>Bad gateway</html>');

    await expect(upload).rejects.toThrow(/^Upload failed: Bad Gateway$/);
  });

  it('falls back to "Upload failed" for success false without a message', async () => {
    const upload = uploadFile(file);

    lastXhr().respond(200, 'OK', { success: false });

    await expect(upload).rejects.toThrow(/^Upload failed$/);
  });

  it('says how long to wait when the gateway refuses too many uploads', async () => {
    const upload = uploadFile(file);

    lastXhr().respond(
      429,
      'Too Many Requests',
      {
        success: false,
        error: { message: 'Too many uploads and deletes from this client: try again in 10 s' },
      },
      { 'Retry-After': '10' },
    );

    await expect(upload).rejects.toThrow(/^Too many requests: try again in 10 s$/);
  });

  it('says so when the network fails', async () => {
    const upload = uploadFile(file);

    lastXhr().failNetwork();

    await expect(upload).rejects.toThrow(
      /^Upload failed: network error. If the server stored the file before the connection dropped, it is in the list below.$/,
    );
  });

  it('stops the request when its signal aborts', async () => {
    const controller = new AbortController();
    const upload = uploadFile(file, { signal: controller.signal });

    controller.abort();

    await expect(upload).rejects.toThrow();
  });
});

describe('uploadProgressPercent', () => {
  it('stays within 0–90 %', () => {
    expect(uploadProgressPercent(0, 0)).toBe(0);
    expect(uploadProgressPercent(300, 200)).toBe(90);
    expect(uploadProgressPercent(1, 3)).toBe(30);
  });
});
