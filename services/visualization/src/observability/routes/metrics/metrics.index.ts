import { createRoutes } from '@repo/service-kit/openapi';
import type { VisualizationEnv } from '../../../env';
import {
  getHealthRecords,
  getOperationMetrics,
  getServiceMetrics,
  getSummary,
  getTimeseries,
  getTimeseriesQuantiles,
  getUptime,
} from './metrics.handlers';
import {
  healthRecordsRoute,
  operationMetricsRoute,
  quantilesRoute,
  serviceMetricsRoute,
  summaryRoute,
  timeseriesRoute,
  uptimeRoute,
} from './metrics.routes';

export const metricsRouter = createRoutes<VisualizationEnv>()
  .openapi(timeseriesRoute, getTimeseries)
  .openapi(quantilesRoute, getTimeseriesQuantiles)
  .openapi(serviceMetricsRoute, getServiceMetrics)
  .openapi(operationMetricsRoute, getOperationMetrics)
  .openapi(healthRecordsRoute, getHealthRecords)
  .openapi(uptimeRoute, getUptime)
  .openapi(summaryRoute, getSummary);
