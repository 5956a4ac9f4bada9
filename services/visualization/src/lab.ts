import { createLab } from '@repo/service-kit/lab/create-lab';
import type { VisualizationEnv } from './env';
import { countTelemetryQueue } from './observability/lib/queues/queue-counts';

/**
 * The lab, mounted: visualization's faults, and the telemetry queue it consumes. That queue's
 * counts live here, written with what they count (docs/lab.md#the-map-and-the-queues): its
 * consumer counts its deliveries, and the lab's dead letters and replays count by these
 * statements, in the lab's own transactions.
 */
export const lab = createLab<VisualizationEnv>({
  service: 'visualization',
  db: (env) => env.OBSERVABILITY_DB,
  consumes: {
    queue: 'telemetry',
    binding: (env) => env.TELEMETRY,
    countStatements: countTelemetryQueue,
  },
});
