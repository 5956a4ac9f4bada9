import { errorEnvelope } from '@repo/contracts/envelope';
import type { HealthCheck, HealthResponse } from '@repo/contracts/health';
import { SERVICE_IDS, type ServiceId } from '@repo/contracts/services';
import { createRoutes } from '@repo/service-kit/openapi';
import { probeService, worstStatus } from '@repo/service-kit/probe-service';
import packageJson from '../../../package.json';
import type { GatewayBindings, GatewayEnv } from '../../env';
import { reachService } from '../../lib/reach-service';
import { gatewayHealthRoute, serviceHealthRoute } from './health.routes';

function probe(env: GatewayBindings, service: ServiceId, origin: string) {
  return probeService(service, (request) => reachService(env, service, request), origin);
}

let startedAt: number | undefined;

export const healthRouter = createRoutes<GatewayEnv>();

/** Each service's own health, at `/services/{id}/health`; an unknown id is a path with nothing. */
healthRouter.openapi(
  serviceHealthRoute,
  async (c) => {
    const { body } = await probe(c.env, c.req.valid('param').serviceId, new URL(c.req.url).origin);
    return c.json(body, body.status === 'error' ? 503 : 200);
  },
  (result, c) => {
    if (result.success) return undefined;
    const known = SERVICE_IDS.join(', ');
    return c.json(
      errorEnvelope(`Unknown service '${c.req.param('serviceId')}'. Known services: ${known}`),
      404,
    );
  },
);

const SERVICES_PAGE = '/services';

/**
 * Under /services/ there is nothing but each service's health. /services itself, which the
 * pattern also matches, is the web app's Services page (src/app.ts serves it).
 */
healthRouter.all('/services/*', (c, next) =>
  c.req.path === SERVICES_PAGE
    ? next()
    : c.json(
        errorEnvelope(
          `Not found: ${c.req.method} ${c.req.path}. A service's health is at /services/{id}/health (${SERVICE_IDS.join(', ')})`,
        ),
        404,
      ),
);

/** The gateway's own health: as healthy as the worst of the services behind it. */
healthRouter.openapi(gatewayHealthRoute, async (c) => {
  startedAt ??= Date.now();
  const origin = new URL(c.req.url).origin;
  const probes = await Promise.all(SERVICE_IDS.map((service) => probe(c.env, service, origin)));
  const checks = Object.fromEntries(
    probes.map(({ service, status, latencyMs, message }): [ServiceId, HealthCheck] => [
      service,
      { status, latencyMs, ...(message === undefined ? {} : { message }) },
    ]),
  );
  const status = worstStatus(probes.map((result) => result.status));
  const unwell = probes.filter((result) => result.status !== 'healthy');
  const body: HealthResponse = {
    service: 'gateway',
    status,
    version: packageJson.version,
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    checks,
    ...(unwell.length === 0
      ? {}
      : { message: `Unhealthy: ${unwell.map((result) => result.service).join(', ')}` }),
  };
  return c.json(body, status === 'error' ? 503 : 200);
});
