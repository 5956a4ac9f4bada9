import * as z from 'zod';

/** The three backend services, by the id used in paths such as `/services/{id}/health`. */
export const SERVICE_IDS = ['storage', 'users', 'visualization'] as const;

export const serviceIdSchema = z.enum(SERVICE_IDS);
export type ServiceId = z.infer<typeof serviceIdSchema>;

export const healthStatusSchema = z.enum(['healthy', 'error']);
export type HealthStatus = z.infer<typeof healthStatusSchema>;

/** One dependency probed by a health check, such as a D1 `select 1` or an R2 head. */
export const healthCheckSchema = z.object({
  status: z.enum(['ok', 'error']),
  latencyMs: z.number().nonnegative(),
  message: z.string().optional(),
});
export type HealthCheck = z.infer<typeof healthCheckSchema>;

/** `GET /health` of a service: 200 when every check passes, 503 with a message otherwise. */
export const healthResponseSchema = z.object({
  service: z.string().min(1),
  status: healthStatusSchema,
  version: z.string().min(1),
  uptimeSeconds: z.number().nonnegative(),
  checks: z.record(z.string(), healthCheckSchema),
  message: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
