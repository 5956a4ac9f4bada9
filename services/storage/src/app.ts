import { createServiceApp } from '@repo/service-kit/create-service-app';
import { probeD1, probeR2 } from '@repo/service-kit/health';
import packageJson from '../package.json';
import { faultBook } from './lib/fault-book';
import { tracedEnv } from './lib/traced-env';
import type { StorageEnv } from './env';
import { sweepIfDue } from './lib/sweep';
import { filesRouter } from './routes/files/files.index';
import { internalRouter } from './routes/internal/internal.index';

/** A sweep is due only after requests of the files API, not health checks. */
const FILES_API_PREFIX = '/api/storage/';

export function buildApp() {
  const app = createServiceApp<StorageEnv>({
    service: 'storage',
    version: packageJson.version,
    traceBindings: tracedEnv,
    labFaults: { book: faultBook, db: (env) => env.STORAGE_DB },
    probes: { d1: (env) => probeD1(env.STORAGE_DB), r2: (env) => probeR2(env.FILES) },
    afterResponse: (env, ctx, path) => {
      if (path.startsWith(FILES_API_PREFIX)) sweepIfDue(env, ctx);
    },
  });
  app.route('/', filesRouter);
  app.route('/', internalRouter);
  return app;
}
