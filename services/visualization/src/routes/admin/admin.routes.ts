import { Hono } from 'hono';
import type { VisualizationEnv } from '../../env';
import {
  beginImport,
  getImportStatus,
  commitImportRows,
  getStatus,
  requireAdminToken,
  reset,
  seed,
  stageImportRows,
} from './admin.handlers';

/**
 * Registry administration, used by `npm start` and `npm run registry:seed` through the
 * gateway with an admin bearer token (see lib/registry/store/admin-tokens.ts).
 */
export const adminRoutes = new Hono<VisualizationEnv>()
  .use('/api/nzbn/admin/*', requireAdminToken)
  .get('/api/nzbn/admin/status', getStatus)
  .post('/api/nzbn/admin/reset', reset)
  .post('/api/nzbn/admin/import/begin', beginImport)
  .get('/api/nzbn/admin/import/status', getImportStatus)
  .post('/api/nzbn/admin/import/rows', stageImportRows)
  .post('/api/nzbn/admin/import/commit', commitImportRows)
  .post('/api/nzbn/admin/seed', seed);
