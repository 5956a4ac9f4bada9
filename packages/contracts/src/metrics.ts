// Live telemetry: what the workers record, and what the metrics API (in the visualization
// service, under /api/metrics) answers.
import * as z from 'zod';
import { healthStatusSchema } from './health';
import { workerIdSchema } from './services';
import { queueEventSchema } from './lab-topology';
import { spanEventSchema } from './traces';

/** Domain operations the services report, besides the requests themselves. */
export const OPERATION_TYPES = [
  'file.upload',
  'file.delete',
  'registry.search',
  'registry.analytics',
  'events.consume',
  /** One file whose usage the reconciliation with storage corrected (a lost or late event). */
  'usage.repair',
] as const;
export const operationTypeSchema = z.enum(OPERATION_TYPES);
export type OperationType = z.infer<typeof operationTypeSchema>;

/** One request a worker served. */
export const requestEventSchema = z.object({
  kind: z.literal('request'),
  service: workerIdSchema,
  /** The route pattern, such as `/api/storage/files/:id`, never the concrete path. */
  route: z.string().min(1).max(200),
  method: z.string().min(1).max(10),
  status: z.number().int().min(100).max(599),
  durationMs: z.number().nonnegative().max(3_600_000),
  /** Epoch milliseconds when the request started. */
  at: z.number().int().nonnegative(),
  /**
   * Gateway only: a HyperLogLog register and rank derived from a salted hash of the
   * visitor's address and browser, so distinct visitors can be estimated while nothing
   * that identifies a person leaves the worker.
   */
  visitor: z
    .object({ register: z.number().int().min(0).max(1023), rank: z.number().int().min(1).max(64) })
    .optional(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** One domain operation a service reported. */
export const operationEventSchema = z.object({
  kind: z.literal('operation'),
  service: workerIdSchema,
  operation: operationTypeSchema,
  durationMs: z.number().nonnegative().max(3_600_000),
  success: z.boolean(),
  at: z.number().int().nonnegative(),
});
export type OperationEvent = z.infer<typeof operationEventSchema>;

export const telemetryEventSchema = z.discriminatedUnion('kind', [
  requestEventSchema,
  operationEventSchema,
  spanEventSchema,
  queueEventSchema,
]);
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

/** One queue message: the events of one request (or one consumed batch), with a unique id. */
export const telemetryMessageSchema = z.object({
  id: z.string().min(1).max(100),
  events: z.array(telemetryEventSchema).min(1).max(1000),
});
export type TelemetryMessage = z.infer<typeof telemetryMessageSchema>;

/** docs/product.md#constants: points per range (15m 30, 1h 60, 24h 96, 7d 168), 60 for any other span. */
export const RANGE_POINTS: readonly (readonly [spanMs: number, points: number])[] = [
  [15 * 60_000, 30],
  [60 * 60_000, 60],
  [24 * 3_600_000, 96],
  [7 * 24 * 3_600_000, 168],
];
export const DEFAULT_RANGE_POINTS = 60;

export const TIMESERIES_METRICS = ['requestCount', 'errorCount', 'averageLatency'] as const;
export type TimeseriesMetric = (typeof TIMESERIES_METRICS)[number];

export const QUANTILES = ['p50', 'p95', 'p99'] as const;
export type Quantile = (typeof QUANTILES)[number];

// ---- Responses (each inside the envelope's `data`) ----

/** GET /api/metrics/timeseries: `serviceId` is the service's id, also when asked by an alias. */
export const timeseriesSchema = z.object({
  serviceId: workerIdSchema,
  series: z.array(z.object({ timestamp: z.string(), value: z.number() })),
});
export type Timeseries = z.infer<typeof timeseriesSchema>;

/**
 * GET /api/metrics/timeseries-quantiles: a quantile is null in a bucket with no requests;
 * `serviceId` is the service's id, also when asked by an alias.
 */
export const quantilePointsSchema = z.object({
  serviceId: workerIdSchema,
  points: z.array(
    z.object({
      timestamp: z.string(),
      p50: z.number().nullable().optional(),
      p95: z.number().nullable().optional(),
      p99: z.number().nullable().optional(),
    }),
  ),
});
export type QuantilePoints = z.infer<typeof quantilePointsSchema>;

/** GET /api/metrics/services: each service over the range (default the last 5 minutes). */
export const serviceMetricsSchema = z.object({
  serviceName: workerIdSchema,
  requestsPerSecond: z.number(),
  averageLatency: z.number(),
  /** Percent of requests answered with a 5xx. */
  errorRate: z.number(),
  timestamp: z.string(),
});
export type ServiceMetrics = z.infer<typeof serviceMetricsSchema>;

/** GET /api/metrics/operations */
export const operationMetricsSchema = z.object({
  operationType: z.string(),
  count: z.number().int(),
  averageDuration: z.number(),
  /** Percent. */
  successRate: z.number(),
});
export type OperationMetrics = z.infer<typeof operationMetricsSchema>;

/** GET /api/metrics/health: the latest probe of each service and its uptime over the range. */
export const healthRecordSchema = z.object({
  serviceName: workerIdSchema,
  /** `unknown` until the service's first probe. */
  status: z.union([healthStatusSchema, z.literal('unknown')]),
  /** Percent of probes over the range that found the service healthy. */
  uptime: z.number(),
  lastCheck: z.string().nullable(),
  message: z.string().optional(),
});
export type HealthRecord = z.infer<typeof healthRecordSchema>;

/** GET /api/metrics/uptime: the uptime distribution, one item per service. */
export const uptimeDistributionSchema = z.object({
  items: z.array(z.object({ label: z.string(), value: z.number() })),
});

/** GET /api/metrics/summary: the Quick Stats over a range and the same span before it. */
export const quickStatsSchema = z.object({
  totalRequests: z.number().int(),
  activeUsers: z.number().int(),
  averageResponseTime: z.number(),
  /** Percent of requests answered with a 5xx. */
  errorRate: z.number(),
});
export const summarySchema = z.object({
  current: quickStatsSchema,
  previous: quickStatsSchema,
});
export type QuickStats = z.infer<typeof quickStatsSchema>;
export type Summary = z.infer<typeof summarySchema>;
