import type { Tracer } from '@repo/telemetry/tracing/tracer';
import { tracedD1, tracedFetcher } from '@repo/telemetry/tracing/traced-bindings';
import type { UsersBindings } from '../env';

/** The bindings whose calls are spans of `tracer`'s trace: this worker's own database and what it calls. */
export function tracedEnv(env: UsersBindings, tracer: Tracer): UsersBindings {
  return {
    ...env,
    USERS_DB: tracedD1(env.USERS_DB, tracer, 'USERS_DB'),
    STORAGE: tracedFetcher(env.STORAGE, tracer, 'storage'),
  };
}
