import { FILE_LIST_MAX_PAGE_SIZE, fileListSchema, storedFileSchema } from '@repo/contracts/files';
import { userSchema } from '@repo/contracts/users';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

async function usage() {
  const response = await fetch(`${baseUrl}/api/users/demo-user`);
  return userSchema.parse(((await response.json()) as { data: unknown }).data).usage;
}

/** What usage must become once every file event is consumed: the stored files in all. */
async function storedTotals() {
  let fileCount = 0;
  let bytes = 0;
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `${baseUrl}/api/storage/files?page=${page}&pageSize=${FILE_LIST_MAX_PAGE_SIZE}`,
    );
    const list = fileListSchema.parse(((await response.json()) as { data: unknown }).data);
    fileCount += list.files.length;
    bytes += list.files.reduce((sum, file) => sum + file.size, 0);
    if (list.files.length < FILE_LIST_MAX_PAGE_SIZE) return { fileCount, bytes };
  }
}

describe('storage through the gateway, with usage kept by the queue consumer', () => {
  it('uploads, lists, downloads and deletes a file, and usage follows asynchronously', async () => {
    // Earlier tests' file events may still be on their way to the consumer: start from
    // usage that has caught up with what storage holds.
    const before = await storedTotals();
    await expect.poll(usage, { timeout: 10_000, interval: 250 }).toEqual(before);

    const form = new FormData();
    form.append('file', new File([PNG], 'system-test.png', { type: 'image/png' }));
    form.append('userId', 'demo-user');
    const created = await fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form });
    expect(created.status).toBe(201);
    const file = storedFileSchema.parse(((await created.json()) as { data: unknown }).data);

    const listed = await fetch(`${baseUrl}/api/storage/files?page=1&pageSize=10`);
    const page = fileListSchema.parse(((await listed.json()) as { data: unknown }).data);
    expect(page.files.map((entry) => entry.id)).toContain(file.id);

    const download = await fetch(`${baseUrl}/api/storage/download/${file.id}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
    expect(download.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

    await expect
      .poll(usage, { timeout: 10_000, interval: 250 })
      .toEqual({ fileCount: before.fileCount + 1, bytes: before.bytes + PNG.byteLength });

    const removed = await fetch(`${baseUrl}/api/storage/files/${file.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    await expect.poll(usage, { timeout: 10_000, interval: 250 }).toEqual(before);
  });

  it('refuses a file over 20 MB through the gateway with 413 and the documented message', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(21 * 1024 * 1024)], 'big.txt'));
    form.append('userId', 'demo-user');
    const response = await fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'File too large: 21.0 MB. Max 20 MB' },
    });
  });
});
