import { createServiceApp } from '@repo/service-kit/create-service-app';
import { probeD1 } from '@repo/service-kit/health';
import { tracedEnv } from './lib/traced-env';
import type { Hono } from 'hono';
import packageJson from '../package.json';
import { lab } from './lab';
import type { VisualizationEnv } from './env';
import { runMinutelyIfDue } from './observability/lib/telemetry/minutely';
import { drillsRouter } from './observability/routes/drills/drills.index';
import { adminRouter } from './register/routes/admin/admin.index';
import { metricsRouter } from './observability/routes/metrics/metrics.index';
import { registryRouter } from './register/routes/registry/registry.index';
import { tracesRouter } from './observability/routes/traces/traces.index';
import { topologyRouter } from './observability/routes/topology/topology.index';

export function buildApp() {
  const app: Hono<VisualizationEnv> = createServiceApp<VisualizationEnv>({
    service: 'visualization',
    version: packageJson.version,
    traceBindings: tracedEnv,
    plugins: [lab.plugin],
    // One check for the service's two databases: healthy when both answer.
    probes: {
      d1: (env) => Promise.all([probeD1(env.REGISTER_DB), probeD1(env.OBSERVABILITY_DB)]),
    },
    // The minutely probes include this service's own health, answered by this app.
    afterResponse: (env, ctx) =>
      runMinutelyIfDue(env, ctx, (request) => Promise.resolve(app.fetch(request, env, ctx))),
  });
  // The register's routes, then the observability backend's.
  const register = [adminRouter, registryRouter];
  const observability = [metricsRouter, tracesRouter, topologyRouter, drillsRouter];
  for (const routes of [...register, ...observability]) app.route('/', routes);
  return app;
}
