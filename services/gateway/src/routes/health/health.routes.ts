import { errorEnvelope } from '@repo/contracts/envelope';
import {
  SERVICE_IDS,
  healthResponseSchema,
  serviceIdSchema,
  type HealthCheck,
  type HealthResponse,
  type ServiceId,
} from '@repo/contracts/health';
import { Hono } from 'hono';
import packageJson from '../../../package.json';
import type { GatewayBindings, GatewayEnv } from '../../env';
import { reachService } from '../../lib/reach-service';

/** Asks one service for its health; an unreachable service reads as a 503 with the reason. */
async function fetchServiceHealth(
  env: GatewayBindings,
  service: ServiceId,
  origin: string,
): Promise<{ status: number; latencyMs: number; body: HealthResponse }> {
  const start = Date.now();
  try {
    const response = await reachService(env, service, new Request(`${origin}/health`));
    const body = healthResponseSchema.parse(await response.json());
    return { status: response.status, latencyMs: Date.now() - start, body };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      status: 503,
      latencyMs: Date.now() - start,
      body: {
        service,
        status: 'error',
        version: 'unknown',
        uptimeSeconds: 0,
        checks: {},
        message: `The ${service} service did not answer its health check: ${reason}`,
      },
    };
  }
}

function toCheck(result: { latencyMs: number; body: HealthResponse }): HealthCheck {
  const { body, latencyMs } = result;
  if (body.status === 'healthy') return { status: 'ok', latencyMs };
  return { status: 'error', latencyMs, message: body.message ?? 'unhealthy' };
}

let startedAt: number | undefined;

export const healthRoutes = new Hono<GatewayEnv>();

/** Each service's own health, at `/services/{id}/health`. */
healthRoutes.get('/services/:serviceId/health', async (c) => {
  const parsed = serviceIdSchema.safeParse(c.req.param('serviceId'));
  if (!parsed.success) {
    const known = SERVICE_IDS.join(', ');
    return c.json(
      errorEnvelope(`Unknown service '${c.req.param('serviceId')}'. Known services: ${known}`),
      404,
    );
  }
  const { status, body } = await fetchServiceHealth(c.env, parsed.data, new URL(c.req.url).origin);
  return c.json(body, status === 200 ? 200 : 503);
});

/** The gateway's own health: healthy when every service behind it is. */
healthRoutes.get('/health', async (c) => {
  startedAt ??= Date.now();
  const origin = new URL(c.req.url).origin;
  const results = await Promise.all(
    SERVICE_IDS.map((service) => fetchServiceHealth(c.env, service, origin)),
  );
  const checks = Object.fromEntries(
    results.map((result, i) => [SERVICE_IDS[i] ?? result.body.service, toCheck(result)]),
  );
  const failed = results.filter((result) => result.body.status !== 'healthy');
  const body: HealthResponse = {
    service: 'gateway',
    status: failed.length === 0 ? 'healthy' : 'error',
    version: packageJson.version,
    uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    checks,
    ...(failed.length === 0
      ? {}
      : { message: `Unhealthy: ${failed.map((result) => result.body.service).join(', ')}` }),
  };
  return c.json(body, failed.length === 0 ? 200 : 503);
});
