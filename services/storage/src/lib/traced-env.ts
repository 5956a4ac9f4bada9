import { tracedD1, tracedQueue, tracedR2 } from '@repo/telemetry/tracing/traced-bindings';
import type { StorageBindings } from '../env';

/** The bindings whose calls are spans of the active span's trace: this worker's own database and what it calls. */
export function tracedEnv(env: StorageBindings): StorageBindings {
  return {
    ...env,
    STORAGE_DB: tracedD1(env.STORAGE_DB, 'STORAGE_DB'),
    FILES: tracedR2(env.FILES, 'FILES'),
    FILE_EVENTS: tracedQueue(env.FILE_EVENTS, 'file-events'),
  };
}
