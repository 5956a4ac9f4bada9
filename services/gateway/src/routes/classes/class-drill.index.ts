// The instructor's drill for the whole class (docs/classes.md#a-drill-for-everyone): one fault,
// drawn once, started in every member's session as that session's own drill (each acts on its
// session alone, as any drill), and revealed to all at the end. The users service keeps the
// class drill; the gateway does what a drill's start and give-up do, once per member.
import {
  CLASS_DRILL_RUNNING_MESSAGE,
  classDrillRevealPath,
  classDrillsPath,
  classRosterSchema,
  internalClassPath,
  memberResetPath,
  NO_CLASS_DRILL_MESSAGE,
  startedClassDrillSchema,
  type StartedClassDrill,
} from '@repo/contracts/classes';
import { errorEnvelope } from '@repo/contracts/envelope';
import {
  hiddenDrillSchema,
  pickDrillFault,
  revealedFaultSchema,
  type DrillFault,
} from '@repo/contracts/lab-drill-faults';
import { LAB_DRILLS_PATH, type DrillLevel } from '@repo/contracts/lab-drills';
import { LAB_FAULTS_PATH } from '@repo/contracts/lab-paths';
import { SERVICE_IDS } from '@repo/contracts/services';
import { createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { asSession } from '@repo/session/gateway';
import type { Context } from 'hono';
import * as z from 'zod';
import type { GatewayEnv } from '../../env';
import { tellClass } from '../../lib/class-drills';
import { runningDrill, startDrillFault } from '../../lib/drill-faults';
import { relayed } from '../../lib/forward-to-owner';
import { adminOnly, memberSession, toUsers } from '../../lib/instructor-calls';
import { clearFaultOf, clearOnKeepers, faultsKeptBy } from '../../lib/owned-faults';
import { dataOf, jsonPost } from '../../lib/owner-answers';
import { reachService } from '../../lib/reach-service';
import {
  resetMemberLabRoute,
  revealClassDrillRoute,
  startClassDrillRoute,
} from './class-drill.routes';

type Ctx = Context<GatewayEnv>;

/** Members' drills started at once: a class of 60 in a few rounds. */
const AT_ONCE = 10;

async function inTurns<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += AT_ONCE) {
    results.push(...(await Promise.all(items.slice(start, start + AT_ONCE).map(work))));
  }
  return results;
}

/** One member's drill, as their own `POST /api/lab/drills` would start it, with the class's fault. */
async function startMemberDrill(c: Ctx, level: DrillLevel, fault: DrillFault, hash: string) {
  return asSession(hash, async () => {
    const origin = new URL(c.req.url).origin;
    const started = await reachService(
      c.env,
      'visualization',
      new Request(`${origin}${LAB_DRILLS_PATH}`, jsonPost({ level, fault })),
    );
    // A member with a drill of their own running is left to it.
    if (started.status !== 201) return undefined;
    const drill = await dataOf(started, hiddenDrillSchema);
    const faultStarted = await startDrillFault(c.env, origin, drill);
    if (faultStarted.status !== 201) {
      await reachService(
        c.env,
        'visualization',
        new Request(`${origin}${LAB_DRILLS_PATH}/${drill.id}`, { method: 'DELETE' }),
      );
      return undefined;
    }
    tellClass(c, { type: 'started', drillId: drill.id, level, startedAt: drill.startedAt });
    return { sessionHash: hash, drill };
  });
}

/** A member's drill still running, ended as a give-up would end it. */
async function revealMemberDrill(c: Ctx, sessionHash: string, drillId: string) {
  return asSession(sessionHash, async () => {
    const origin = new URL(c.req.url).origin;
    const answer = await reachService(
      c.env,
      'visualization',
      new Request(`${origin}${LAB_DRILLS_PATH}/${drillId}`, { method: 'DELETE' }),
    );
    if (answer.status !== 200) return;
    const fault = await dataOf(answer, revealedFaultSchema);
    tellClass(c, { type: 'given-up', drillId });
    await clearFaultOf(c.env, fault, origin);
  });
}

async function classDrillNow(c: Ctx, code: string) {
  const roster = await toUsers(c, `/api/classes/${code}`);
  return (await dataOf(roster, classRosterSchema)).drill;
}

export const classDrillRouter = createRoutes<GatewayEnv>();
classDrillRouter.use(classDrillsPath(':code'), adminOnly);
classDrillRouter.use(classDrillRevealPath(':code'), adminOnly);
classDrillRouter.use(memberResetPath(':code', ':learnerId'), adminOnly);

classDrillRouter
  .openapi(startClassDrillRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { level } = c.req.valid('json');
    const running = await toUsers(c, `${internalClassPath(code)}/drill`);
    if (running.status !== 200) return relayed(Promise.resolve(running));
    const { drill } = await dataOf(
      running,
      z.object({ drill: startedClassDrillSchema.nullable() }),
    );
    if (drill) return c.json(errorEnvelope(CLASS_DRILL_RUNNING_MESSAGE), 409);
    const listed = await toUsers(c, `${internalClassPath(code)}/sessions`);
    const { sessions } = await dataOf(listed, z.object({ sessions: z.array(z.string()) }));
    const fault = pickDrillFault(level);
    const started = (
      await inTurns(sessions, (hash) => startMemberDrill(c, level, fault, hash))
    ).filter((entry) => entry !== undefined);
    const first = started[0]?.drill;
    const classDrill: StartedClassDrill = {
      level,
      startedAt: first?.startedAt ?? new Date().toISOString(),
      answer: { target: fault.target, type: fault.type, value: first?.value ?? null },
      drills: started.map(({ sessionHash, drill: { id } }) => ({ sessionHash, drillId: id })),
    };
    const kept = await toUsers(c, `${internalClassPath(code)}/drill`, jsonPost(classDrill));
    if (kept.status !== 201) return relayed(Promise.resolve(kept));
    return ok(c, await requireDrill(c, code), 201);
  })
  .openapi(revealClassDrillRoute, async (c) => {
    const { code } = c.req.valid('param');
    const running = await toUsers(c, `${internalClassPath(code)}/drill`);
    if (running.status !== 200) return relayed(Promise.resolve(running));
    const { drill } = await dataOf(
      running,
      z.object({ drill: startedClassDrillSchema.nullable() }),
    );
    if (!drill) return c.json(errorEnvelope(NO_CLASS_DRILL_MESSAGE), 404);
    await inTurns(drill.drills, ({ sessionHash, drillId }) =>
      revealMemberDrill(c, sessionHash, drillId),
    );
    await toUsers(c, `${internalClassPath(code)}/drill/reveal`, { method: 'POST' });
    return ok(c, await requireDrill(c, code), 200);
  });

/** A member's lab as it was before they broke it: their session's faults and drill gone. */
async function resetLab(c: Ctx, sessionHash: string) {
  return asSession(sessionHash, async () => {
    const origin = new URL(c.req.url).origin;
    const drill = await runningDrill(c.env, origin);
    if (drill) await revealMemberDrill(c, sessionHash, drill.id);
    const kept = await Promise.all(
      SERVICE_IDS.map((service) => faultsKeptBy(c.env, service, origin)),
    );
    const own = new Map(
      kept
        .flatMap((faults) => faults ?? [])
        .filter((fault) => fault.scope === 'session')
        .map((fault) => [fault.id, fault]),
    );
    for (const id of own.keys()) {
      await clearOnKeepers(c.env, `${origin}${LAB_FAULTS_PATH}/${id}?scope=session`, id);
    }
    return { faultsCleared: own.size, drillEnded: drill !== undefined };
  });
}

classDrillRouter.openapi(resetMemberLabRoute, async (c) => {
  const { code, learnerId } = c.req.valid('param');
  const member = await memberSession(c, code, learnerId);
  if ('refused' in member) return relayed(Promise.resolve(member.refused));
  return ok(c, await resetLab(c, member.sessionHash), 200);
});

async function requireDrill(c: Ctx, code: string) {
  const drill = await classDrillNow(c, code);
  if (!drill) throw new Error(`The class ${code} has no drill after starting one`);
  return drill;
}
