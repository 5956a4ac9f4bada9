import type { FileEvent } from '@repo/contracts/file-events';

/**
 * The two statements that apply one file event to its user's usage exactly once: the
 * usage change happens only if the event id was never recorded, and the id is recorded.
 * Run in one batch (one transaction), a retried or duplicated event never counts twice.
 */
function fileEventStatements(db: D1Database, event: FileEvent, now: string): D1PreparedStatement[] {
  const sign = event.type === 'file.uploaded' ? 1 : -1;
  return [
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
  ];
}

/**
 * Applies file events in order, all in one batch: one round trip to D1 for a whole queue
 * batch, and all or nothing if it fails. Returns how many were new (not applied before).
 */
export async function applyFileEvents(
  db: D1Database,
  events: readonly FileEvent[],
  now: string,
): Promise<number> {
  if (events.length === 0) return 0;
  const results = await db.batch(events.flatMap((event) => fileEventStatements(db, event, now)));
  return results.filter((result, i) => i % 2 === 0 && (result.meta.changes ?? 0) > 0).length;
}
