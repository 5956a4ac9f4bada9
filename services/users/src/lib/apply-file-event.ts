import type { FileEvent } from '@repo/contracts/file-events';

/**
 * Applies one file event to its user's usage exactly once. The usage change and the
 * record of the event id are one batch (one transaction), and the change only happens
 * if the id was not recorded yet, so a retried or duplicated event never counts twice.
 * Returns false when the event had already been applied.
 */
export async function applyFileEvent(
  db: D1Database,
  event: FileEvent,
  now: string,
): Promise<boolean> {
  const sign = event.type === 'file.uploaded' ? 1 : -1;
  const [usage] = await db.batch([
    db
      .prepare(
        `INSERT INTO user_usage (user_id, file_count, bytes)
         SELECT ?1, max(?2, 0), max(?3, 0)
         WHERE NOT EXISTS (SELECT 1 FROM processed_events WHERE event_id = ?4)
         ON CONFLICT (user_id) DO UPDATE SET
           file_count = max(file_count + ?2, 0),
           bytes = max(bytes + ?3, 0)`,
      )
      .bind(event.userId, sign, sign * event.size, event.id),
    db
      .prepare('INSERT OR IGNORE INTO processed_events (event_id, processed_at) VALUES (?1, ?2)')
      .bind(event.id, now),
  ]);
  return (usage?.meta.changes ?? 0) > 0;
}
