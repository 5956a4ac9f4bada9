import type { FileEvent } from '@repo/contracts/file-events';
import type { StoredFile } from '@repo/contracts/files';
import { HTTPException } from 'hono/http-exception';
import type { StorageBindings } from '../env';
import { enqueueEvent, fileEvent } from './file-events';
import { deleteRow, insertPendingFile, markStored } from './file-repository';

export const UPLOAD_NOT_STORED_MESSAGE =
  'Upload failed: the file could not be stored and nothing was kept. Please try again.';

/**
 * Stores a checked file: a pending row (never listed), then the blob, then in one batch
 * the row becomes 'stored' with its `file.uploaded` event in the outbox. Any failure
 * removes what was written, so a file is listed only with its blob, and a blob always
 * has a row (pending ones are finished by the sweep if this request dies midway).
 */
export async function storeFile(
  env: StorageBindings,
  file: StoredFile,
  content: Blob,
): Promise<FileEvent> {
  await insertPendingFile(env.STORAGE_DB, file).run();
  try {
    await env.FILES.put(file.id, content, {
      httpMetadata: { contentType: file.mimeType },
      sha256: file.checksum,
    });
    const event = fileEvent('file.uploaded', file, new Date().toISOString());
    const [, stored] = await env.STORAGE_DB.batch([
      enqueueEvent(env.STORAGE_DB, event, 'pending'),
      markStored(env.STORAGE_DB, file.id, 'pending', event.occurredAt),
    ]);
    if (stored?.meta.changes !== 1)
      throw new Error('the pending upload was swept before it finished');
    return event;
  } catch (error) {
    await discardPending(env, file.id).catch((cleanupError: unknown) => {
      console.error(`Upload ${file.id}: cleanup left for the sweep:`, cleanupError);
    });
    console.error(`Upload ${file.id} failed:`, error);
    throw new HTTPException(500, { message: UPLOAD_NOT_STORED_MESSAGE });
  }
}

/** Removes a pending upload: the blob first, so a failure still leaves a row to sweep. */
export async function discardPending(env: StorageBindings, id: string): Promise<void> {
  const row = await env.STORAGE_DB.prepare('SELECT state FROM files WHERE id = ?1')
    .bind(id)
    .first<{ state: string }>();
  if (row !== null && row.state !== 'pending') return;
  await env.FILES.delete(id);
  await deleteRow(env.STORAGE_DB, id, 'pending').run();
}
