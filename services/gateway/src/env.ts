import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
/** The bindings of the gateway worker, as declared in its wrangler.toml, and its admin secret. */
export interface GatewayBindings {
  /** A secret: the bearer token of admin calls (`requireAdminToken`, service-kit's admin-token.ts). */
  ADMIN_TOKEN?: string;
  ASSETS: Fetcher;
  STORAGE: Fetcher;
  USERS: Fetcher;
  VISUALIZATION: Fetcher;
  TELEMETRY: Queue<TelemetryMessage>;
  /** Uploads, deletes and any other write under /api, per client. */
  WRITE_LIMITER: RateLimit;
  /** Register searches, per client. */
  SEARCH_LIMITER: RateLimit;
  /** "open" in local runs: anyone may start a lab fault (docs/lab.md#who-may-break-things). */
  LAB_FAULTS?: string;
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
