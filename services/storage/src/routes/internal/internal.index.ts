import { createRoutes } from '@repo/service-kit/openapi';
import type { StorageEnv } from '../../env';
import { getHoldings, getOutbox, removeLearnerFiles } from './internal.handlers';
import { holdingsRoute, outboxRoute, removeLearnerFilesRoute } from './internal.routes';

/** Routes for other services only: the gateway forwards no `/internal` path. */
export const internalRouter = createRoutes<StorageEnv>()
  .openapi(holdingsRoute, getHoldings)
  .openapi(outboxRoute, getOutbox)
  .openapi(removeLearnerFilesRoute, removeLearnerFiles);
