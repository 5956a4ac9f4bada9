import { fileListSchema, storedFileSchema, type StoredFile } from '@repo/contracts/files';
import { env, SELF } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { BASE, PDF, PNG, TXT, upload } from '../../../test/fixtures';

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

async function uploaded(
  content: Uint8Array,
  name: string,
  userId = 'demo-user',
): Promise<StoredFile> {
  const response = await upload(content, name, { userId });
  expect(response.status).toBe(201);
  return storedFileSchema.parse(((await response.json()) as { data: unknown }).data);
}

async function list(query = '') {
  const response = await SELF.fetch(`${BASE}/files${query}`);
  expect(response.status).toBe(200);
  return fileListSchema.parse(((await response.json()) as { data: unknown }).data);
}

beforeEach(async () => {
  await env.STORAGE_DB.batch([
    env.STORAGE_DB.prepare('DELETE FROM files'),
    env.STORAGE_DB.prepare('DELETE FROM outbox'),
  ]);
});

describe('GET /api/storage/files', () => {
  it('lists stored files newest first with the default page size of 20', async () => {
    const first = await uploaded(TXT, 'first.txt');
    const second = await uploaded(PNG, 'second.png');
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 2 });
    expect(page.files.map((file) => file.id)).toEqual([second.id, first.id]);
  });

  it('pages through the files', async () => {
    for (let i = 0; i < 5; i += 1) await uploaded(TXT, `note-${i}.txt`);
    const pageTwo = await list('?page=2&pageSize=2');
    expect(pageTwo).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(pageTwo.files.map((file) => file.name)).toEqual(['note-2.txt', 'note-1.txt']);
    expect((await list('?page=9&pageSize=2')).files).toEqual([]);
  });

  it('filters by user', async () => {
    await uploaded(TXT, 'mine.txt', 'demo-user');
    await uploaded(TXT, 'theirs.txt', 'another-user');
    const page = await list('?userId=another-user');
    expect(page.total).toBe(1);
    expect(page.files[0]?.name).toBe('theirs.txt');
  });

  it.each([
    ['?page=0', 'page must be a whole number of at least 1'],
    ['?page=-1', 'page must be a whole number of at least 1'],
    ['?page=abc', 'page must be a whole number of at least 1'],
    ['?page=1.5', 'page must be a whole number of at least 1'],
    ['?pageSize=0', 'pageSize must be a whole number from 1 to 100'],
    ['?pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    [
      '?userId=NOT%20VALID',
      'userId must be 3 to 64 lower-case letters, digits or hyphens, starting with a letter or digit',
    ],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await SELF.fetch(`${BASE}/files${query}`);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe(message);
  });
});

describe('GET /api/storage/files/{id}/metadata', () => {
  it('returns the stored file', async () => {
    const file = await uploaded(PDF, 'paper.pdf');
    const response = await SELF.fetch(`${BASE}/files/${file.id}/metadata`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown }).data).toEqual(file);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = crypto.randomUUID();
    const missing = await SELF.fetch(`${BASE}/files/${unknown}/metadata`);
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toBe(`File not found: ${unknown}`);
    const malformed = await SELF.fetch(`${BASE}/files/not-an-id/metadata`);
    expect(malformed.status).toBe(400);
    expect(await errorOf(malformed)).toBe('File id must be a UUID');
  });
});

describe('GET /api/storage/download/{id}', () => {
  it('streams the same bytes with headers that keep it from running on our origin', async () => {
    const file = await uploaded(PNG, 'Māori map "final".png');
    const response = await SELF.fetch(`${BASE}/download/${file.id}`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-length')).toBe(String(PNG.byteLength));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="M_ori map _final_.png"; filename*=UTF-8''M%C4%81ori%20map%20%22final%22.png`,
    );
  });

  it('answers 404 for an unknown id', async () => {
    const response = await SELF.fetch(`${BASE}/download/${crypto.randomUUID()}`);
    expect(response.status).toBe(404);
  });
});

describe('DELETE /api/storage/files/{id}', () => {
  it('removes the row and the blob and queues a file.deleted event', async () => {
    const file = await uploaded(TXT, 'gone.txt');
    const response = await SELF.fetch(`${BASE}/files/${file.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { id: file.id } });
    expect((await list()).total).toBe(0);
    expect(await env.FILES.head(file.id)).toBeNull();
  });

  it('answers 404 with a clear message for an unknown id, also the second time', async () => {
    const file = await uploaded(TXT, 'once.txt');
    await SELF.fetch(`${BASE}/files/${file.id}`, { method: 'DELETE' });
    const again = await SELF.fetch(`${BASE}/files/${file.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(await errorOf(again)).toBe(`File not found: ${file.id}`);
  });
});

describe('file events', () => {
  it('publishes each upload and delete from the outbox, leaving it empty', async () => {
    const file = await uploaded(TXT, 'event.txt');
    await SELF.fetch(`${BASE}/files/${file.id}`, { method: 'DELETE' });
    await expect
      .poll(
        async () =>
          (await env.STORAGE_DB.prepare('SELECT count(*) AS n FROM outbox').first<{ n: number }>())
            ?.n,
      )
      .toBe(0);
  });
});
