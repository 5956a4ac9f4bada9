import { errorEnvelope } from '@repo/contracts/envelope';
import {
  FILE_LIST_DEFAULT_PAGE_SIZE,
  FILE_LIST_MAX_PAGE_SIZE,
  fileIdSchema,
  type StoredFile,
} from '@repo/contracts/files';
import { userIdSchema } from '@repo/contracts/users';
import { pagingShape } from '@repo/service-kit/paging';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { Context } from 'hono';
import * as z from 'zod';
import type { StorageEnv } from '../../env';
import { cleanFileName } from '../../lib/clean-file-name';
import { downloadHeaders } from '../../lib/download-headers';
import { publishOutbox } from '../../lib/file-events';
import { findStoredFile, listStoredFiles } from '../../lib/file-repository';
import { inspectFile } from '../../lib/inspect-file';
import { readUploadForm } from '../../lib/read-upload';
import { removeFile } from '../../lib/remove-file';
import { storeFile } from '../../lib/store-file';

type StorageContext = Context<StorageEnv>;

const listQuerySchema = z.object({
  ...pagingShape({
    defaultPageSize: FILE_LIST_DEFAULT_PAGE_SIZE,
    maxPageSize: FILE_LIST_MAX_PAGE_SIZE,
  }),
  userId: userIdSchema.optional(),
});

const fileNotFound = (c: StorageContext, id: string) =>
  c.json(errorEnvelope(`File not found: ${id}`), 404);

const fileIdParam = (c: StorageContext) => parseInput(fileIdSchema, c.req.param('id'));

/** Publishes an event right after the response; the sweep retries whatever this misses. */
function publishSoon(c: StorageContext, eventId: string) {
  c.executionCtx.waitUntil(
    publishOutbox(c.env.STORAGE_DB, c.env.FILE_EVENTS, { eventId }).catch((error: unknown) => {
      console.warn(`Event ${eventId} left in the outbox for the sweep:`, error);
    }),
  );
}

/** Recorded as a `file.upload` operation: a refused or failed upload counts as a failure. */
export function uploadFile(c: StorageContext) {
  return c.get('telemetry').time('file.upload', async () => {
    const form = await readUploadForm(c.req.raw);
    const userId = parseInput(userIdSchema, form.userId);
    const { mimeType, checksum } = await inspectFile(form.file);
    const file: StoredFile = {
      id: crypto.randomUUID(),
      name: cleanFileName(form.fileName, mimeType),
      size: form.file.size,
      mimeType,
      userId,
      createdAt: new Date().toISOString(),
      checksum,
    };
    const event = await storeFile(c.env, file, form.file);
    publishSoon(c, event.id);
    return ok(c, file, 201);
  });
}

export async function listFiles(c: StorageContext) {
  const query = parseInput(listQuerySchema, c.req.query());
  const { files, total } = await listStoredFiles(c.env.STORAGE_DB, query);
  return ok(c, { files, page: query.page, pageSize: query.pageSize, total });
}

export async function getFileMetadata(c: StorageContext) {
  const id = fileIdParam(c);
  const file = await findStoredFile(c.env.STORAGE_DB, id);
  if (!file) return fileNotFound(c, id);
  return ok(c, file);
}

/** Recorded as a `file.delete` operation. */
export function deleteFile(c: StorageContext) {
  return c.get('telemetry').time('file.delete', async () => {
    const id = fileIdParam(c);
    const event = await removeFile(c.env, id);
    if (!event) return fileNotFound(c, id);
    publishSoon(c, event.id);
    return ok(c, { id });
  });
}

export async function downloadFile(c: StorageContext) {
  const id = fileIdParam(c);
  const file = await findStoredFile(c.env.STORAGE_DB, id);
  const object = file ? await c.env.FILES.get(id) : null;
  if (!file || !object) return fileNotFound(c, id);
  return new Response(object.body, { status: 200, headers: downloadHeaders(file) });
}
