import * as z from 'zod';
import {
  healthRecordSchema,
  operationMetricsSchema,
  quantilePointsSchema,
  serviceMetricsSchema,
  summarySchema,
  timeseriesSchema,
  uptimeDistributionSchema,
} from '@repo/contracts/metrics';
import { readRoutes } from '@repo/service-kit/openapi';
import { quantilesQuerySchema, rangeQuerySchema, timeseriesQuerySchema } from './metrics.schemas';

const read = readRoutes('Metrics');
const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

export const timeseriesRoute = read(
  '/api/metrics/timeseries',
  "A service's requests, errors or average latency over a range",
  { query: timeseriesQuerySchema },
  timeseriesSchema,
);
export const quantilesRoute = read(
  '/api/metrics/timeseries-quantiles',
  "A service's latency quantiles over a range",
  { query: quantilesQuerySchema },
  quantilePointsSchema,
);
export const serviceMetricsRoute = read(
  '/api/metrics/services',
  'Each service over a range',
  { query: rangeQuerySchema },
  itemsOf(serviceMetricsSchema),
);
export const operationMetricsRoute = read(
  '/api/metrics/operations',
  'Each operation over a range',
  { query: rangeQuerySchema },
  itemsOf(operationMetricsSchema),
);
export const healthRecordsRoute = read(
  '/api/metrics/health',
  "Each service's latest probe and its uptime over a range",
  { query: rangeQuerySchema },
  itemsOf(healthRecordSchema),
);
export const uptimeRoute = read(
  '/api/metrics/uptime',
  "Each service's uptime over a range",
  { query: rangeQuerySchema },
  uptimeDistributionSchema,
);
export const summaryRoute = read(
  '/api/metrics/summary',
  'The quick stats over a range and the same span before it',
  { query: rangeQuerySchema },
  summarySchema,
);
