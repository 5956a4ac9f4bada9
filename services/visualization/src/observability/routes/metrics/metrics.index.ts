import { createRoutes } from '@repo/service-kit/openapi';
import type { VisualizationEnv } from '../../../env';
import * as handlers from './metrics.handlers';
import * as routes from './metrics.routes';

export const metricsRouter = createRoutes<VisualizationEnv>()
  .openapi(routes.timeseriesRoute, handlers.getTimeseries)
  .openapi(routes.quantilesRoute, handlers.getTimeseriesQuantiles)
  .openapi(routes.serviceMetricsRoute, handlers.getServiceMetrics)
  .openapi(routes.operationMetricsRoute, handlers.getOperationMetrics)
  .openapi(routes.healthRecordsRoute, handlers.getHealthRecords)
  .openapi(routes.uptimeRoute, handlers.getUptime)
  .openapi(routes.summaryRoute, handlers.getSummary);
