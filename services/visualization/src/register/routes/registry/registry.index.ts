import { createRoutes } from '@repo/service-kit/openapi';
import type { VisualizationEnv } from '../../../env';
import { getDistribution, getEntity, getRegistrations, searchRegistry } from './registry.handlers';
import { distributionRoute, entityRoute, registrationsRoute, searchRoute } from './registry.routes';

export const registryRouter = createRoutes<VisualizationEnv>()
  .openapi(searchRoute, searchRegistry)
  .openapi(entityRoute, getEntity)
  .openapi(registrationsRoute, getRegistrations)
  .openapi(distributionRoute, getDistribution);
