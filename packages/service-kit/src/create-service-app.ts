import type { TelemetryMessage } from '@repo/contracts/metrics';
import { telemetry, type TelemetryVariables } from '@repo/telemetry/middleware';
import type { Context, ExecutionContext, Hono } from 'hono';
import { createApp } from './create-app';
import { healthRoute, type HealthRouteOptions } from './health';

/** What a service app needs of its environment: the telemetry queue and recorder. */
export interface ServiceEnv {
  Bindings: { TELEMETRY?: Queue<TelemetryMessage> };
  Variables: TelemetryVariables;
}

export interface ServiceAppOptions<E extends ServiceEnv> extends HealthRouteOptions<E> {
  /**
   * Called after every response, the health check's included, with the request's execution
   * context, to start background work in `waitUntil`. A request without one (`app.request`
   * in tests) calls nothing.
   */
  afterResponse?: (c: Context<E>, ctx: ExecutionContext) => void;
}

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
 * recording each request as `options.service`, and `GET /health` running `options.probes`.
 * The service mounts its own routes on it.
 */
export function createServiceApp<E extends ServiceEnv>(options: ServiceAppOptions<E>): Hono<E> {
  const { afterResponse, ...health } = options;
  const app = createApp<E>();
  app.use(telemetry({ service: options.service }));
  if (afterResponse) {
    app.use(async (c, next) => {
      await next();
      const ctx = executionContextOf(c);
      if (ctx) afterResponse(c, ctx);
    });
  }
  app.route('/', healthRoute<E>(health));
  return app;
}
