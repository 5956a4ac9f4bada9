import type { FileEvent } from '@repo/contracts/file-events';
import type { StoredFile } from '@repo/contracts/files';
import { HTTPException } from 'hono/http-exception';
import type { StorageBindings } from '../env';
import { enqueueEvent, fileEvent } from './file-events';
import { deleteRow, markDeleting, markStored } from './file-repository';

export const DELETE_NOT_DONE_MESSAGE =
  'Delete failed: the file could not be removed from storage and is still listed. Please try again.';

/**
 * Deletes a stored file: out of the listing first, then the blob, then in one batch the
 * row goes and its `file.deleted` event enters the outbox. If the blob cannot be removed
 * the file is listed again as it was; if the last step fails the sweep finishes it.
 * Undefined when there is no stored file with this id.
 */
export async function removeFile(env: StorageBindings, id: string): Promise<FileEvent | undefined> {
  const now = new Date().toISOString();
  const file = await markDeleting(env.STORAGE_DB, id, now);
  if (!file) return undefined;
  try {
    await env.FILES.delete(id);
  } catch (error) {
    console.error(`Delete ${id}: the blob could not be removed:`, error);
    await markStored(env.STORAGE_DB, id, 'deleting', now).run();
    throw new HTTPException(500, { message: DELETE_NOT_DONE_MESSAGE });
  }
  return finishDelete(env, file);
}

/** The last step of a delete, shared with the sweep: the row goes with its event. */
export async function finishDelete(env: StorageBindings, file: StoredFile): Promise<FileEvent> {
  const event = fileEvent('file.deleted', file, new Date().toISOString());
  await env.STORAGE_DB.batch([
    enqueueEvent(env.STORAGE_DB, event, 'deleting'),
    deleteRow(env.STORAGE_DB, file.id, 'deleting'),
  ]);
  return event;
}
