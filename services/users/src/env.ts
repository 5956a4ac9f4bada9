import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { AdminBindings } from '@repo/service-kit/admin-token';
import type { SweepSettings } from '@repo/service-kit/sweep-interval';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
/**
 * The bindings of the users worker: wrangler.toml's, as `npm run types` generates them (worker-configuration.d.ts), with the telemetry queue's message type. STORAGE
 * is asked what it holds when usage is reconciled; FILE_EVENTS, the queue this worker
 * consumes, takes a batch back while a lab fault pauses it.
 */
export interface UsersBindings
  extends Omit<Cloudflare.Env, 'TELEMETRY'>, SweepSettings, AdminBindings {
  TELEMETRY: Queue<TelemetryMessage>;
  /** "true" when one deployment hosts a class: each lab session is a learner of its own. */
  CLASS_MODE?: string;
}

export interface UsersEnv {
  Bindings: UsersBindings;
  Variables: TelemetryVariables;
}
