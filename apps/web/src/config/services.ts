// The three backend services as the UI names them, and as the metrics API names them.
import type { ServiceId } from '@repo/contracts/services';
import type { WorkerId } from '@repo/contracts/services';

/** How each backend service is named on screen. */
export const SERVICE_NAMES: Record<ServiceId, string> = {
  storage: 'Storage Service',
  users: 'User Service',
  visualization: 'Visualization Service',
};

/** The Worker name the metrics API reports each service under. */
export const SERVICE_WORKER_NAMES: Record<ServiceId, WorkerId> = {
  storage: 'storage',
  users: 'users',
  visualization: 'visualization',
};
