// One colour per worker, the same in every badge, bar, legend and map of the app. Red is left
// out: it marks errors.
import type { MantineColor } from '@mantine/core';
import { workerIdSchema, type WorkerId } from '@repo/contracts/services';

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

/** The colour of a worker named by any string, or undefined for a name that is not a worker. */
export function workerColor(id: string | undefined): MantineColor | undefined {
  const worker = workerIdSchema.safeParse(id);
  return worker.success ? SERVICE_COLORS[worker.data] : undefined;
}
