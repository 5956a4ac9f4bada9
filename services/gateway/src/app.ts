import { errorEnvelope } from '@repo/contracts/envelope';
import { createApp } from '@repo/service-kit/create-app';
import { telemetry } from '@repo/telemetry/middleware';
import { secureHeaders } from 'hono/secure-headers';
import type { GatewayEnv } from './env';
import { healthRoutes } from './routes/health/health.routes';
import { proxyRoutes } from './routes/proxy/proxy.routes';

export function buildApp() {
  const app = createApp<GatewayEnv>();
  app.use(secureHeaders());
  app.use(telemetry({ service: 'gateway', countVisitors: true }));
  app.route('/', healthRoutes);
  app.route('/', proxyRoutes);
  app.all('/api/*', (c) => c.json(errorEnvelope(`No API at ${c.req.method} ${c.req.path}`), 404));
  // Anything else that reached the worker is a static asset or a client-side route.
  app.all('*', (c) => c.env.ASSETS.fetch(c.req.raw));
  return app;
}

export type AppType = ReturnType<typeof buildApp>;
