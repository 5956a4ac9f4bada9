import { errorEnvelope } from '@repo/contracts/envelope';
import { userIdSchema } from '@repo/contracts/users';
import { ok } from '@repo/service-kit/respond';
import { parseInput } from '@repo/service-kit/validate';
import type { Context } from 'hono';
import type { UsersEnv } from '../../env';
import { findUser } from '../../lib/user-repository';

export async function getUser(c: Context<UsersEnv>) {
  const id = parseInput(userIdSchema, c.req.param('id'));
  const user = await findUser(c.env.USERS_DB, id);
  if (!user) return c.json(errorEnvelope(`User not found: ${id}`), 404);
  return ok(c, user);
}
