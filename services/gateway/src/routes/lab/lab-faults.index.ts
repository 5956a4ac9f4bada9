import { errorEnvelope, successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  FAULT_ID_HEADER,
  faultKeepers,
  faultRequestSchema,
  keepersOfFaultId,
  newFaultId,
  ownedFaultsSchema,
  type Fault,
  type FaultList,
  type FaultRequest,
} from '@repo/contracts/lab-faults';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { SERVICE_IDS, type ServiceId } from '@repo/contracts/services';
import { bodyReadByHandler, createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { GatewayBindings, GatewayEnv } from '../../env';
import { forwardToOwner, relayed } from '../../lib/forward-to-owner';
import { reachService } from '../../lib/reach-service';
import { faultAccess, labAccess } from '../../middleware/lab-access';
import { clearFaultRoute, faultListRoute, startFaultRoute } from '@repo/service-kit/lab/lab.routes';

const ownedFaultsEnvelope = successEnvelopeSchema(ownedFaultsSchema);

async function faultsKeptBy(env: GatewayBindings, service: ServiceId, origin: string) {
  try {
    const response = await reachService(env, service, new Request(`${origin}${LAB_FAULTS_PATH}`));
    const parsed = ownedFaultsEnvelope.safeParse(await response.json());
    return parsed.success ? parsed.data.data.items : undefined;
  } catch {
    return undefined;
  }
}

const forward = (env: GatewayBindings, service: ServiceId, request: Request) =>
  forwardToOwner(env, service, request, 'this fault');

/** One id for every copy of a fault several services keep (one on `telemetry`'s sends). */
const startRequest = (url: string, fault: FaultRequest, sharedId?: string) =>
  new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(sharedId ? { [FAULT_ID_HEADER]: sharedId } : {}),
    },
    body: JSON.stringify(fault),
  });

/**
 * Starts a fault on each service that keeps it. A fault kept by several starts on all of them
 * or, if one refuses, on none: the copies that started are cleared, and the refusal is the answer.
 */
async function startOnKeepers(env: GatewayBindings, url: string, fault: FaultRequest) {
  const keepers = faultKeepers(fault.target, fault.type);
  const [only] = keepers;
  if (keepers.length === 1 && only) return forward(env, only, startRequest(url, fault));
  const id = newFaultId(fault.target, fault.type);
  const answers = await Promise.all(
    keepers.map((service) => forward(env, service, startRequest(url, fault, id))),
  );
  const refused = answers.find((answer) => answer.status !== 201);
  if (refused) {
    await clearOnKeepers(env, `${url}/${id}`, id);
    return refused;
  }
  const [started] = answers;
  return (
    started ??
    Response.json(errorEnvelope(`No service keeps ${fault.type} faults`), { status: 500 })
  );
}

/** Clears a fault on each service that keeps it: 200 when one of them had it. */
async function clearOnKeepers(env: GatewayBindings, url: string, id: string) {
  const answers = await Promise.all(
    keepersOfFaultId(id).map((service) =>
      forward(env, service, new Request(url, { method: 'DELETE' })),
    ),
  );
  return answers.find((answer) => answer.status === 200) ?? answers[0];
}

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
  const lists = await Promise.all(
    SERVICE_IDS.map((service) => faultsKeptBy(c.env, service, origin)),
  );
  // A fault several services keep is listed once.
  const byId = new Map<string, Fault>();
  for (const fault of lists.flatMap((list) => list ?? [])) {
    if (!byId.has(fault.id)) byId.set(fault.id, fault);
  }
  const items = [...byId.values()].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt));
  const unreachable = SERVICE_IDS.filter((_, index) => lists[index] === undefined);
  const body: FaultList = { items, access: faultAccess(c.env), unreachable };
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
  return relayed(startOnKeepers(c.env, c.req.url, fault));
});

labFaultRouter.openapi(clearFaultRoute, async (c) => {
  const { id } = c.req.valid('param');
  const answer = await clearOnKeepers(c.env, c.req.url, id);
  if (!answer) return c.json(errorEnvelope(`No active lab fault has the id '${id}'`), 404);
  return relayed(Promise.resolve(answer));
});
