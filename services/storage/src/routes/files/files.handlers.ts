import type { RouteHandler } from '@hono/zod-openapi';
import { errorEnvelope } from '@repo/contracts/envelope';
import type { StoredFile } from '@repo/contracts/files';
import { DEMO_USER_ID, userIdSchema } from '@repo/contracts/users';
import type { WithoutBody } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { Context } from 'hono';
import type { StorageEnv } from '../../env';
import {
  classLearner,
  otherLearnerMessage,
  UPLOAD_NEEDS_SESSION_MESSAGE,
} from '@repo/service-kit/lab/class-learner';
import { cleanFileName } from '../../lib/clean-file-name';
import { downloadHeaders } from '../../lib/download-headers';
import { publishOutbox } from '../../lib/file-events';
import { findStoredFile, listStoredFiles } from '../../lib/file-repository';
import { inspectFile } from '../../lib/inspect-file';
import { readUploadForm } from '../../lib/read-upload';
import { removeFile } from '../../lib/remove-file';
import { storeFile } from '../../lib/store-file';
import type {
  deleteFileRoute,
  downloadRoute,
  fileMetadataRoute,
  listFilesRoute,
  uploadRoute,
} from './files.routes';

type StorageContext = Context<StorageEnv>;

const fileNotFound = (c: StorageContext, id: string) =>
  c.json(errorEnvelope(`File not found: ${id}`), 404);

/** The stored file, unless class mode keeps it from this request's learner. */
async function ownFile(c: StorageContext, id: string): Promise<StoredFile | undefined> {
  const learner = classLearner(c.env);
  const file = await findStoredFile(c.env.STORAGE_DB, id);
  return file && (learner === undefined || file.userId === learner) ? file : undefined;
}

/** Publishes an event right after the response; the sweep retries whatever this misses. */
function publishSoon(c: StorageContext, eventId: string) {
  c.executionCtx.waitUntil(
    publishOutbox(c.env.STORAGE_DB, c.env.FILE_EVENTS, { eventId }).catch((error: unknown) => {
      console.warn(`Event ${eventId} left in the outbox for the sweep:`, error);
    }),
  );
}

/** Recorded as a `file.upload` operation: a refused or failed upload counts as a failure. */
export const uploadFile: RouteHandler<WithoutBody<typeof uploadRoute>, StorageEnv> = (c) => {
  return c.get('telemetry').time('file.upload', async () => {
    const learner = classLearner(c.env);
    // Refused before the body is read: no learner's files would ever remove it.
    if (learner === DEMO_USER_ID) return c.json(errorEnvelope(UPLOAD_NEEDS_SESSION_MESSAGE), 401);
    const form = await readUploadForm(c.req.raw);
    const userId = parseInput(userIdSchema, form.userId);
    if (learner !== undefined && userId !== learner) {
      return c.json(errorEnvelope(otherLearnerMessage(learner, userId)), 403);
    }
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
};

export const listFiles: RouteHandler<typeof listFilesRoute, StorageEnv> = async (c) => {
  const asked = c.req.valid('query');
  const learner = classLearner(c.env);
  if (learner !== undefined && asked.userId !== undefined && asked.userId !== learner) {
    return c.json(errorEnvelope(otherLearnerMessage(learner, asked.userId)), 403);
  }
  const query = { ...asked, userId: learner ?? asked.userId };
  const { files, total } = await listStoredFiles(c.env.STORAGE_DB, query);
  return ok(c, { files, page: query.page, pageSize: query.pageSize, total });
};

export const getFileMetadata: RouteHandler<typeof fileMetadataRoute, StorageEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const file = await ownFile(c, id);
  if (!file) return fileNotFound(c, id);
  return ok(c, file);
};

/** Recorded as a `file.delete` operation. */
export const deleteFile: RouteHandler<typeof deleteFileRoute, StorageEnv> = (c) => {
  const { id } = c.req.valid('param');
  return c.get('telemetry').time('file.delete', async () => {
    if (!(await ownFile(c, id))) return fileNotFound(c, id);
    const event = await removeFile(c.env, id);
    if (!event) return fileNotFound(c, id);
    publishSoon(c, event.id);
    return ok(c, { id });
  });
};

export const downloadFile: RouteHandler<typeof downloadRoute, StorageEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const file = await ownFile(c, id);
  const object = file ? await c.env.FILES.get(id) : null;
  if (!file || !object) return fileNotFound(c, id);
  return new Response(object.body, { status: 200, headers: downloadHeaders(file) });
};
