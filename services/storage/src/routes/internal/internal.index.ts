import { createRoutes } from '@repo/service-kit/openapi';
import type { StorageEnv } from '../../env';
import { getHoldings, getOutbox } from './internal.handlers';
import { holdingsRoute, outboxRoute } from './internal.routes';

/** Routes for other services only: the gateway forwards no `/internal` path. */
export const internalRouter = createRoutes<StorageEnv>()
  .openapi(holdingsRoute, getHoldings)
  .openapi(outboxRoute, getOutbox);
