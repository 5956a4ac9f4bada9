import { errorEnvelope } from '@repo/contracts/envelope';
import {
  faultOwner,
  faultRequestSchema,
  ownerOfFaultId,
  type Fault,
  type FaultList,
} from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { SERVICE_IDS, type ServiceId } from '@repo/contracts/services';
import { bodyReadByHandler, createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { GatewayBindings, GatewayEnv } from '../../env';
import { forwardToOwner, relayed } from '../../lib/forward-to-owner';
import { publicDrill, runningDrill } from '../../lib/drill-faults';
import { faultsKeptBy } from '../../lib/owned-faults';
import { faultAccess, labAccess } from '../../middleware/lab-access';
import { clearFaultRoute, faultListRoute, startFaultRoute } from '@repo/service-kit/lab/lab.routes';

const forward = (env: GatewayBindings, service: ServiceId, request: Request) =>
  relayed(forwardToOwner(env, service, request, 'this fault'));

/**
 * The lab's fault switches. Each fault is kept by the service it acts on (a queue's by its
 * consumer, or its producer for the faults that act on sends): the gateway gathers the lists
 * and sends each write to that service.
 */
export const labFaultRouter = createRoutes<GatewayEnv>();

labFaultRouter.use(`${LAB_FAULTS_PATH}/*`, labAccess);
labFaultRouter.use(LAB_FAULTS_PATH, labAccess);

labFaultRouter.openapi(faultListRoute, async (c) => {
  const origin = new URL(c.req.url).origin;
  const [drill, ...lists] = await Promise.all([
    runningDrill(c.env, origin),
    ...SERVICE_IDS.map((service) => faultsKeptBy(c.env, service, origin)),
  ]);
  // A running drill's fault stays hidden: the list names the drill instead.
  const items: Fault[] = lists
    .flatMap((list) => list ?? [])
    .filter((fault) => !drill || fault.target !== drill.target || fault.type !== drill.type)
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  const unreachable = SERVICE_IDS.filter((_, index) => lists[index] === undefined);
  const body: FaultList = {
    items,
    access: faultAccess(c.env),
    unreachable,
    drill: drill ? publicDrill(drill) : null,
  };
  return ok(c, body);
});

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
  const request = new Request(c.req.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  return forward(c.env, faultOwner(fault.target, fault.type), request);
});

labFaultRouter.openapi(clearFaultRoute, async (c) => {
  const { id } = c.req.valid('param');
  const owner = ownerOfFaultId(id);
  if (!owner) return c.json(errorEnvelope(`No active lab fault has the id '${id}'`), 404);
  return forward(c.env, owner, new Request(c.req.url, { method: 'DELETE' }));
});
