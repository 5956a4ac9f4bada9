import type { Tracer } from '@repo/telemetry/tracing/tracer';
import { tracedD1, tracedFetcher } from '@repo/telemetry/tracing/traced-bindings';
import type { VisualizationBindings } from '../env';

/** The bindings whose calls are spans of `tracer`'s trace: this worker's own database and what it calls. */
export function tracedEnv(env: VisualizationBindings, tracer: Tracer): VisualizationBindings {
  return {
    ...env,
    VISUALIZATION_DB: tracedD1(env.VISUALIZATION_DB, tracer, 'VISUALIZATION_DB'),
    STORAGE: tracedFetcher(env.STORAGE, tracer, 'storage'),
    USERS: tracedFetcher(env.USERS, tracer, 'users'),
  };
}
