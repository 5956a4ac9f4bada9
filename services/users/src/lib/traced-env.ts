import { tracedD1, tracedFetcher } from '@repo/telemetry/tracing/traced-bindings';
import type { UsersBindings } from '../env';

/** The bindings whose calls are spans of the active span's trace: this worker's own database and what it calls. */
export function tracedEnv(env: UsersBindings): UsersBindings {
  return {
    ...env,
    USERS_DB: tracedD1(env.USERS_DB, 'USERS_DB'),
    STORAGE: tracedFetcher(env.STORAGE, 'storage'),
  };
}
