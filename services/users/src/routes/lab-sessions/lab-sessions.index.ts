// POST /api/lab/sessions and GET /api/lab/sessions/current (docs/lab.md#lab-sessions), and the
// gateway's lookup of a session by hash: the users service keeps the sessions, as each
// session's learner is one of its users.
import {
  LAB_SESSION_ENDED_MESSAGE,
  LAB_SESSIONS_FULL_MESSAGE,
  NO_LAB_SESSION_MESSAGE,
} from '@repo/contracts/lab-sessions';
import { errorEnvelope } from '@repo/contracts/envelope';
import { createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { sweepIntervalMs } from '@repo/service-kit/sweep-interval';
import { labSessionSetCookie } from '@repo/session/cookie';
import { labSessionScope } from '@repo/session/scope';
import { createLabSession, findLabSession } from '@repo/session/store';
import type { UsersEnv } from '../../env';
import {
  createLabSessionRoute,
  currentLabSessionRoute,
  lookUpLabSessionRoute,
} from './lab-sessions.routes';

export const labSessionsRouter = createRoutes<UsersEnv>()
  .openapi(createLabSessionRoute, async (c) => {
    const classMode = c.env.CLASS_MODE === 'true';
    const session = await createLabSession(c.env.USERS_DB, { classMode });
    if (!session) {
      // The cleanup runs every sweep interval: by then some sessions may have ended.
      c.header('Retry-After', String(sweepIntervalMs(c.env) / 1000));
      return c.json(errorEnvelope(LAB_SESSIONS_FULL_MESSAGE), 429);
    }
    // The id goes to the browser as its cookie, and nowhere else.
    c.header('Set-Cookie', labSessionSetCookie(c.req.url, session.id));
    return ok(c, { learnerId: session.learnerId, expiresAt: session.expiresAt }, 201);
  })
  .openapi(currentLabSessionRoute, async (c) => {
    const hash = labSessionScope();
    const session = hash === '' ? undefined : await findLabSession(c.env.USERS_DB, hash);
    if (!session) return c.json(errorEnvelope(NO_LAB_SESSION_MESSAGE), 404);
    return ok(c, { learnerId: session.learnerId, expiresAt: session.expiresAt }, 200);
  })
  .openapi(lookUpLabSessionRoute, async (c) => {
    const session = await findLabSession(c.env.USERS_DB, c.req.valid('param').hash);
    if (!session) return c.json(errorEnvelope(LAB_SESSION_ENDED_MESSAGE), 404);
    return ok(c, session, 200);
  });
