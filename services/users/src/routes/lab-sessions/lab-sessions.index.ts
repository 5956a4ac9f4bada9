// POST /api/lab/sessions and GET /api/lab/sessions/current (docs/lab.md#lab-sessions): the
// users service keeps the sessions, as each session's learner is one of its users.
import { LAB_SESSIONS_FULL_MESSAGE, NO_LAB_SESSION_MESSAGE } from '@repo/contracts/lab-sessions';
import { errorEnvelope } from '@repo/contracts/envelope';
import { labSessionOf } from '@repo/service-kit/lab/lab-session';
import { createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import { sweepIntervalMs } from '@repo/service-kit/sweep-interval';
import type { UsersEnv } from '../../env';
import { createLabSession, findLabSession } from '../../lib/lab-sessions';
import { createLabSessionRoute, currentLabSessionRoute } from './lab-sessions.routes';

export const labSessionsRouter = createRoutes<UsersEnv>()
  .openapi(createLabSessionRoute, async (c) => {
    const classMode = c.env.CLASS_MODE === 'true';
    const session = await createLabSession(c.env.USERS_DB, { classMode });
    if (!session) {
      // The cleanup runs every sweep interval: by then some sessions may have ended.
      c.header('Retry-After', String(sweepIntervalMs(c.env) / 1000));
      return c.json(errorEnvelope(LAB_SESSIONS_FULL_MESSAGE), 429);
    }
    return ok(c, session, 201);
  })
  .openapi(currentLabSessionRoute, async (c) => {
    const id = labSessionOf();
    const session = id === undefined ? undefined : await findLabSession(c.env.USERS_DB, id);
    if (!session) return c.json(errorEnvelope(NO_LAB_SESSION_MESSAGE), 404);
    return ok(c, { learnerId: session.learnerId, expiresAt: session.expiresAt }, 200);
  });
