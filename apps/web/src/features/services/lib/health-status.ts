import { HEALTH_STATUS_DISPLAY, type StatusDisplay } from '@/config/health-display';
import type { ServiceHealth } from '../api/get-service-health';

/**
 * A service's status label and colour (docs/product.md#screens, #states): 'checking' until its
 * first answer.
 */
export const HEALTH_STATUS = {
  ...HEALTH_STATUS_DISPLAY,
  checking: { label: 'Checking...', color: 'gray' },
} satisfies Record<string, StatusDisplay>;

export type HealthStatusKey = keyof typeof HEALTH_STATUS;

export function healthStatusKey(health: ServiceHealth | undefined): HealthStatusKey {
  return health?.status ?? 'checking';
}
