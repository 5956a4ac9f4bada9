import { errorEnvelope } from '@repo/contracts/envelope';
import {
  diagnosisRequestSchema,
  hiddenDrillSchema,
  revealedFaultSchema,
} from '@repo/contracts/lab-drill-faults';
import {
  diagnosisResultSchema,
  drillRequestSchema,
  LAB_DRILLS_PATH,
} from '@repo/contracts/lab-drills';
import { diagnosisRoute, giveUpRoute, startDrillRoute } from '@repo/service-kit/lab/drill.routes';
import { bodyReadByHandler, createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { GatewayBindings, GatewayEnv } from '../../env';
import { tellOwnClass } from '../../lib/class-drills';
import { publicDrill, startDrillFault } from '../../lib/drill-faults';
import { forwardToOwner, relayed } from '../../lib/forward-to-owner';
import { clearFaultOf } from '../../lib/owned-faults';
import { dataOf, jsonPost } from '../../lib/owner-answers';
import { sessionAccess } from '../../middleware/lab-access';

// Visualization keeps the drills.
const toDrills = (env: GatewayBindings, request: Request) =>
  forwardToOwner(env, 'visualization', request, 'the drills');

const jsonRequest = (url: string, body: unknown) => new Request(url, jsonPost(body));

const readJson = (request: Request): Promise<unknown> => request.json().catch(() => undefined);

/**
 * The drills: the gateway checks the body and the caller's lab access, has visualization keep
 * the drill, and starts, hides and clears its fault on the service that keeps faults.
 */
export const labDrillRouter = createRoutes<GatewayEnv>();

labDrillRouter.use(`${LAB_DRILLS_PATH}/*`, sessionAccess);
labDrillRouter.use(LAB_DRILLS_PATH, sessionAccess);

labDrillRouter.openapi(bodyReadByHandler(startDrillRoute), async (c) => {
  const body = await readJson(c.req.raw);
  if (body === undefined) return c.json(errorEnvelope('The body must be JSON: { level }'), 400);
  const started = await toDrills(
    c.env,
    jsonRequest(c.req.url, parseInput(drillRequestSchema, body)),
  );
  if (started.status !== 201) return relayed(Promise.resolve(started));
  const drill = await dataOf(started, hiddenDrillSchema);
  const origin = new URL(c.req.url).origin;
  const fault = await startDrillFault(c.env, origin, drill);
  if (fault.status !== 201) {
    // No drill without its fault: the drill is given up at once.
    await toDrills(c.env, new Request(`${c.req.url}/${drill.id}`, { method: 'DELETE' }));
    return relayed(Promise.resolve(fault));
  }
  tellOwnClass(c, {
    type: 'started',
    drillId: drill.id,
    level: drill.level,
    startedAt: drill.startedAt,
  });
  return ok(c, publicDrill(drill), 201);
});

labDrillRouter.openapi(bodyReadByHandler(diagnosisRoute), async (c) => {
  const body = await readJson(c.req.raw);
  if (body === undefined) {
    return c.json(errorEnvelope('The body must be JSON: { target, type, traceId? }'), 400);
  }
  const diagnosis = parseInput(diagnosisRequestSchema, body);
  const answer = await toDrills(c.env, jsonRequest(c.req.url, diagnosis));
  if (answer.status !== 200) return relayed(Promise.resolve(answer));
  const result = await dataOf(answer, diagnosisResultSchema);
  const { id } = c.req.valid('param');
  tellOwnClass(c, {
    type: 'diagnosed',
    drillId: id,
    correct: result.correct,
    attempts: result.attempts,
    target: diagnosis.target,
    fault: diagnosis.type,
  });
  // A right answer ends the drill: its fault, the one diagnosed, is cleared.
  if (result.correct) {
    await clearFaultOf(c.env, { ...diagnosis, value: null }, new URL(c.req.url).origin);
  }
  return ok(c, result);
});

labDrillRouter.openapi(giveUpRoute, async (c) => {
  const answer = await toDrills(c.env, new Request(c.req.url, { method: 'DELETE' }));
  if (answer.status !== 200) return relayed(Promise.resolve(answer));
  const fault = await dataOf(answer, revealedFaultSchema);
  tellOwnClass(c, { type: 'given-up', drillId: c.req.valid('param').id });
  await clearFaultOf(c.env, fault, new URL(c.req.url).origin);
  return ok(c, fault);
});
