import type { Holdings } from '@repo/contracts/files';

/** A page of every stored file's id, owner and size, in id order after `after`. */
export async function readHoldings(
  db: D1Database,
  after: string,
  limit: number,
): Promise<Holdings> {
  const { results } = await db
    .prepare(
      `SELECT id, user_id AS userId, size FROM files
       WHERE state = 'stored' AND id > ?1 ORDER BY id LIMIT ?2`,
    )
    .bind(after, limit + 1)
    .all<Holdings['files'][number]>();
  const files = results.slice(0, limit);
  return { files, next: results.length > limit ? (files.at(-1)?.id ?? null) : null };
}
