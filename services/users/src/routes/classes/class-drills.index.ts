// The drills of class members, as the gateway reports them (docs/classes.md#drills): started,
// each diagnosis, given up. Reached only through the binding (the gateway forwards no
// `/internal`); the session is the one the request's baggage names, and a session in no class
// is none of the classes' business.
import { CLASS_DRILL_EVENTS_PATH, drillEventSchema } from '@repo/contracts/classes';
import { createRoute, createRoutes, inputRefusals, successAnswer } from '@repo/service-kit/openapi';
import { jsonBody } from '@repo/service-kit/lab/lab.routes';
import { ok } from '@repo/service-kit/respond';
import { labSessionScope } from '@repo/session/scope';
import * as z from 'zod';
import type { UsersEnv } from '../../env';
import { classOfSession } from '../../classes/class-rows';
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
