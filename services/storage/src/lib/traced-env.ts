import type { Tracer } from '@repo/telemetry/tracing/tracer';
import { tracedD1, tracedQueue, tracedR2 } from '@repo/telemetry/tracing/traced-bindings';
import type { StorageBindings } from '../env';

/** The bindings whose calls are spans of `tracer`'s trace: this worker's own database and what it calls. */
export function tracedEnv(env: StorageBindings, tracer: Tracer): StorageBindings {
  return {
    ...env,
    STORAGE_DB: tracedD1(env.STORAGE_DB, tracer, 'STORAGE_DB'),
    FILES: tracedR2(env.FILES, tracer, 'FILES'),
    FILE_EVENTS: tracedQueue(env.FILE_EVENTS, tracer, 'file-events'),
  };
}
