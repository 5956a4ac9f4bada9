import type { User } from '@repo/contracts/users';

interface UserRow {
  id: string;
  name: string;
  created_at: string;
  file_count: number | null;
  bytes: number | null;
}

/** A user with their usage (none counted yet reads as zero), or undefined when unknown. */
export async function findUser(db: D1Database, id: string): Promise<User | undefined> {
  const row = await db
    .prepare(
      `SELECT users.id, users.name, users.created_at, user_usage.file_count, user_usage.bytes
       FROM users LEFT JOIN user_usage ON user_usage.user_id = users.id
       WHERE users.id = ?1`,
    )
    .bind(id)
    .first<UserRow>();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    usage: { fileCount: row.file_count ?? 0, bytes: row.bytes ?? 0 },
  };
}
