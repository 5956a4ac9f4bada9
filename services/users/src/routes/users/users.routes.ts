import { errorEnvelope } from '@repo/contracts/envelope';
import { userIdSchema, type User } from '@repo/contracts/users';
import { parseInput } from '@repo/service-kit/validate';
import { Hono } from 'hono';
import type { UsersEnv } from '../../env';

interface UserRow {
  id: string;
  name: string;
  created_at: string;
  file_count: number | null;
  bytes: number | null;
}

export const usersRoutes = new Hono<UsersEnv>().get('/api/users/:id', async (c) => {
  const id = parseInput(userIdSchema, c.req.param('id'));
  const row = await c.env.USERS_DB.prepare(
    `SELECT users.id, users.name, users.created_at, user_usage.file_count, user_usage.bytes
     FROM users LEFT JOIN user_usage ON user_usage.user_id = users.id
     WHERE users.id = ?1`,
  )
    .bind(id)
    .first<UserRow>();
  if (!row) return c.json(errorEnvelope(`User not found: ${id}`), 404);
  const user: User = {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    usage: { fileCount: row.file_count ?? 0, bytes: row.bytes ?? 0 },
  };
  return c.json({ success: true, data: user }, 200);
});
