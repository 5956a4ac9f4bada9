import type { FileEvent } from '@repo/contracts/file-events';

/**
 * The statement that applies one file event to the ledger. An upload adds the file unless
 * the ledger knows it already (as present, or as deleted: a delete that arrived first wins);
 * a delete marks it deleted, adding the row if its upload has not arrived yet. So events
 * of one file give the same ledger in any order, and applying one twice changes nothing.
 */
function fileEventStatement(db: D1Database, event: FileEvent, now: string): D1PreparedStatement {
  if (event.type === 'file.uploaded') {
    return db
      .prepare(
        `INSERT OR IGNORE INTO user_files (file_id, user_id, bytes, deleted, updated_at)
         VALUES (?1, ?2, ?3, 0, ?4)`,
      )
      .bind(event.fileId, event.userId, event.size, now);
  }
  return db
    .prepare(
      `INSERT INTO user_files (file_id, user_id, bytes, deleted, updated_at)
       VALUES (?1, ?2, ?3, 1, ?4)
       ON CONFLICT (file_id) DO UPDATE SET deleted = 1, updated_at = ?4 WHERE deleted = 0`,
    )
    .bind(event.fileId, event.userId, event.size, now);
}

/**
 * Applies file events, all in one batch: one round trip to D1 for a whole queue batch, and
 * all or nothing if it fails. Returns how many changed the ledger (the others were known).
 */
export async function applyFileEvents(
  db: D1Database,
  events: readonly FileEvent[],
  now: string,
): Promise<number> {
  if (events.length === 0) return 0;
  const results = await db.batch(events.map((event) => fileEventStatement(db, event, now)));
  return results.filter((result) => (result.meta.changes ?? 0) > 0).length;
}
