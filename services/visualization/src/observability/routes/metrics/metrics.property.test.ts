// Hostile input to every metrics endpoint: no input yields a 5xx, and every refusal is the
// envelope with a message that names the parameter or the problem
// (docs/telemetry.md#the-metrics-api).
import { QUANTILES, TIMESERIES_METRICS } from '@repo/contracts/metrics';
import { SERVICE_ALIASES, WORKER_IDS } from '@repo/contracts/services';
import * as hostile from '@repo/service-kit/testing/hostile-input';
import { env } from 'cloudflare:test';
import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import worker from '../../../index';
import * as routes from './metrics.routes';

const ORIGIN = 'https://visualization.test';

const send = hostile.workerFetch(worker, env);

// Times within about four months, so that many ranges are within the 90 days allowed.
const times = hostile.hostileTime(
  new Date('2026-05-01T00:00:00Z'),
  new Date('2026-09-01T00:00:00Z'),
);

const range = { start: times, end: times };
const serviceId = fc.constantFrom(...WORKER_IDS, ...Object.keys(SERVICE_ALIASES));

// Each route with its parameters; what a success must be is what the route declares.
const ENDPOINTS = [
  {
    route: routes.timeseriesRoute,
    query: hostile.hostileQuery({
      serviceId,
      metric: fc.constantFrom(...TIMESERIES_METRICS),
      ...range,
    }),
  },
  {
    route: routes.quantilesRoute,
    query: hostile.hostileQuery({
      serviceId,
      metric: fc.constant('latency'),
      quantiles: fc.subarray([...QUANTILES], { minLength: 1 }).map((names) => names.join(',')),
      ...range,
    }),
  },
  ...[
    routes.serviceMetricsRoute,
    routes.operationMetricsRoute,
    routes.healthRecordsRoute,
    routes.uptimeRoute,
    routes.summaryRoute,
  ].map((route) => ({ route, query: hostile.hostileQuery(range) })),
];

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
    'answers GET $route.path with any parameters without a 5xx',
    async ({ route, query }) => {
      const urls = query.map((search) => `${ORIGIN}${route.path}?${search}`);
      const success = route.responses[200].content['application/json'].schema;
      await hostile.expectSafeAnswers(send, urls, REFUSALS, success);
    },
  );
});
