/** The bindings of the storage worker, as declared in its wrangler.toml. */
export interface StorageBindings {
  DB: D1Database;
  FILES: R2Bucket;
  FILE_EVENTS: Queue;
  TELEMETRY: Queue;
}

export interface StorageEnv {
  Bindings: StorageBindings;
}
