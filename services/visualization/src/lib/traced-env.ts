import { tracedD1, tracedFetcher } from '@repo/telemetry/tracing/traced-bindings';
import type { VisualizationBindings } from '../env';

/** The bindings whose calls are spans of the active span's trace: this worker's own databases and what it calls. */
export function tracedEnv(env: VisualizationBindings): VisualizationBindings {
  return {
    ...env,
    REGISTER_DB: tracedD1(env.REGISTER_DB, 'REGISTER_DB'),
    OBSERVABILITY_DB: tracedD1(env.OBSERVABILITY_DB, 'OBSERVABILITY_DB'),
    STORAGE: tracedFetcher(env.STORAGE, 'storage'),
    USERS: tracedFetcher(env.USERS, 'users'),
  };
}
