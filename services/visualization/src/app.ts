import { createServiceApp } from '@repo/service-kit/create-service-app';
import { probeD1 } from '@repo/service-kit/health';
import { deadLetterRoutes } from '@repo/service-kit/lab-queues/dead-letter-routes';
import { countTelemetryQueue } from './lib/queues/queue-counts';
import { faultBook } from './lib/fault-book';
import { tracedEnv } from './lib/traced-env';
import type { Hono } from 'hono';
import packageJson from '../package.json';
import type { VisualizationEnv } from './env';
import { runMinutelyIfDue } from './lib/telemetry/minutely';
import { adminRouter } from './routes/admin/admin.index';
import { metricsRouter } from './routes/metrics/metrics.index';
import { registryRouter } from './routes/registry/registry.index';
import { tracesRouter } from './routes/traces/traces.index';
import { topologyRouter } from './routes/topology/topology.index';

export function buildApp() {
  const app: Hono<VisualizationEnv> = createServiceApp<VisualizationEnv>({
    service: 'visualization',
    version: packageJson.version,
    traceBindings: tracedEnv,
    labFaults: { book: faultBook, db: (env) => env.VISUALIZATION_DB },
    probes: { d1: (env) => probeD1(env.VISUALIZATION_DB) },
    // The minutely probes include this service's own health, answered by this app.
    afterResponse: (env, ctx) =>
      runMinutelyIfDue(env, ctx, (request) => Promise.resolve(app.fetch(request, env, ctx))),
  });
  app.route('/', adminRouter);
  app.route('/', registryRouter);
  app.route('/', metricsRouter);
  app.route('/', tracesRouter);
  app.route('/', topologyRouter);
  app.route(
    '/',
    deadLetterRoutes<VisualizationEnv>({
      queue: 'telemetry',
      db: (env) => env.VISUALIZATION_DB,
      target: (env) => env.TELEMETRY,
      // Counted here, in the replay's own transaction: the telemetry queue's counts live here.
      countReplayed: (db, replayed) => countTelemetryQueue(db, { replayed }, Date.now()),
    }),
  );
  return app;
}
