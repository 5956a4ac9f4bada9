/** The bindings of the gateway worker, as declared in its wrangler.toml. */
export interface GatewayBindings {
  ASSETS: Fetcher;
  STORAGE: Fetcher;
  USERS: Fetcher;
  VISUALIZATION: Fetcher;
  TELEMETRY: Queue;
}

export interface GatewayEnv {
  Bindings: GatewayBindings;
}

/** The binding that reaches each backend service. */
export const SERVICE_BINDINGS = {
  storage: 'STORAGE',
  users: 'USERS',
  visualization: 'VISUALIZATION',
} as const satisfies Record<string, keyof GatewayBindings>;
