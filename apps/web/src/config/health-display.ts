// How a health status reads on screen, on the home cards and the services alike
// (docs/product.md#states): green healthy, yellow degraded, red error.
import type { HealthStatus } from '@repo/contracts/health';

export interface StatusDisplay {
  label: string;
  color: 'green' | 'yellow' | 'red' | 'gray';
}

export const HEALTH_STATUS_DISPLAY: Record<HealthStatus, StatusDisplay> = {
  healthy: { label: 'Healthy', color: 'green' },
  degraded: { label: 'Degraded', color: 'yellow' },
  error: { label: 'Error', color: 'red' },
};
