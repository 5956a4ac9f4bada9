// Hostile input to every metrics endpoint: no input yields a 5xx, and every refusal is the
// envelope with a message that names the parameter or the problem
// (docs/telemetry.md#the-metrics-api).
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  QUANTILES,
  TIMESERIES_METRICS,
  healthRecordSchema,
  operationMetricsSchema,
  quantilePointsSchema,
  serviceMetricsSchema,
  summarySchema,
  timeseriesSchema,
  uptimeDistributionSchema,
} from '@repo/contracts/metrics';
import { SERVICE_ALIASES, WORKER_IDS } from '@repo/contracts/services';
import * as hostile from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import * as z from 'zod';
import worker from '../../../index';

const BASE = 'https://visualization.test/api/metrics';

const send = hostile.workerFetch(worker, env);

// Times within about four months, so that many ranges are within the 90 days allowed.
const times = hostile.hostileTime(
  new Date('2026-05-01T00:00:00Z'),
  new Date('2026-09-01T00:00:00Z'),
);

const range = { start: times, end: times };
const serviceId = fc.constantFrom(...WORKER_IDS, ...Object.keys(SERVICE_ALIASES));

const ENDPOINTS = [
  {
    path: 'timeseries',
    query: hostile.hostileQuery({
      serviceId,
      metric: fc.constantFrom(...TIMESERIES_METRICS),
      ...range,
    }),
    data: timeseriesSchema,
  },
  {
    path: 'timeseries-quantiles',
    query: hostile.hostileQuery({
      serviceId,
      metric: fc.constant('latency'),
      quantiles: fc.subarray([...QUANTILES], { minLength: 1 }).map((names) => names.join(',')),
      ...range,
    }),
    data: quantilePointsSchema,
  },
  {
    path: 'services',
    query: hostile.hostileQuery(range),
    data: z.object({ items: z.array(serviceMetricsSchema) }),
  },
  {
    path: 'operations',
    query: hostile.hostileQuery(range),
    data: z.object({ items: z.array(operationMetricsSchema) }),
  },
  {
    path: 'health',
    query: hostile.hostileQuery(range),
    data: z.object({ items: z.array(healthRecordSchema) }),
  },
  { path: 'uptime', query: hostile.hostileQuery(range), data: uptimeDistributionSchema },
  { path: 'summary', query: hostile.hostileQuery(range), data: summarySchema },
] as const;

const REFUSALS = [
  /(?:start|end) is required \(an ISO 8601 date or date-time\)/,
  /(?:start|end) must be an ISO 8601 date or date-time/,
  /start must not be after end/,
  /The range from start to end must be at most 90 days/,
  /serviceId must be one of: gateway, storage, users, visualization \(or the aliases storage-service, user-service, visualization-service\)/,
  /metric must be one of: requestCount, errorCount, averageLatency/,
  /metric must be latency/,
  /quantiles must be a comma-separated list of: p50, p95, p99/,
];

describe('hostile input to the metrics API', () => {
  it.each(ENDPOINTS)(
    'answers GET /api/metrics/$path with any parameters without a 5xx',
    async ({ path, query, data }) => {
      await fc.assert(
        fc.asyncProperty(query, async (search) => {
          const response = await send(`${BASE}/${path}?${search}`);
          await hostile.expectSafeAnswer(response, REFUSALS, successEnvelopeSchema(data));
        }),
        hostile.PROPERTY_PARAMETERS,
      );
    },
  );
});
