// Stored files and a fake storage API, for the storage widget's tests.
import type { StoredFile } from '@repo/contracts/files';
import { vi } from 'vitest';

export const FILE_LIST_URL = '/api/storage/files?page=1&pageSize=10';

export function storedFile(overrides: Partial<StoredFile> = {}): StoredFile {
  return {
    id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    name: 'notes.txt',
    size: 1_258_291,
    mimeType: 'text/plain',
    userId: 'demo-user',
    createdAt: '2026-07-01T10:00:00.000Z',
    checksum: 'a'.repeat(64),
    ...overrides,
  };
}

export function fileListBody(files: StoredFile[], total = files.length) {
  return { success: true, data: { files, page: 1, pageSize: 10, total } };
}

interface StorageApiOptions {
  /** Answers a DELETE instead of removing the file from the list. */
  deleteAnswer?: () => Response;
}

/** Stubs fetch to list `files` and delete from them, like the storage service would. */
export function stubStorageApi(files: StoredFile[], { deleteAnswer }: StorageApiOptions = {}) {
  let stored = files;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'DELETE') {
      if (deleteAnswer) return Promise.resolve(deleteAnswer());
      const id = url.split('/').at(-1) ?? '';
      stored = stored.filter((file) => file.id !== id);
      return Promise.resolve(Response.json({ success: true, data: { id } }));
    }
    if (url === FILE_LIST_URL) return Promise.resolve(Response.json(fileListBody(stored)));
    return Promise.reject(new TypeError(`unexpected request to ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
