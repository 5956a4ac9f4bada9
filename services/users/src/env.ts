/** The bindings of the users worker, as declared in its wrangler.toml. */
export interface UsersBindings {
  DB: D1Database;
  TELEMETRY: Queue;
}

export interface UsersEnv {
  Bindings: UsersBindings;
}
