import { Hono } from 'hono';
import type { VisualizationEnv } from '../../env';
import { getDistribution, getEntity, getRegistrations, searchRegistry } from './registry.handlers';

export const registryRoutes = new Hono<VisualizationEnv>()
  .get('/api/nzbn/search', searchRegistry)
  .get('/api/nzbn/entities/:nzbn', getEntity)
  .get('/api/nzbn/analytics/registrations', getRegistrations)
  .get('/api/nzbn/analytics/distribution', getDistribution);
