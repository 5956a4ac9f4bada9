import { createApp } from '@repo/service-kit/create-app';
import { healthRoute, probeD1, probeR2 } from '@repo/service-kit/health';
import { telemetry } from '@repo/telemetry/middleware';
import packageJson from '../package.json';
import type { StorageEnv } from './env';
import { sweepIfDue } from './lib/sweep';
import { filesRoutes } from './routes/files/files.routes';

export const SERVICE_NAME = 'storage';

export function buildApp() {
  const app = createApp<StorageEnv>();
  app.use(telemetry({ service: 'storage' }));
  app.route(
    '/',
    healthRoute<StorageEnv>({
      service: SERVICE_NAME,
      version: packageJson.version,
      probes: { d1: (env) => probeD1(env.STORAGE_DB), r2: (env) => probeR2(env.FILES) },
    }),
  );
  app.use('/api/storage/*', async (c, next) => {
    await next();
    sweepIfDue(c.env, c.executionCtx);
  });
  app.route('/', filesRoutes);
  return app;
}

export type AppType = ReturnType<typeof buildApp>;
