import { errorEnvelope } from '@repo/contracts/envelope';
import { faultRequestSchema, faultScopeOf } from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { bodyReadByHandler, createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { GatewayEnv } from '../../env';
import { relayed } from '../../lib/forward-to-owner';
import { listFaults } from '../../lib/fault-list';
import { clearOnKeepers, startOnKeepers } from '../../lib/owned-faults';
import { sessionAccess, globalNeedsAdmin, sessionOnly } from '../../middleware/lab-access';
import { clearFaultRoute, faultListRoute, startFaultRoute } from '@repo/service-kit/lab/lab.routes';

/**
 * The lab's fault switches. Each fault is kept by the service it acts on (a queue's by its
 * consumer, or its producers for the faults that act on sends): the gateway gathers the lists
 * and sends each write to the services that keep it.
 */
export const labFaultRouter = createRoutes<GatewayEnv>();

labFaultRouter.use(`${LAB_FAULTS_PATH}/*`, sessionAccess);
labFaultRouter.use(LAB_FAULTS_PATH, sessionAccess);

labFaultRouter.openapi(faultListRoute, async (c) =>
  ok(c, await listFaults(c.env, new URL(c.req.url).origin)),
);

// The body is read here, so one that is not JSON gets this route's own 400.
labFaultRouter.openapi(bodyReadByHandler(startFaultRoute), async (c) => {
  const body: unknown = await c.req.json().catch(() => undefined);
  if (body === undefined) {
    return c.json(
      errorEnvelope('The body must be JSON: { target, type, value?, durationSeconds }'),
      400,
    );
  }
  const fault = parseInput(faultRequestSchema, body);
  if (sessionOnly(c) && faultScopeOf(fault, true) === 'global') return globalNeedsAdmin(c, fault);
  return relayed(startOnKeepers(c.env, c.req.url, fault));
});

labFaultRouter.openapi(clearFaultRoute, async (c) => {
  const { id } = c.req.valid('param');
  // Without the token, only a fault of the request's own session is cleared.
  const url = new URL(c.req.url);
  if (sessionOnly(c)) url.searchParams.set('scope', 'session');
  const answer = await clearOnKeepers(c.env, url.href, id);
  if (!answer) return c.json(errorEnvelope(`No active lab fault has the id '${id}'`), 404);
  return relayed(Promise.resolve(answer));
});
