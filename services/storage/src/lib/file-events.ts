import type { FileEvent } from '@repo/contracts/file-events';
import type { OutboxState, StoredFile } from '@repo/contracts/files';
import type { UnfinishedState } from './file-repository';

// The transactional outbox for file events. An event row is inserted in the same batch as
// the change it reports, and only if the file is still in the expected state, so a change
// and its event happen together or not at all, and never twice.

export function fileEvent(type: FileEvent['type'], file: StoredFile, now: string): FileEvent {
  return {
    id: crypto.randomUUID(),
    type,
    fileId: file.id,
    userId: file.userId,
    size: file.size,
    occurredAt: now,
  };
}

/** Queues `event` in the outbox if the file is still in `state` when the batch runs. */
export function enqueueEvent(db: D1Database, event: FileEvent, state: UnfinishedState) {
  return db
    .prepare(
      `INSERT INTO outbox (event_id, body, created_at)
       SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM files WHERE id = ?4 AND state = ?5)`,
    )
    .bind(event.id, JSON.stringify(event), event.occurredAt, event.fileId, state);
}

export type OutboxSelection = { eventId: string } | { createdBefore: string; limit: number };

/**
 * Publishes outbox events to the queue and removes the ones sent: one event right after
 * its request, or every event older than a moment for the sweep. A failure leaves them in
 * the outbox for the next sweep; the consumer ignores an event id it has already applied,
 * so a resend never counts twice. Answers how many messages the queue took.
 */
export async function publishOutbox(
  db: D1Database,
  queue: Queue,
  selection: OutboxSelection,
): Promise<number> {
  const select =
    'eventId' in selection
      ? db.prepare('SELECT event_id, body FROM outbox WHERE event_id = ?1').bind(selection.eventId)
      : db
          .prepare(
            'SELECT event_id, body FROM outbox WHERE created_at < ?1 ORDER BY created_at LIMIT ?2',
          )
          .bind(selection.createdBefore, selection.limit);
  const { results } = await select.all<{ event_id: string; body: string }>();
  if (results.length === 0) return 0;
  await queue.sendBatch(
    results.map((row) => ({ body: JSON.parse(row.body) as unknown, contentType: 'json' as const })),
  );
  await db.batch(
    results.map((row) => db.prepare('DELETE FROM outbox WHERE event_id = ?1').bind(row.event_id)),
  );
  return results.length;
}

/** How many events wait in the outbox, and how long the oldest has waited. */
export async function outboxState(db: D1Database, now = Date.now()): Promise<OutboxState> {
  const row = await db
    .prepare('SELECT count(*) AS waiting, min(created_at) AS oldest FROM outbox')
    .first<{ waiting: number; oldest: string | null }>();
  const waiting = row?.waiting ?? 0;
  const oldest = row?.oldest ? Date.parse(row.oldest) : null;
  return {
    waiting,
    oldestAgeSeconds: oldest === null ? null : Math.max(0, (now - oldest) / 1000),
  };
}
