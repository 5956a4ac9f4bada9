import { createServiceApp } from '@repo/service-kit/create-service-app';
import { probeD1 } from '@repo/service-kit/health';
import packageJson from '../package.json';
import { lab } from './lab';
import { tracedEnv } from './lib/traced-env';
import type { UsersEnv } from './env';
import { reconcileIfDue } from './lib/reconcile-when-due';
import { classDrillKeepingRouter, classDrillsRouter } from './routes/classes/class-drills.index';
import { challengesRouter } from './routes/challenges/challenges.index';
import { classesRouter } from './routes/classes/classes.index';
import { labSessionsRouter } from './routes/lab-sessions/lab-sessions.index';
import { usersRouter } from './routes/users/users.index';

export function buildApp() {
  const app = createServiceApp<UsersEnv>({
    service: 'users',
    version: packageJson.version,
    traceBindings: tracedEnv,
    plugins: [lab.plugin],
    probes: { d1: (env) => probeD1(env.USERS_DB) },
    afterResponse: (env, ctx) => reconcileIfDue(env, ctx),
  });
  app.route('/', usersRouter);
  app.route('/', labSessionsRouter);
  app.route('/', classesRouter);
  app.route('/', classDrillsRouter);
  app.route('/', classDrillKeepingRouter);
  app.route('/', challengesRouter);
  return app;
}
