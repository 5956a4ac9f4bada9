import type { RouteHandler } from '@hono/zod-openapi';
import { errorEnvelope } from '@repo/contracts/envelope';
import { ok } from '@repo/service-kit/respond';
import type { UsersEnv } from '../../env';
import { findUser } from '../../lib/user-repository';
import type { userRoute } from './users.routes';

export const getUser: RouteHandler<typeof userRoute, UsersEnv> = async (c) => {
  const { id } = c.req.valid('param');
  const user = await findUser(c.env.USERS_DB, id);
  if (!user) return c.json(errorEnvelope(`User not found: ${id}`), 404);
  return ok(c, user);
};
