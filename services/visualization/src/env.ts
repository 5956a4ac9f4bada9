import type { TelemetryVariables } from '@repo/telemetry/middleware';
import type { TelemetryMessage } from '@repo/contracts/metrics';

/**
 * The bindings of the visualization worker: wrangler.toml's, as `npm run types` generates them (worker-configuration.d.ts), with the telemetry queue's message type.
 * STORAGE and USERS are probed for their health each minute.
 */
export interface VisualizationBindings extends Omit<Cloudflare.Env, 'TELEMETRY'> {
  TELEMETRY: Queue<TelemetryMessage>;
  /** A secret: the bearer token of admin calls (`requireAdminToken`, service-kit's admin-token.ts). */
  ADMIN_TOKEN?: string;
  /**
   * "true" in local runs, whose queues keep their messages in memory: a restart of the runtime
   * loses them (docs/lab.md#after-a-restart).
   */
  QUEUES_IN_MEMORY?: string;
}

export interface VisualizationEnv {
  Bindings: VisualizationBindings;
  Variables: TelemetryVariables;
}
