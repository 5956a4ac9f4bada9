// One health model for the whole system: a service's own `GET /health`, the gateway's
// aggregate, and the visualization service's scheduled probes all use these words.
import * as z from 'zod';
import { workerIdSchema } from './services';

/**
 * `healthy`: every check passed in time; `degraded`: it answered 200, but slower than
 * `DEGRADED_AFTER_MS`; `error`: a check failed or the service did not answer.
 */
export const HEALTH_STATUSES = ['healthy', 'degraded', 'error'] as const;
export const healthStatusSchema = z.enum(HEALTH_STATUSES);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** A health answer slower than this (while still 200) makes the service `degraded`. */
export const DEGRADED_AFTER_MS = 1_000;

/** One dependency probed by a health check, such as a D1 `select 1` or an R2 head. */
export const healthCheckSchema = z.object({
  status: healthStatusSchema,
  latencyMs: z.number().nonnegative(),
  message: z.string().optional(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/**
 * `GET /health` of a worker: 200 unless a check failed, 503 with a message otherwise.
 * The gateway's `checks` are keyed by service id, a service's by dependency (`d1`, `r2`).
 */
export const healthResponseSchema = z.object({
  service: workerIdSchema,
  status: healthStatusSchema,
  version: z.string().min(1),
  uptimeSeconds: z.number().nonnegative(),
  checks: z.record(z.string(), healthCheckSchema),
  message: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
