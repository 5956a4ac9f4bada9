import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { SweepSettings } from '@repo/service-kit/sweep-interval';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
/** The bindings of the users worker, as declared in its wrangler.toml. */
export interface UsersBindings extends SweepSettings {
  USERS_DB: D1Database;
  /** The storage service, asked what it holds when usage is reconciled. */
  STORAGE: Fetcher;
  TELEMETRY: Queue<TelemetryMessage>;
  /** The queue this worker consumes, to put a batch back while a lab fault pauses it. */
  FILE_EVENTS: Queue<unknown>;
}

export interface UsersEnv {
  Bindings: UsersBindings;
  Variables: TelemetryVariables;
}
