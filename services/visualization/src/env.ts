/** The bindings of the visualization worker, as declared in its wrangler.toml. */
export interface VisualizationBindings {
  DB: D1Database;
  TELEMETRY: Queue;
}

export interface VisualizationEnv {
  Bindings: VisualizationBindings;
}
