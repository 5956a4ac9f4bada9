import { tracedD1, tracedFetcher } from '@repo/telemetry/tracing/traced-bindings';
import type { VisualizationBindings } from '../env';

/** The bindings whose calls are spans of the active span's trace: this worker's own database and what it calls. */
export function tracedEnv(env: VisualizationBindings): VisualizationBindings {
  return {
    ...env,
    VISUALIZATION_DB: tracedD1(env.VISUALIZATION_DB, 'VISUALIZATION_DB'),
    STORAGE: tracedFetcher(env.STORAGE, 'storage'),
    USERS: tracedFetcher(env.USERS, 'users'),
  };
}
