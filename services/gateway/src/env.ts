import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
/** The bindings of the gateway worker, as declared in its wrangler.toml. */
export interface GatewayBindings {
  ASSETS: Fetcher;
  STORAGE: Fetcher;
  USERS: Fetcher;
  VISUALIZATION: Fetcher;
  TELEMETRY: Queue<TelemetryMessage>;
  /** Uploads, deletes and any other write under /api, per client. */
  WRITE_LIMITER: RateLimit;
  /** Register searches, per client. */
  SEARCH_LIMITER: RateLimit;
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
