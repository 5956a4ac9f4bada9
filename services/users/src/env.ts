import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
/** The bindings of the users worker, as declared in its wrangler.toml. */
export interface UsersBindings {
  USERS_DB: D1Database;
  TELEMETRY: Queue<TelemetryMessage>;
}

export interface UsersEnv {
  Bindings: UsersBindings;
  Variables: TelemetryVariables;
}
