import { OUTBOX_PATH } from '@repo/contracts/files';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { createServiceApp } from '@repo/service-kit/create-service-app';
import { probeD1, probeR2 } from '@repo/service-kit/health';
import packageJson from '../package.json';
import { lab } from './lab';
import { tracedEnv } from './lib/traced-env';
import type { StorageEnv } from './env';
import { relayOutboxIfDue, sweepIfDue } from './lib/sweep';
import { filesRouter } from './routes/files/files.index';
import { internalRouter } from './routes/internal/internal.index';

/** A sweep is due only after requests of the files API, not health checks. */
const FILES_API_PREFIX = '/api/storage/';
/**
 * The outbox relay also runs after the map asks what waits in the outbox, and after the fault
 * switches' requests (the banner's list, a cleared `send-fail`), so that events a fault held
 * back leave within seconds of its end on any page.
 */
const RELAY_AFTER = [FILES_API_PREFIX, OUTBOX_PATH, LAB_FAULTS_PATH];

export function buildApp() {
  const app = createServiceApp<StorageEnv>({
    service: 'storage',
    version: packageJson.version,
    traceBindings: tracedEnv,
    plugins: [lab.plugin],
    probes: { d1: (env) => probeD1(env.STORAGE_DB), r2: (env) => probeR2(env.FILES) },
    afterResponse: (env, ctx, path) => {
      if (path.startsWith(FILES_API_PREFIX)) sweepIfDue(env, ctx);
      if (RELAY_AFTER.some((prefix) => path.startsWith(prefix))) relayOutboxIfDue(env, ctx);
    },
  });
  app.route('/', filesRouter);
  app.route('/', internalRouter);
  return app;
}
