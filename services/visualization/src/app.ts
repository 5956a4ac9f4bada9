import { createServiceApp } from '@repo/service-kit/create-service-app';
import { probeD1 } from '@repo/service-kit/health';
import { tracedEnv } from './lib/traced-env';
import type { Hono } from 'hono';
import packageJson from '../package.json';
import { lab } from './lab';
import type { VisualizationEnv } from './env';
import { runMinutelyIfDue } from './lib/telemetry/minutely';
import { adminRoutes } from './routes/admin/admin.routes';
import { metricsRoutes } from './routes/metrics/metrics.routes';
import { registryRoutes } from './routes/registry/registry.routes';
import { tracesRoutes } from './routes/traces/traces.routes';
import { topologyRoutes } from './routes/topology/topology.routes';

export function buildApp() {
  const app: Hono<VisualizationEnv> = createServiceApp<VisualizationEnv>({
    service: 'visualization',
    version: packageJson.version,
    traceBindings: tracedEnv,
    plugins: [lab.plugin],
    probes: { d1: (env) => probeD1(env.VISUALIZATION_DB) },
    // The minutely probes include this service's own health, answered by this app.
    afterResponse: (env, ctx) =>
      runMinutelyIfDue(env, ctx, (request) => Promise.resolve(app.fetch(request, env, ctx))),
  });
  app.route('/', adminRoutes);
  app.route('/', registryRoutes);
  app.route('/', metricsRoutes);
  app.route('/', tracesRoutes);
  app.route('/', topologyRoutes);
  return app;
}

export type AppType = ReturnType<typeof buildApp>;
