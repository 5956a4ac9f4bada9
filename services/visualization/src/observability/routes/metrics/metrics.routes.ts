import { z } from '@hono/zod-openapi';
import {
  healthRecordSchema,
  operationMetricsSchema,
  quantilePointsSchema,
  serviceMetricsSchema,
  summarySchema,
  timeseriesSchema,
  uptimeDistributionSchema,
} from '@repo/contracts/metrics';
import { readRoute } from '@repo/service-kit/openapi';
import { quantilesQuerySchema, rangeQuerySchema, timeseriesQuerySchema } from './metrics.schemas';

/** A metrics read: a GET of `path` taking `query`, answering `data` in the envelope. */
const metricsRoute = <P extends string, Q extends z.ZodObject, D extends z.ZodType>(
  path: P,
  summary: string,
  query: Q,
  data: D,
) => readRoute({ path, tags: ['Metrics'], summary, request: { query }, data });

const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const timeseriesRoute = metricsRoute(
  '/api/metrics/timeseries',
  "A service's requests, errors or average latency over a range",
  timeseriesQuerySchema,
  timeseriesSchema,
);
export const quantilesRoute = metricsRoute(
  '/api/metrics/timeseries-quantiles',
  "A service's latency quantiles over a range",
  quantilesQuerySchema,
  quantilePointsSchema,
);
export const serviceMetricsRoute = metricsRoute(
  '/api/metrics/services',
  'Each service over a range',
  rangeQuerySchema,
  itemsOf(serviceMetricsSchema),
);
export const operationMetricsRoute = metricsRoute(
  '/api/metrics/operations',
  'Each operation over a range',
  rangeQuerySchema,
  itemsOf(operationMetricsSchema),
);
export const healthRecordsRoute = metricsRoute(
  '/api/metrics/health',
  "Each service's latest probe and its uptime over a range",
  rangeQuerySchema,
  itemsOf(healthRecordSchema),
);
export const uptimeRoute = metricsRoute(
  '/api/metrics/uptime',
  "Each service's uptime over a range",
  rangeQuerySchema,
  uptimeDistributionSchema,
);
export const summaryRoute = metricsRoute(
  '/api/metrics/summary',
  'The quick stats over a range and the same span before it',
  rangeQuerySchema,
  summarySchema,
);
