import type { RouteHandler } from '@hono/zod-openapi';
import { ok } from '@repo/service-kit/respond';
import type { StorageEnv } from '../../env';
import { outboxState } from '../../lib/file-events';
import { readHoldings } from '../../lib/holdings';
import type { holdingsRoute, outboxRoute } from './internal.routes';

/** What storage holds, for the users service's reconciliation (binding only). */
export const getHoldings: RouteHandler<typeof holdingsRoute, StorageEnv> = async (c) => {
  const { after, limit } = c.req.valid('query');
  return ok(c, await readHoldings(c.env.STORAGE_DB, after, limit));
};

/** What waits in the outbox, for the lab's map (binding only). */
export const getOutbox: RouteHandler<typeof outboxRoute, StorageEnv> = async (c) =>
  ok(c, await outboxState(c.env.STORAGE_DB));
