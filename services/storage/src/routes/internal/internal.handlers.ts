import type { RouteHandler } from '@hono/zod-openapi';
import { ok } from '@repo/service-kit/respond';
import type { StorageEnv } from '../../env';
import { outboxState } from '../../lib/file-events';
import { readHoldings } from '../../lib/holdings';
import { LEARNER_FILES_PER_CALL } from '@repo/contracts/files';
import { listStoredFiles } from '../../lib/file-repository';
import { removeFile } from '../../lib/remove-file';
import type { holdingsRoute, outboxRoute, removeLearnerFilesRoute } from './internal.routes';

/** What storage holds, for the users service's reconciliation (binding only). */
export const getHoldings: RouteHandler<typeof holdingsRoute, StorageEnv> = async (c) => {
  const { after, limit } = c.req.valid('query');
  return ok(c, await readHoldings(c.env.STORAGE_DB, after, limit));
};

/** What waits in the outbox, for the lab's map (binding only). */
export const getOutbox: RouteHandler<typeof outboxRoute, StorageEnv> = async (c) =>
  ok(c, await outboxState(c.env.STORAGE_DB));

/**
 * Removes a page of a learner's files, each as a user's delete does (its `file.deleted` event
 * in the outbox, for the sweep to send), for the cleanup of expired lab sessions (binding only).
 */
export const removeLearnerFiles: RouteHandler<typeof removeLearnerFilesRoute, StorageEnv> = async (
  c,
) => {
  const { userId } = c.req.valid('param');
  const page = { page: 1, pageSize: LEARNER_FILES_PER_CALL, userId };
  const { files, total } = await listStoredFiles(c.env.STORAGE_DB, page);
  let removed = 0;
  for (const file of files) {
    if (await removeFile(c.env, file.id)) removed += 1;
  }
  return ok(c, { removed, remaining: Math.max(0, total - removed) });
};
