// Classes (docs/classes.md): the instructor's calls need the admin token; a learner's act for
// their own lab session only, found by its hash in the request's baggage (the gateway proved the
// session; nothing in the body says who the caller is). Each class's members live in its
// Durable Object; the users database records which classes exist and who belongs to which.
import {
  ALREADY_JOINED_MESSAGE,
  CLASS_FULL_MESSAGE,
  type ClassMember,
  CLASS_MAX_HOURS,
  CLASS_NOT_FOUND_MESSAGE,
  displayNameTakenMessage,
  IN_ANOTHER_CLASS_MESSAGE,
  JOIN_NEEDS_SESSION_MESSAGE,
  NOT_A_MEMBER_MESSAGE,
  UNKNOWN_REJOIN_CODE_MESSAGE,
} from '@repo/contracts/classes';
import { errorEnvelope } from '@repo/contracts/envelope';
import { classLearnerId } from '@repo/contracts/lab-sessions';
import { createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { labSessionScope } from '@repo/session/scope';
import type { Context } from 'hono';
import type { UsersBindings, UsersEnv } from '../../env';
import {
  deleteMember,
  findClass,
  insertClass,
  insertMember,
  newRejoinCode,
  rejoinHashOf,
  setMemberLearner,
} from '../../classes/class-rows';
import {
  checkRoute,
  createClassRoute,
  endClassRoute,
  handRoute,
  joinRoute,
  liveRoute,
  ownMemberRoute,
  reportRoute,
  rosterRoute,
} from './classes.routes';

const HOUR_MS = 3_600_000;

export const classRoom = (env: UsersBindings, code: string) =>
  env.CLASS_ROOMS.get(env.CLASS_ROOMS.idFromName(code));

const notFound = (c: Context<UsersEnv>) => c.json(errorEnvelope(CLASS_NOT_FOUND_MESSAGE), 404);

/** The end a new class asks for, kept within CLASS_MAX_HOURS of now (and after now). */
function endOf(asked: string | undefined, now: number): string | undefined {
  const latest = now + CLASS_MAX_HOURS * HOUR_MS;
  if (asked === undefined) return new Date(latest).toISOString();
  const at = Date.parse(asked);
  return at > now && at <= latest ? new Date(at).toISOString() : undefined;
}

export const classesRouter = createRoutes<UsersEnv>()
  .openapi(createClassRoute, async (c) => {
    const { name, endsAt: asked } = c.req.valid('json');
    const now = Date.now();
    const endsAt = endOf(asked, now);
    if (!endsAt) {
      return c.json(
        errorEnvelope(`endsAt must be after now and within ${CLASS_MAX_HOURS} hours of it`),
        400,
      );
    }
    const info = await insertClass(c.env.USERS_DB, name, endsAt, new Date(now).toISOString());
    await classRoom(c.env, info.code).open(info);
    return ok(c, info, 201);
  })
  .openapi(rosterRoute, async (c) => {
    const { code } = c.req.valid('param');
    if (!(await findClass(c.env.USERS_DB, code))) return notFound(c);
    const roster = await classRoom(c.env, code).roster();
    return roster ? ok(c, roster, 200) : notFound(c);
  })
  .openapi(endClassRoute, async (c) => {
    const { code } = c.req.valid('param');
    const info = await findClass(c.env.USERS_DB, code);
    if (!info) return notFound(c);
    await classRoom(c.env, code).end();
    return ok(c, info, 200);
  })
  .openapi(liveRoute, async (c) => {
    const { code } = c.req.valid('param');
    if (!(await findClass(c.env.USERS_DB, code))) return notFound(c);
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
      return c.json(errorEnvelope('This path takes a WebSocket upgrade only'), 426);
    }
    // The class's answer, a 101 with its WebSocket, passed on as it is.
    return classRoom(c.env, code).fetch(c.req.raw) as Promise<never>;
  })
  .openapi(joinRoute, async (c) => {
    const { code } = c.req.valid('param');
    const body = c.req.valid('json');
    const hash = labSessionScope();
    if (hash === '') return c.json(errorEnvelope(JOIN_NEEDS_SESSION_MESSAGE), 401);
    if (!(await findClass(c.env.USERS_DB, code))) return notFound(c);
    const room = classRoom(c.env, code);
    if (!(await insertMember(c.env.USERS_DB, hash, code, classLearnerId(hash)))) {
      const mine = await room.member(hash);
      return c.json(errorEnvelope(mine ? ALREADY_JOINED_MESSAGE : IN_ANOTHER_CLASS_MESSAGE), 409);
    }
    if (body.rejoinCode !== undefined) {
      const result = await room.rejoin(hash, await rejoinHashOf(body.rejoinCode));
      if ('refused' in result) {
        await deleteMember(c.env.USERS_DB, hash);
        return result.refused === 'unknown'
          ? c.json(errorEnvelope(UNKNOWN_REJOIN_CODE_MESSAGE), 400)
          : c.json(errorEnvelope(ALREADY_JOINED_MESSAGE), 409);
      }
      // The member keeps their id in the class; the session they left is no longer in it.
      const { learnerId, displayName } = result.joined;
      await setMemberLearner(c.env.USERS_DB, hash, learnerId);
      await deleteMember(c.env.USERS_DB, result.left);
      return ok(c, { learnerId, displayName }, 201);
    }
    const displayName = body.displayName ?? '';
    const learnerId = classLearnerId(hash);
    const rejoinCode = newRejoinCode();
    const result = await room.join(hash, learnerId, displayName, await rejoinHashOf(rejoinCode));
    if ('joined' in result) {
      return ok(c, { learnerId, displayName: result.joined.displayName, rejoinCode }, 201);
    }
    await deleteMember(c.env.USERS_DB, hash);
    if (result.refused === 'taken') {
      return c.json(errorEnvelope(displayNameTakenMessage(displayName)), 400);
    }
    if (result.refused === 'full') return c.json(errorEnvelope(CLASS_FULL_MESSAGE), 409);
    return result.refused === 'already'
      ? c.json(errorEnvelope(ALREADY_JOINED_MESSAGE), 409)
      : notFound(c);
  })
  .openapi(ownMemberRoute, async (c) => {
    const { code } = c.req.valid('param');
    return answerMember(c, code, (room, hash) => room.member(hash));
  })
  .openapi(reportRoute, async (c) => {
    const { code } = c.req.valid('param');
    const report = c.req.valid('json');
    return answerMember(c, code, (room, hash) => room.report(hash, report));
  })
  .openapi(handRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { raised } = c.req.valid('json');
    return answerMember(c, code, (room, hash) => room.hand(hash, raised));
  })
  .openapi(checkRoute, async (c) => {
    const { code } = c.req.valid('param');
    const { passed } = c.req.valid('json');
    return answerMember(c, code, (room, hash) => room.check(hash, passed));
  });

type Room = ReturnType<typeof classRoom>;

/** A learner's call on their own membership: 401 without a session, 403 for a non-member. */
async function answerMember(
  c: Context<UsersEnv>,
  code: string,
  act: (room: Room, hash: string) => Promise<ClassMember | undefined>,
) {
  const hash = labSessionScope();
  if (hash === '') return c.json(errorEnvelope(JOIN_NEEDS_SESSION_MESSAGE), 401);
  if (!(await findClass(c.env.USERS_DB, code))) return notFound(c);
  const member = await act(classRoom(c.env, code), hash);
  if (!member) return c.json(errorEnvelope(NOT_A_MEMBER_MESSAGE), 403);
  // Each member route declares this answer; TypeScript cannot tell which route called.
  return ok(c, member, 200) as never;
}
