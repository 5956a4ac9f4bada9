import { createApp } from '@repo/service-kit/create-app';
import { healthRoute, probeD1 } from '@repo/service-kit/health';
import { telemetry } from '@repo/telemetry/middleware';
import packageJson from '../package.json';
import type { VisualizationEnv } from './env';
import { runMinutelyIfDue } from './lib/telemetry/minutely';
import { adminRoutes } from './routes/admin/admin.routes';
import { metricsRoutes } from './routes/metrics/metrics.routes';
import { registryRoutes } from './routes/registry/registry.routes';

export const SERVICE_NAME = 'visualization';

export function buildApp() {
  const app = createApp<VisualizationEnv>();
  app.use(telemetry({ service: 'visualization' }));
  app.use(async (c, next) => {
    await next();
    // Hono throws when a request came without an execution context (app.request in tests).
    const ctx = (() => {
      try {
        return c.executionCtx;
      } catch {
        return undefined;
      }
    })();
    if (ctx) {
      runMinutelyIfDue(c.env, ctx, (request) => Promise.resolve(app.fetch(request, c.env, ctx)));
    }
  });
  app.route(
    '/',
    healthRoute<VisualizationEnv>({
      service: SERVICE_NAME,
      version: packageJson.version,
      probes: { d1: (env) => probeD1(env.VISUALIZATION_DB) },
    }),
  );
  app.route('/', adminRoutes);
  app.route('/', registryRoutes);
  app.route('/', metricsRoutes);
  return app;
}

export type AppType = ReturnType<typeof buildApp>;
