import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
/**
 * The bindings of the gateway worker: wrangler.toml's, as `npm run types` generates them (worker-configuration.d.ts), with the telemetry queue's message type.
 * WRITE_LIMITER counts uploads, deletes and any other write under /api per lab session (per
 * client without one), SEARCH_LIMITER register searches; CLIENT_WRITE_LIMITER and
 * CLIENT_SEARCH_LIMITER, the same per client over all its sessions; SESSION_LIMITER, the lab
 * sessions a client makes (middleware/rate-limit.ts).
 */
export interface GatewayBindings extends Omit<Cloudflare.Env, 'TELEMETRY'> {
  TELEMETRY: Queue<TelemetryMessage>;
  /** A secret: the bearer token of admin calls (`requireAdminToken`, service-kit's admin-token.ts). */
  ADMIN_TOKEN?: string;
  /** "open" in local runs: anyone may start a lab fault (docs/lab.md#who-may-break-things). */
  LAB_FAULTS?: string;
  /**
   * "false" in local runs, where CF-Connecting-IP is whatever the client sent: the rate limits
   * then count the whole machine as one client (middleware/rate-limit.ts). Unset on Cloudflare,
   * whose header is the platform's own.
   */
  CLIENT_ADDRESS_TRUSTED?: string;
  /**
   * The names a deployment is reached by beyond IP addresses, `localhost` and `*.workers.dev`
   * (a custom domain), separated by commas or spaces: any other `Host` is refused with 421
   * (middleware/allow-host.ts).
   */
  PUBLIC_HOSTS?: string;
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
