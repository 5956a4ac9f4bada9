import { createApp } from '@repo/service-kit/create-app';
import { healthRoute, probeD1 } from '@repo/service-kit/health';
import { telemetry } from '@repo/telemetry/middleware';
import packageJson from '../package.json';
import type { UsersEnv } from './env';
import { usersRoutes } from './routes/users/users.routes';

export const SERVICE_NAME = 'users';

export function buildApp() {
  const app = createApp<UsersEnv>();
  app.use(telemetry({ service: 'users' }));
  app.route(
    '/',
    healthRoute<UsersEnv>({
      service: SERVICE_NAME,
      version: packageJson.version,
      probes: { d1: (env) => probeD1(env.USERS_DB) },
    }),
  );
  app.route('/', usersRoutes);
  return app;
}

export type AppType = ReturnType<typeof buildApp>;
