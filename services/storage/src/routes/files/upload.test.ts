import { MAX_UPLOAD_BYTES, storedFileSchema } from '@repo/contracts/files';
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, GIF, HTML, JPEG, PDF, PNG, TXT, upload } from '../../../test/fixtures';

const text = (value: string) => new TextEncoder().encode(value);

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe('POST /api/storage/upload', () => {
  it.each([
    ['diagram.png', PNG, 'image/png'],
    ['photo.jpg', JPEG, 'image/jpeg'],
    ['notes.pdf', PDF, 'application/pdf'],
    ['readme.txt', TXT, 'text/plain'],
  ])('stores %s with its type decided from its bytes', async (name, content, mimeType) => {
    const response = await upload(content, name);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { success: boolean; data: unknown };
    expect(body.success).toBe(true);
    const file = storedFileSchema.parse(body.data);
    expect(file).toMatchObject({ name, size: content.byteLength, mimeType, userId: 'demo-user' });
    const blob = await env.FILES.get(file.id);
    expect(new Uint8Array((await blob?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(content);
  });

  it('records a SHA-256 checksum of the content', async () => {
    const response = await upload(TXT, 'readme.txt');
    const { data } = (await response.json()) as { data: { checksum: string } };
    const expected = [...new Uint8Array(await crypto.subtle.digest('SHA-256', TXT))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    expect(data.checksum).toBe(expected);
  });

  it('ignores a spoofed content type: a PDF sent as image/png is stored as a PDF', async () => {
    const response = await upload(PDF, 'fake.png', { type: 'image/png' });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { data: { mimeType: string } }).data.mimeType).toBe(
      'application/pdf',
    );
  });

  it('rejects a GIF with the message docs/product.md#validation gives', async () => {
    const response = await upload(GIF, 'animation.gif', { type: 'image/gif' });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toBe(
      'Unsupported file type: image/gif. Allowed: PNG, JPEG, PDF, TXT',
    );
  });

  it('rejects an HTML page renamed to .png and sent as image/png', async () => {
    const response = await upload(HTML, 'innocent.png', { type: 'image/png' });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toBe(
      'Unsupported file type: text/html. Allowed: PNG, JPEG, PDF, TXT',
    );
  });

  it('rejects binary content it cannot identify as unknown', async () => {
    const response = await upload(new Uint8Array([0, 1, 2, 3, 250, 251]), 'blob.bin');
    expect(await errorOf(response)).toBe(
      'Unsupported file type: unknown. Allowed: PNG, JPEG, PDF, TXT',
    );
  });

  it('rejects a text file that turns binary after its first bytes', async () => {
    const content = new Uint8Array(10_000).fill(0x61);
    content[9_000] = 0;
    const response = await upload(content, 'sneaky.txt', { type: 'text/plain' });
    expect(response.status).toBe(415);
  });

  it('rejects an empty file', async () => {
    const response = await upload(new Uint8Array(0), 'empty.txt');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('The file is empty');
  });

  it('rejects 20 MB + 1 byte with 413 and the message docs/product.md#validation gives', async () => {
    const content = new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x61);
    const response = await upload(content, 'huge.txt');
    expect(response.status).toBe(413);
    expect(await errorOf(response)).toBe('File too large: 20.0 MB. Max 20 MB');
  });

  it('accepts exactly 20 MB', async () => {
    const content = new Uint8Array(MAX_UPLOAD_BYTES).fill(0x61);
    const response = await upload(content, 'limit.txt');
    expect(response.status).toBe(201);
  });

  it.each([
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\me\\secret.txt', 'secret.txt'],
    ['evil\u202Etxt.exe.txt', 'eviltxt.exe.txt'],
    ['tab\there\u0007\u200B.txt', 'tab here.txt'],
    ['  spaced    out .txt  ', 'spaced out .txt'],
    ['...', 'unnamed.txt'],
    ['<script>alert(1)</script>.txt', 'script.txt'],
  ])('cleans the hostile file name %j', async (raw, cleaned) => {
    const response = await upload(TXT, raw);
    expect(response.status).toBe(201);
    const { name } = ((await response.json()) as { data: { name: string } }).data;
    expect(name).toBe(cleaned);
  });

  it.each([
    ['poly.html', PNG, 'poly.png'],
    ['page.html', text('hello <b>world</b>'), 'page.txt'],
    ['scan', PDF, 'scan.pdf'],
    ['photo.jpeg', JPEG, 'photo.jpeg'],
  ])('names %j after the type its bytes are: %j', async (raw, content, named) => {
    const response = await upload(content, raw);
    expect(response.status).toBe(201);
    const { name } = ((await response.json()) as { data: { name: string } }).data;
    expect(name).toBe(named);
  });

  it.each(['MZ is my initials', 'BMW notes'])(
    'stores ordinary text starting %j as text',
    async (value) => {
      const response = await upload(text(value), 'notes.txt');
      expect(response.status).toBe(201);
      const body = (await response.json()) as { data: { mimeType: string } };
      expect(body.data.mimeType).toBe('text/plain');
    },
  );

  it('limits a long file name to 200 characters and keeps its extension', async () => {
    const response = await upload(TXT, `${'a'.repeat(500)}.txt`);
    const { name } = ((await response.json()) as { data: { name: string } }).data;
    expect(name).toHaveLength(200);
    expect(name.endsWith('.txt')).toBe(true);
  });

  it('requires a userId', async () => {
    const response = await upload(TXT, 'a.txt', { userId: undefined });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('userId is required');
  });

  it('rejects a userId of the wrong form', async () => {
    const response = await upload(TXT, 'a.txt', { userId: 'Robert"); DROP TABLE' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(
      'userId must be 3 to 64 lower-case letters, digits or hyphens, starting with a letter or digit',
    );
  });

  it('requires a multipart body', async () => {
    const response = await SELF.fetch(`${BASE}/upload`, {
      method: 'POST',
      body: JSON.stringify({ file: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toBe(
      'Expected a multipart/form-data body with the fields file and userId',
    );
  });

  it('requires the file field to be a file', async () => {
    const form = new FormData();
    form.append('file', 'just text');
    form.append('userId', 'demo-user');
    const response = await SELF.fetch(`${BASE}/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(
      'Missing field: file (send the file as a multipart file part)',
    );
  });
});
