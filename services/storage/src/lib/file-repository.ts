import type { StoredFile } from '@repo/contracts/files';

// Every query about files in D1. Only rows in state 'stored' are ever listed or served;
// state changes are single statements or batches (one transaction), so no reader ever
// sees a file without its blob or an event without its change.

interface FileRow {
  id: string;
  name: string;
  size: number;
  mime_type: StoredFile['mimeType'];
  user_id: string;
  checksum: string;
  created_at: string;
}

export type UnfinishedState = 'pending' | 'deleting';

const COLUMNS = 'id, name, size, mime_type, user_id, checksum, created_at';

const toStoredFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  mimeType: row.mime_type,
  userId: row.user_id,
  createdAt: row.created_at,
  checksum: row.checksum,
});

export function insertPendingFile(db: D1Database, file: StoredFile): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO files (${COLUMNS}, state, state_changed_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'pending', ?7)`,
    )
    .bind(file.id, file.name, file.size, file.mimeType, file.userId, file.checksum, file.createdAt);
}

/** Moves a file from `from` to 'stored'; changes nothing when it is no longer in `from`. */
export function markStored(db: D1Database, id: string, from: UnfinishedState, now: string) {
  return db
    .prepare(
      `UPDATE files SET state = 'stored', state_changed_at = ?3 WHERE id = ?1 AND state = ?2`,
    )
    .bind(id, from, now);
}

/** Takes a stored file out of the listing before its blob goes; undefined when there is none. */
export async function markDeleting(
  db: D1Database,
  id: string,
  now: string,
): Promise<StoredFile | undefined> {
  const row = await db
    .prepare(
      `UPDATE files SET state = 'deleting', state_changed_at = ?2
       WHERE id = ?1 AND state = 'stored' RETURNING ${COLUMNS}`,
    )
    .bind(id, now)
    .first<FileRow>();
  return row ? toStoredFile(row) : undefined;
}

/** Removes a row that is still in `state` (not one another request has moved on). */
export function deleteRow(db: D1Database, id: string, state: UnfinishedState): D1PreparedStatement {
  return db.prepare('DELETE FROM files WHERE id = ?1 AND state = ?2').bind(id, state);
}

export async function findStoredFile(db: D1Database, id: string): Promise<StoredFile | undefined> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM files WHERE id = ?1 AND state = 'stored'`)
    .bind(id)
    .first<FileRow>();
  return row ? toStoredFile(row) : undefined;
}

export interface FilePageQuery {
  page: number;
  pageSize: number;
  userId?: string | undefined;
}

/** One page of stored files, newest first, and how many there are in all. */
export async function listStoredFiles(
  db: D1Database,
  { page, pageSize, userId }: FilePageQuery,
): Promise<{ files: StoredFile[]; total: number }> {
  const byUser = userId === undefined ? '' : 'user_id = ?1 AND ';
  const params = userId === undefined ? [] : [userId];
  const next = params.length + 1;
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT ${COLUMNS} FROM files WHERE ${byUser}state = 'stored'
         ORDER BY created_at DESC, id DESC LIMIT ?${next} OFFSET ?${next + 1}`,
      )
      .bind(...params, pageSize, (page - 1) * pageSize),
    db
      .prepare(`SELECT count(*) AS total FROM files WHERE ${byUser}state = 'stored'`)
      .bind(...params),
  ]);
  const files = (rows?.results ?? []) as FileRow[];
  const [counted] = (count?.results ?? []) as Array<{ total: number }>;
  return { files: files.map(toStoredFile), total: counted?.total ?? 0 };
}

/** Rows a crash left half-done: pending or deleting since before `before`. */
export async function findUnfinished(
  db: D1Database,
  before: string,
  limit: number,
): Promise<Array<StoredFile & { state: UnfinishedState }>> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS}, state FROM files
       WHERE state IN ('pending', 'deleting') AND state_changed_at < ?1 LIMIT ?2`,
    )
    .bind(before, limit)
    .all<FileRow & { state: UnfinishedState }>();
  return results.map((row) => ({ ...toStoredFile(row), state: row.state }));
}
