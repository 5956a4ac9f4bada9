import type { RouteHandler } from '@hono/zod-openapi';
import { ok } from '@repo/service-kit/respond';
import type { VisualizationEnv } from '../../../env';
import { readTopology } from '../../lib/topology/read-topology';
import type { topologyRoute } from './topology.routes';

export const getTopology: RouteHandler<typeof topologyRoute, VisualizationEnv> = async (c) =>
  ok(c, await readTopology(c.env.OBSERVABILITY_DB));
