import { createServiceApp } from '@repo/service-kit/create-service-app';
import { probeD1, probeR2 } from '@repo/service-kit/health';
import packageJson from '../package.json';
import { faultBook } from './lib/fault-book';
import type { StorageEnv } from './env';
import { sweepIfDue } from './lib/sweep';
import { filesRoutes } from './routes/files/files.routes';
import { internalRoutes } from './routes/internal/internal.routes';

export function buildApp() {
  const app = createServiceApp<StorageEnv>({
    service: 'storage',
    version: packageJson.version,
    labFaults: { book: faultBook, db: (env) => env.STORAGE_DB },
    probes: { d1: (env) => probeD1(env.STORAGE_DB), r2: (env) => probeR2(env.FILES) },
  });
  app.use('/api/storage/*', async (c, next) => {
    await next();
    sweepIfDue(c.env, c.executionCtx);
  });
  app.route('/', filesRoutes);
  app.route('/', internalRoutes);
  return app;
}

export type AppType = ReturnType<typeof buildApp>;
