import type { RouteHandler } from '@hono/zod-openapi';
import { ok } from '@repo/service-kit/respond';
import type { VisualizationEnv } from '../../../env';
import { readOutbox } from '../../lib/topology/read-outbox';
import { readTopology, withOutbox } from '../../lib/topology/read-topology';
import type { topologyRoute } from './topology.routes';

export const getTopology: RouteHandler<typeof topologyRoute, VisualizationEnv> = async (c) => {
  const [topology, outbox] = await Promise.all([
    readTopology(c.env.OBSERVABILITY_DB),
    readOutbox(c.env.STORAGE),
  ]);
  return ok(c, withOutbox(topology, outbox));
};
