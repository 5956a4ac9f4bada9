// The three backend services as the UI names them, and as the metrics API names them.
import type { ServiceId } from '@repo/contracts/health';
import type { TelemetryService } from '@repo/contracts/metrics';

/** How each backend service is named on screen. */
export const SERVICE_NAMES: Record<ServiceId, string> = {
  storage: 'Storage Service',
  users: 'User Service',
  visualization: 'Visualization Service',
};

/** The Worker name the metrics API reports each service under. */
export const SERVICE_WORKER_NAMES: Record<ServiceId, TelemetryService> = {
  storage: 'storage-service',
  users: 'users-service',
  visualization: 'visualization-service',
};
