import type { ServiceId } from '@repo/contracts/health';

/** How each backend service is named on screen. */
export const SERVICE_NAMES: Record<ServiceId, string> = {
  storage: 'Storage Service',
  users: 'User Service',
  visualization: 'Visualization Service',
};
