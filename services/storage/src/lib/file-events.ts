import type { FileEvent } from '@repo/contracts/file-events';
import { baggageHeader } from '@repo/telemetry/tracing/baggage';
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

/**
 * The body an event is kept in the outbox with: the event and the W3C Baggage of the request
 * that made it, so that the relay sends it on for the same lab session.
 */
function outboxBody(event: FileEvent): string {
  const baggage = baggageHeader();
  return JSON.stringify(baggage === undefined ? event : { ...event, baggage });
}

/** Queues `event` in the outbox if the file is still in `state` when the batch runs. */
export function enqueueEvent(db: D1Database, event: FileEvent, state: UnfinishedState) {
  return db
    .prepare(
      `INSERT INTO outbox (event_id, body, created_at)
       SELECT ?1, ?2, ?3 WHERE EXISTS (SELECT 1 FROM files WHERE id = ?4 AND state = ?5)`,
    )
    .bind(event.id, outboxBody(event), event.occurredAt, event.fileId, state);
}

export type OutboxSelection = { eventId: string } | { createdBefore: string; limit: number };

/**
 * Publishes outbox events to the queue and removes the ones sent: one event right after
 * its request, or every event older than a moment for the sweep. A failure leaves them in
 * the outbox for the next sweep; the consumer ignores an event id it has already applied,
 * so a resend never counts twice. Each lab session's events are sent apart, so a fault on one
 * learner's sends holds only theirs. Answers how many messages the queue took; if a send
 * failed, throws once the others are sent.
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
  const bySession = new Map<string, { id: string; body: unknown }[]>();
  for (const row of results) {
    const body = JSON.parse(row.body) as { baggage?: string };
    const session = body.baggage ?? '';
    bySession.set(session, [...(bySession.get(session) ?? []), { id: row.event_id, body }]);
  }
  let sent = 0;
  let failure: unknown;
  for (const events of bySession.values()) {
    try {
      await queue.sendBatch(events.map(({ body }) => ({ body, contentType: 'json' as const })));
    } catch (error) {
      failure ??= error;
      continue;
    }
    await db.batch(
      events.map(({ id }) => db.prepare('DELETE FROM outbox WHERE event_id = ?1').bind(id)),
    );
    sent += events.length;
  }
  if (failure !== undefined) throw failure;
  return sent;
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
