import type { RouteHandler } from '@hono/zod-openapi';
import { errorEnvelope } from '@repo/contracts/envelope';
import { classLearner, otherLearnerMessage } from '@repo/service-kit/lab/class-learner';
import { ok } from '@repo/service-kit/respond';
import type { UsersEnv } from '../../env';
import { findUser } from '../../lib/user-repository';
import type { userRoute } from './users.routes';

export const getUser: RouteHandler<typeof userRoute, UsersEnv> = async (c) => {
  const { id } = c.req.valid('param');
  // In class mode a learner's usage is theirs to read alone.
  const learner = classLearner(c.env);
  if (learner !== undefined && id !== learner) {
    return c.json(errorEnvelope(otherLearnerMessage(learner, id)), 403);
  }
  const user = await findUser(c.env.USERS_DB, id);
  if (!user) return c.json(errorEnvelope(`User not found: ${id}`), 404);
  return ok(c, user);
};
