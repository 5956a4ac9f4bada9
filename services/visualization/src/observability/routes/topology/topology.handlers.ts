import type { RouteHandler } from '@hono/zod-openapi';
import { labSessionScope } from '@repo/session/scope';
import { ok } from '@repo/service-kit/respond';
import type { VisualizationEnv } from '../../../env';
import { readOutbox } from '../../lib/topology/read-outbox';
import { readTopology, withOutbox } from '../../lib/topology/read-topology';
import type { topologyRoute } from './topology.routes';

/** Everyone's traffic, each edge with the share the caller's lab session made. */
export const getTopology: RouteHandler<typeof topologyRoute, VisualizationEnv> = async (c) => {
  const session = labSessionScope();
  const [topology, outbox] = await Promise.all([
    readTopology(c.env.OBSERVABILITY_DB, Date.now(), session),
    readOutbox(c.env.STORAGE),
  ]);
  return ok(c, withOutbox(topology, outbox));
};
