import type { SweepSettings } from '@repo/service-kit/sweep-interval';
import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
/** The bindings of the storage worker: wrangler.toml's, as `npm run types` generates them (worker-configuration.d.ts), with the telemetry queue's message type. */
export interface StorageBindings extends Omit<Cloudflare.Env, 'TELEMETRY'>, SweepSettings {
  TELEMETRY: Queue<TelemetryMessage>;
  /** When `npm start` started the runtime (an ISO time); the sweep's cut-off (lib/sweep.ts). */
  RUNTIME_STARTED_AT?: string;
  /** 'true' in class mode: each lab session uploads as its own learner (service-kit's lab/class-learner.ts). */
  CLASS_MODE?: string;
}

export interface StorageEnv {
  Bindings: StorageBindings;
  Variables: TelemetryVariables;
}
