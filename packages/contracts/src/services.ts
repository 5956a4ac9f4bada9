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

/**
 * Older names of the services (the seed's, and telemetry's before one id was chosen), kept so
 * callers written against them still work. Each reads as its service's one id.
 */
export const SERVICE_ALIASES: Readonly<Record<string, ServiceId>> = {
  'storage-service': 'storage',
  'user-service': 'users',
  'visualization-service': 'visualization',
};

/** The id a name stands for: an alias's service, any other name unchanged. */
export function canonicalServiceName(name: string): string {
  return Object.hasOwn(SERVICE_ALIASES, name) ? (SERVICE_ALIASES[name] ?? name) : name;
}

/**
 * A worker named by its id or an alias, read as its id. `parameter` names the input in the
 * refusal, which lists the ids and the aliases.
 */
export function workerIdOrAliasSchema(parameter: string) {
  const aliases = Object.keys(SERVICE_ALIASES).join(', ');
  return z.preprocess(
    (value) => (typeof value === 'string' ? canonicalServiceName(value) : value),
    z.enum(WORKER_IDS, {
      error: `${parameter} must be one of: ${WORKER_IDS.join(', ')} (or the aliases ${aliases})`,
    }),
  );
}
