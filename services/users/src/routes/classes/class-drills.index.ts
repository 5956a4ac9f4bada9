// The drills of class members, as the gateway reports them (docs/classes.md#drills): started,
// each diagnosis, given up. Reached only through the binding (the gateway forwards no
// `/internal`); the session is the one the request's baggage names, and a session in no class
// is none of the classes' business.
import {
  CLASS_DRILL_EVENTS_PATH,
  CLASS_DRILL_RUNNING_MESSAGE,
  CLASS_NOT_FOUND_MESSAGE,
  classParamsSchema,
  drillEventSchema,
  INTERNAL_CLASSES_PATH,
  startedClassDrillSchema,
} from '@repo/contracts/classes';
import { errorEnvelope } from '@repo/contracts/envelope';
import type { Context } from 'hono';
import { createRoute, createRoutes, inputRefusals, successAnswer } from '@repo/service-kit/openapi';
import { jsonBody } from '@repo/service-kit/lab/lab.routes';
import { ok } from '@repo/service-kit/respond';
import { labSessionScope } from '@repo/session/scope';
import * as z from 'zod';
import type { UsersEnv } from '../../env';
import { classOfSession, findClass } from '../../classes/class-rows';
import { classRoom } from './classes.index';

export const drillEventRoute = createRoute({
  method: 'post',
  path: CLASS_DRILL_EVENTS_PATH,
  summary: "A drill event of the caller's session, for its class (service binding only)",
  request: { body: jsonBody(drillEventSchema) },
  responses: {
    200: successAnswer(z.object({ recorded: z.boolean() }), 'Whether a class recorded it'),
    ...inputRefusals(),
  },
});

export const classDrillsRouter = createRoutes<UsersEnv>().openapi(drillEventRoute, async (c) => {
  const event = c.req.valid('json');
  const hash = labSessionScope();
  const code = hash === '' ? undefined : await classOfSession(c.env.USERS_DB, hash);
  if (!code) return ok(c, { recorded: false }, 200);
  const member = await classRoom(c.env, code).drill(hash, event);
  return ok(c, { recorded: member !== undefined }, 200);
});

// The class drill's keeping, for the gateway, which starts and reveals the drill in each
// member's session (docs/classes.md#a-drill-for-everyone).
const params = classParamsSchema;
const sessionsRoute = createRoute({
  method: 'get',
  path: `${INTERNAL_CLASSES_PATH}/{code}/sessions`,
  summary: "The class's members' sessions (service binding only)",
  request: { params },
  responses: {
    200: successAnswer(z.object({ sessions: z.array(z.string()) }), 'Their hashes'),
    ...inputRefusals({ 404: CLASS_NOT_FOUND_MESSAGE }),
  },
});
const startRoute = createRoute({
  method: 'post',
  path: `${INTERNAL_CLASSES_PATH}/{code}/drill`,
  summary: 'Keep the class drill the gateway started (service binding only)',
  request: { params, body: jsonBody(startedClassDrillSchema) },
  responses: {
    201: successAnswer(z.object({ kept: z.literal(true) }), 'Kept'),
    ...inputRefusals({ 404: CLASS_NOT_FOUND_MESSAGE, 409: CLASS_DRILL_RUNNING_MESSAGE }),
  },
});
const runningRoute = createRoute({
  method: 'get',
  path: `${INTERNAL_CLASSES_PATH}/{code}/drill`,
  summary: 'The running class drill, a drill id per session (service binding only)',
  request: { params },
  responses: {
    200: successAnswer(z.object({ drill: startedClassDrillSchema.nullable() }), 'The drill'),
    ...inputRefusals({ 404: CLASS_NOT_FOUND_MESSAGE }),
  },
});
const revealRoute = createRoute({
  method: 'post',
  path: `${INTERNAL_CLASSES_PATH}/{code}/drill/reveal`,
  summary: 'Mark the class drill revealed to all (service binding only)',
  request: { params },
  responses: {
    200: successAnswer(z.object({ revealed: z.boolean() }), 'Whether one was running'),
    ...inputRefusals({ 404: CLASS_NOT_FOUND_MESSAGE }),
  },
});

const memberSessionRoute = createRoute({
  method: 'get',
  path: `${INTERNAL_CLASSES_PATH}/{code}/members/{learnerId}/session`,
  summary: "A member's session, for the gateway to reset their lab (service binding only)",
  request: { params: params.extend({ learnerId: z.string().min(1).max(64) }) },
  responses: {
    200: successAnswer(z.object({ sessionHash: z.string() }), 'Their hash'),
    ...inputRefusals({ 404: 'No such class, or no such member in it' }),
  },
});

const notFound = (c: Context<UsersEnv>) => c.json(errorEnvelope(CLASS_NOT_FOUND_MESSAGE), 404);

export const classDrillKeepingRouter = createRoutes<UsersEnv>()
  .openapi(memberSessionRoute, async (c) => {
    const { code, learnerId } = c.req.valid('param');
    if (!(await findClass(c.env.USERS_DB, code))) return notFound(c);
    const sessionHash = await classRoom(c.env, code).sessionOf(learnerId);
    if (!sessionHash) return c.json(errorEnvelope(`No member of ${code} is ${learnerId}`), 404);
    return ok(c, { sessionHash }, 200);
  })
  .openapi(sessionsRoute, async (c) => {
    const { code } = c.req.valid('param');
    if (!(await findClass(c.env.USERS_DB, code))) return notFound(c);
    return ok(c, { sessions: await classRoom(c.env, code).sessions() }, 200);
  })
  .openapi(startRoute, async (c) => {
    const { code } = c.req.valid('param');
    if (!(await findClass(c.env.USERS_DB, code))) return notFound(c);
    if (!(await classRoom(c.env, code).startDrill(c.req.valid('json')))) {
      return c.json(errorEnvelope(CLASS_DRILL_RUNNING_MESSAGE), 409);
    }
    return ok(c, { kept: true as const }, 201);
  })
  .openapi(runningRoute, async (c) => {
    const { code } = c.req.valid('param');
    if (!(await findClass(c.env.USERS_DB, code))) return notFound(c);
    return ok(c, { drill: (await classRoom(c.env, code).runningDrill()) ?? null }, 200);
  })
  .openapi(revealRoute, async (c) => {
    const { code } = c.req.valid('param');
    if (!(await findClass(c.env.USERS_DB, code))) return notFound(c);
    return ok(c, { revealed: await classRoom(c.env, code).revealDrill() }, 200);
  });
