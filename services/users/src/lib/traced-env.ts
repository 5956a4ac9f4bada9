import { tracedD1, tracedFetcher, tracedQueue } from '@repo/telemetry/tracing/traced-bindings';
import { CHALLENGE_QUEUE } from '@repo/contracts/lab-challenges';
import type { UsersBindings } from '../env';

/** The bindings whose calls are spans of the active span's trace: this worker's own database and what it calls. */
export function tracedEnv(env: UsersBindings): UsersBindings {
  return {
    ...env,
    USERS_DB: tracedD1(env.USERS_DB, 'USERS_DB'),
    STORAGE: tracedFetcher(env.STORAGE, 'storage'),
    CHALLENGE_STREAM: tracedQueue(env.CHALLENGE_STREAM, CHALLENGE_QUEUE),
  };
}
