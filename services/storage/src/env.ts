import type { SweepSettings } from '@repo/service-kit/sweep-interval';
import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { TelemetryVariables } from '@repo/telemetry/middleware';
/** The bindings of the storage worker, as declared in its wrangler.toml. */
export interface StorageBindings extends SweepSettings {
  STORAGE_DB: D1Database;
  FILES: R2Bucket;
  FILE_EVENTS: Queue;
  TELEMETRY: Queue<TelemetryMessage>;
}

export interface StorageEnv {
  Bindings: StorageBindings;
  Variables: TelemetryVariables;
}
