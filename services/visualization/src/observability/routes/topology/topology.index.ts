import { createRoutes } from '@repo/service-kit/openapi';
import type { VisualizationEnv } from '../../../env';
import { getTopology } from './topology.handlers';
import { topologyRoute } from './topology.routes';

export const topologyRouter = createRoutes<VisualizationEnv>().openapi(topologyRoute, getTopology);
