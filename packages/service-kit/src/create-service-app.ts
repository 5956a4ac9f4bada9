import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { ServiceId } from '@repo/contracts/services';
import { telemetry, type TelemetryVariables } from '@repo/telemetry/middleware';
import type { Context, ExecutionContext, Hono } from 'hono';
import { createApp } from './create-app';
import { healthRoute, type HealthRouteOptions } from './health';

/**
 * What a service app needs of its environment: the telemetry queue and recorder, and whether it
 * runs for a class (`CLASS_MODE` "true": docs/lab.md#class-mode), which every worker is told.
 */
export interface ServiceEnv {
  Bindings: { TELEMETRY?: Queue<TelemetryMessage>; CLASS_MODE?: string };
  Variables: TelemetryVariables;
}

export interface ServiceAppOptions<E extends ServiceEnv> extends HealthRouteOptions<E> {
  /** One of the services behind the gateway. */
  service: ServiceId;
  /**
   * Called after every response, the health check's included, with the worker's own
   * bindings (not the request's traced ones: background work traces itself), the request's
   * execution context to start work in `waitUntil`, and the request's path. A request
   * without a context (`app.request` in tests) calls nothing.
   */
  afterResponse?: (env: E['Bindings'], ctx: ExecutionContext, path: string) => void;
  /** Wraps the bindings each request sees so their calls are spans of its trace. */
  traceBindings?: (env: E['Bindings']) => E['Bindings'];
  /**
   * Installed in order after telemetry and before every route, the health check's included:
   * the lab (docs/lab.md), for a service that mounts it.
   */
  plugins?: readonly ServicePlugin<E>[];
}

/** Adds middleware and routes to a service's app, knowing which service and version it is. */
export type ServicePlugin<E extends ServiceEnv> = (
  app: Hono<E>,
  service: { service: ServiceId; version: string },
) => void;

// Hono throws when asked for the execution context of a request that came without one.
function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * The app every service behind the gateway starts from: `createApp`'s envelope, telemetry
 * recording each request as `options.service`, its plugins, and `GET /health` running
 * `options.probes`.
 * The service mounts its own routes on it.
 */
export function createServiceApp<E extends ServiceEnv>(options: ServiceAppOptions<E>): Hono<E> {
  const { afterResponse, plugins = [], traceBindings, ...health } = options;
  const { service, version } = options;
  const app = createApp<E>();
  if (afterResponse) {
    // Outside telemetry, which swaps in the request's traced bindings.
    app.use(async (c, next) => {
      const env = c.env;
      await next();
      const ctx = executionContextOf(c);
      if (ctx) afterResponse(env, ctx, c.req.path);
    });
  }
  app.use(telemetry<E['Bindings']>({ service, ...(traceBindings ? { traceBindings } : {}) }));
  for (const plugin of plugins) plugin(app, { service, version });
  app.route('/', healthRoute<E>(health));
  return app;
}
