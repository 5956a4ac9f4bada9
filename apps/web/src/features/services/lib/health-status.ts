import type { ServiceHealth } from '../api/get-service-health';

/** A service's status label and colour (spec 2 and 4): 'checking' until its first answer. */
export const HEALTH_STATUS = {
  healthy: { label: 'Healthy', color: 'green' },
  error: { label: 'Error', color: 'red' },
  checking: { label: 'Checking...', color: 'gray' },
} as const;

export type HealthStatusKey = keyof typeof HEALTH_STATUS;

export function healthStatusKey(health: ServiceHealth | undefined): HealthStatusKey {
  return health?.status ?? 'checking';
}
