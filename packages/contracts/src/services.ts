// The system's workers, each by the one id it has everywhere: its folder under services/,
// its Worker name, its health path (`/services/{id}/health`), the `service` of its health
// answer, telemetry's `service` and the metrics API's `serviceId` / `serviceName`.
import * as z from 'zod';

/** The three backend services behind the gateway. */
export const SERVICE_IDS = ['storage', 'users', 'visualization'] as const;
export const serviceIdSchema = z.enum(SERVICE_IDS);
export type ServiceId = z.infer<typeof serviceIdSchema>;

/** Every worker: the gateway and the three services. */
export const WORKER_IDS = ['gateway', ...SERVICE_IDS] as const;
export const workerIdSchema = z.enum(WORKER_IDS);
export type WorkerId = z.infer<typeof workerIdSchema>;
