import { Hono } from 'hono';
import type { VisualizationEnv } from '../../env';
import {
  getHealthRecords,
  getOperationMetrics,
  getServiceMetrics,
  getSummary,
  getTimeseries,
  getTimeseriesQuantiles,
  getUptime,
} from './metrics.handlers';

export const metricsRoutes = new Hono<VisualizationEnv>()
  .get('/api/metrics/timeseries', getTimeseries)
  .get('/api/metrics/timeseries-quantiles', getTimeseriesQuantiles)
  .get('/api/metrics/services', getServiceMetrics)
  .get('/api/metrics/operations', getOperationMetrics)
  .get('/api/metrics/health', getHealthRecords)
  .get('/api/metrics/uptime', getUptime)
  .get('/api/metrics/summary', getSummary);
