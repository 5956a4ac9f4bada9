import { errorEnvelope } from '@repo/contracts/envelope';
import { createApp } from '@repo/service-kit/create-app';
import { telemetry } from '@repo/telemetry/middleware';
import type { GatewayBindings, GatewayEnv } from './env';
import { tracedFetcher } from '@repo/telemetry/tracing/traced-bindings';

/** The gateway traces its API and health answers, never a static file. */
const TRACED_PATHS = ['/api/', '/services/', '/health'];
import { allowHost } from './middleware/allow-host';
import { rateLimit } from './middleware/rate-limit';
import { refuseCrossSite } from './middleware/refuse-cross-site';
import { securityHeaders } from './middleware/security-headers';
import { healthRouter } from './routes/health/health.index';
import { labDrillRouter } from './routes/lab/lab-drills.index';
import { labFaultRouter } from './routes/lab/lab-faults.index';
import { labQueueRouter } from './routes/lab/lab-queues.index';
import { openApiRouter } from './routes/openapi/openapi.index';
import { proxyRoutes } from './routes/proxy/proxy.routes';

/** The web app's one page, for every client-side route. */
const APP_PAGE = '/index.html';

/** '/assets/x.js', '/favicon.ico': a file's path, where the app's page would be the wrong answer. */
function isFilePath(path: string): boolean {
  return path.startsWith('/assets/') || /\.[^/]*$/.test(path);
}

export function buildApp() {
  const app = createApp<GatewayEnv>();
  app.use(securityHeaders);
  // Refused before anything else: a request for another site's name is not this dashboard's.
  app.use(allowHost);
  app.use(
    telemetry<GatewayBindings>({
      service: 'gateway',
      countVisitors: true,
      traceBindings: (env) => ({
        ...env,
        STORAGE: tracedFetcher(env.STORAGE, 'storage'),
        USERS: tracedFetcher(env.USERS, 'users'),
        VISUALIZATION: tracedFetcher(env.VISUALIZATION, 'visualization'),
      }),
      // Static files are not traced: a page load would fill the list with them.
      isTraced: (path) => TRACED_PATHS.some((prefix) => path.startsWith(prefix)),
      trustIncomingSampling: false,
    }),
  );
  // Refused before it is counted: another site cannot spend this user's budget.
  app.use(refuseCrossSite);
  app.use(rateLimit);
  for (const routes of [
    healthRouter,
    labFaultRouter,
    labDrillRouter,
    labQueueRouter,
    openApiRouter,
    proxyRoutes,
  ]) {
    app.route('/', routes);
  }
  app.all('/api/*', (c) => c.json(errorEnvelope(`No API at ${c.req.method} ${c.req.path}`), 404));
  // Cloudflare's own paths are answered by the platform before the worker; locally wrangler
  // runs no handler there (patches/wrangler+*.patch), and none of them is a page.
  app.all('/cdn-cgi/*', (c) => c.json(errorEnvelope(`Nothing at ${c.req.path}`), 404));
  // Anything else reached the worker because no static file has its path: a missing file
  // (a path with an extension, or under /assets/) is a 404, not the app; any other path is a
  // client-side route, which gets the app's index.html. The binding's answer has immutable
  // headers, so it is copied to take the security headers.
  app.all('*', async (c) => {
    if (isFilePath(c.req.path)) return c.json(errorEnvelope(`No file at ${c.req.path}`), 404);
    const page = new Request(new URL(APP_PAGE, c.req.url), c.req.raw);
    const asset = await c.env.ASSETS.fetch(page);
    return new Response(asset.body, asset);
  });
  return app;
}
