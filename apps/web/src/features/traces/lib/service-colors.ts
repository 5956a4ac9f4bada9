// One colour per worker, the same in every badge, bar and legend of the traces pages. Red is
// left out: it marks errors.
import type { MantineColor } from '@mantine/core';
import type { WorkerId } from '@repo/contracts/services';

export const SERVICE_COLORS: Record<WorkerId, MantineColor> = {
  gateway: 'blue',
  storage: 'teal',
  users: 'grape',
  visualization: 'orange',
};

/** The filled shade of a worker's colour as a CSS variable, which follows the colour scheme. */
export function serviceFill(service: WorkerId): string {
  return `var(--mantine-color-${SERVICE_COLORS[service]}-filled)`;
}
