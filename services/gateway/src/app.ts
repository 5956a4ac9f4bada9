import { errorEnvelope } from '@repo/contracts/envelope';
import { createApp } from '@repo/service-kit/create-app';
import { admitLabBaggage, proveLabSession } from '@repo/session/gateway';
import { telemetry } from '@repo/telemetry/middleware';
import type { GatewayBindings, GatewayEnv } from './env';
import { tracedFetcher } from '@repo/telemetry/tracing/traced-bindings';

/**
 * The gateway's API, service and health paths: traced, and where a session acts; never a page
 * or a static file.
 */
const API_PATHS = ['/api/', '/services/', '/health'];
const isApiPath = (path: string) => API_PATHS.some((prefix) => path.startsWith(prefix));
import { allowHost } from './middleware/allow-host';
import { rateLimit } from './middleware/rate-limit';
import { refuseCrossSite } from './middleware/refuse-cross-site';
import { securityHeaders } from './middleware/security-headers';
import { adminSessionRouter } from './routes/classes/admin-session.index';
import { classDrillRouter } from './routes/classes/class-drill.index';
import { memberViewRouter } from './routes/classes/member-view.index';
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
  // The session cookie is proved once, here; past this only its hash travels, in baggage.
  const proveSession = proveLabSession<GatewayEnv>((env) => env.USERS);
  app.use((c, next) => (isApiPath(c.req.path) ? proveSession(c, next) : next()));
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
      isTraced: isApiPath,
      trustIncomingSampling: false,
      // No `lab.` entry from outside is trusted: the proved session's hash replaces them.
      admitBaggage: admitLabBaggage,
    }),
  );
  // Refused before it is counted: another site cannot spend this user's budget.
  app.use(refuseCrossSite);
  app.use(rateLimit);
  for (const routes of [
    adminSessionRouter,
    classDrillRouter,
    memberViewRouter,
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
