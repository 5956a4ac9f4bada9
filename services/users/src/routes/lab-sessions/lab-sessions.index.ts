// POST /api/lab/sessions (docs/lab.md#lab-sessions): the users service keeps the sessions, as
// each session's learner is one of its users.
import { createRoutes } from '@repo/service-kit/openapi';
import { ok } from '@repo/service-kit/respond';
import type { UsersEnv } from '../../env';
import { createLabSession } from '../../lib/lab-sessions';
import { createLabSessionRoute } from './lab-sessions.routes';

export const labSessionsRouter = createRoutes<UsersEnv>().openapi(
  createLabSessionRoute,
  async (c) => {
    const classMode = c.env.CLASS_MODE === 'true';
    const session = await createLabSession(c.env.USERS_DB, { classMode });
    return ok(c, session, 201);
  },
);
