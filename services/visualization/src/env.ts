import type { TelemetryVariables } from '@repo/telemetry/middleware';
import type { TelemetryMessage } from '@repo/contracts/metrics';

/** The bindings of the visualization worker, as declared in its wrangler.toml, and its admin secret. */
export interface VisualizationBindings {
  /** A secret: the bearer token of admin calls (`requireAdminToken`, service-kit's admin-token.ts). */
  ADMIN_TOKEN?: string;
  VISUALIZATION_DB: D1Database;
  TELEMETRY: Queue<TelemetryMessage>;
  /** Probed for their health each minute. */
  STORAGE: Fetcher;
  USERS: Fetcher;
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
