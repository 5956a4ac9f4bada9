import { createServiceApp } from '@repo/service-kit/create-service-app';
import { probeD1 } from '@repo/service-kit/health';
import { deadLetterRoutes } from '@repo/service-kit/lab-queues/dead-letter-routes';
import { reportQueue } from '@repo/telemetry/queue-events';
import packageJson from '../package.json';
import { faultBook } from './lib/fault-book';
import { tracedEnv } from './lib/traced-env';
import type { UsersEnv } from './env';
import { reconcileIfDue } from './lib/reconcile-when-due';
import { usersRouter } from './routes/users/users.index';

export function buildApp() {
  const app = createServiceApp<UsersEnv>({
    service: 'users',
    version: packageJson.version,
    traceBindings: tracedEnv,
    labFaults: { book: faultBook, db: (env) => env.USERS_DB },
    probes: { d1: (env) => probeD1(env.USERS_DB) },
    afterResponse: (env, ctx) => reconcileIfDue(env, ctx),
  });
  app.route(
    '/',
    deadLetterRoutes<UsersEnv>({
      queue: 'file-events',
      db: (env) => env.USERS_DB,
      target: (env) => env.FILE_EVENTS,
      onReplayed: (c, replayed) =>
        reportQueue(
          c.env.TELEMETRY,
          (promise) => c.executionCtx.waitUntil(promise),
          'users',
          'file-events',
          { replayed },
        ),
    }),
  );
  app.route('/', usersRouter);
  return app;
}
