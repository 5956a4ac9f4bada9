import type { User } from '@repo/contracts/users';

interface UserRow {
  id: string;
  name: string;
  created_at: string;
  file_count: number;
  bytes: number;
}

/** A user with their usage, summed over the files the ledger holds; undefined when unknown. */
export async function findUser(db: D1Database, id: string): Promise<User | undefined> {
  const row = await db
    .prepare(
      `SELECT users.id, users.name, users.created_at,
              count(user_files.file_id) AS file_count, coalesce(sum(user_files.bytes), 0) AS bytes
       FROM users LEFT JOIN user_files ON user_files.user_id = users.id AND user_files.deleted = 0
       WHERE users.id = ?1
       GROUP BY users.id`,
    )
    .bind(id)
    .first<UserRow>();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    usage: { fileCount: row.file_count, bytes: row.bytes },
  };
}
