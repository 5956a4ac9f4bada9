import { createApp } from '@repo/service-kit/create-app';
import { healthRoute, probeD1 } from '@repo/service-kit/health';
import { telemetry } from '@repo/telemetry/middleware';
import packageJson from '../package.json';
import type { VisualizationEnv } from './env';
import { adminRoutes } from './routes/admin/admin.routes';
import { registryRoutes } from './routes/registry/registry.routes';

export const SERVICE_NAME = 'visualization';

export function buildApp() {
  const app = createApp<VisualizationEnv>();
  app.use(telemetry({ service: SERVICE_NAME }));
  app.route(
    '/',
    healthRoute<VisualizationEnv>({
      service: SERVICE_NAME,
      version: packageJson.version,
      probes: { d1: (env) => probeD1(env.DB) },
    }),
  );
  app.route('/', adminRoutes);
  app.route('/', registryRoutes);
  return app;
}

export type AppType = ReturnType<typeof buildApp>;
