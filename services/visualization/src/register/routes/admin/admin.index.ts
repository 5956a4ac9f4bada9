import { createRoutes, bodyReadByHandler } from '@repo/service-kit/openapi';
import type { VisualizationEnv } from '../../../env';
import {
  beginImport,
  commitImportRows,
  getImportStatus,
  getStatus,
  requireAdminToken,
  reset,
  seed,
  stageImportRows,
} from './admin.handlers';
import {
  beginImportRoute,
  commitImportRoute,
  importRowsRoute,
  importStatusRoute,
  resetRoute,
  seedRoute,
  statusRoute,
} from './admin.routes';

/**
 * Registry administration, used by `npm start` and `npm run registry:seed` through the
 * gateway with the admin bearer token (ADMIN_TOKEN: service-kit's admin-token.ts). The handlers
 * read their JSON bodies themselves, so a body that is not a JSON object gets their 400.
 */
export const adminRouter = createRoutes<VisualizationEnv>();
adminRouter.use('/api/nzbn/admin/*', requireAdminToken);
adminRouter
  .openapi(statusRoute, getStatus)
  .openapi(resetRoute, reset)
  .openapi(beginImportRoute, beginImport)
  .openapi(importStatusRoute, getImportStatus)
  .openapi(bodyReadByHandler(importRowsRoute), stageImportRows)
  .openapi(bodyReadByHandler(commitImportRoute), commitImportRows)
  .openapi(bodyReadByHandler(seedRoute), seed);
