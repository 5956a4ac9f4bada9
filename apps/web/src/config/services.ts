// How the UI names each backend service; everywhere else a service goes by its ServiceId.
import type { ServiceId } from '@repo/contracts/services';

/** How each backend service is named on screen. */
export const SERVICE_NAMES: Record<ServiceId, string> = {
  storage: 'Storage Service',
  users: 'User Service',
  visualization: 'Visualization Service',
};
