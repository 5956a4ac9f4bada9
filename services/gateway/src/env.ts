import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
/**
 * The bindings of the gateway worker: wrangler.toml's, as `npm run types` generates them (worker-configuration.d.ts), with the telemetry queue's message type.
 * WRITE_LIMITER counts uploads, deletes and any other write under /api per client;
 * SEARCH_LIMITER, register searches.
 */
export interface GatewayBindings extends Omit<Cloudflare.Env, 'TELEMETRY'> {
  TELEMETRY: Queue<TelemetryMessage>;
  /** A secret: the bearer token of admin calls (`requireAdminToken`, service-kit's admin-token.ts). */
  ADMIN_TOKEN?: string;
  /** "open" in local runs: anyone may start a lab fault (docs/lab.md#who-may-break-things). */
  LAB_FAULTS?: string;
  /**
   * "true" in local runs, whose queues (Miniflare's) keep their messages in memory; the rate
   * limits then count the whole machine as one client (middleware/rate-limit.ts).
   */
  QUEUES_IN_MEMORY?: string;
}

export interface GatewayEnv {
  Bindings: GatewayBindings;
  Variables: TelemetryVariables;
}

/** The binding that reaches each backend service. */
export const SERVICE_BINDINGS = {
  storage: 'STORAGE',
  users: 'USERS',
  visualization: 'VISUALIZATION',
} as const satisfies Record<string, keyof GatewayBindings>;
