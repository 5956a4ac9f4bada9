// The telemetry queue's counts. Its messages cannot report on the queue that carries them
// (each report would be one more message, for ever), so its consumer counts what it sees,
// in a ledger of message ids that keeps every count idempotent:
// - a message seen for the first time counts `sent` (however many requeued copies follow);
// - a message ingested for the first time counts `acked` (a duplicate counts nothing);
// - a batch failed by a fault or an error counts each message `retried`.
import { workerIdSchema, type WorkerId } from '@repo/contracts/services';
import { messageKey } from '@repo/service-kit/queues/message-key';
import * as z from 'zod';
import { countTelemetryQueue } from './queue-counts';

/** What the consumer did with a batch of telemetry messages. */
export type TelemetryDelivery = 'ingested' | 'paused' | 'failed';

const ledgerRowSchema = z.object({ id: z.string(), acked: z.number() });
// A telemetry message carries the events of one worker's buffer: its first event names it.
const producerSchema = z.object({
  events: z.tuple([z.object({ service: workerIdSchema })], z.unknown()),
});

/** A delivered telemetry message: its key and the worker that sent it, when known. */
export interface TelemetryDelivered {
  key: string;
  producer: WorkerId | '';
}

export function delivered(message: Message<unknown>): TelemetryDelivered {
  const parsed = producerSchema.safeParse(message.body);
  return {
    key: messageKey(message),
    producer: parsed.success ? parsed.data.events[0].service : '',
  };
}

const upsertLedger = (
  db: D1Database,
  rows: readonly TelemetryDelivered[],
  now: number,
  acked: 0 | 1,
) =>
  db
    .prepare(
      `INSERT INTO telemetry_ledger (id, seen_at, acked, producer)
       SELECT json_extract(value, '$[0]'), ?, ?, json_extract(value, '$[1]') FROM json_each(?)
       WHERE true
       ON CONFLICT (id) DO UPDATE SET acked = max(acked, excluded.acked)`,
    )
    .bind(now, acked, JSON.stringify(rows.map((row) => [row.key, row.producer])));

/**
 * The statements that count a delivered batch, given each message's key (its telemetry
 * message id, or the queue's id for a body without one) and, when ingested, the ids the
 * ingest had already counted before this batch. Reads the ledger; run the statements in one
 * transaction, with the ingest's when there is one, and one batch at a time.
 */
export async function deliveryStatements(
  db: D1Database,
  messages: readonly TelemetryDelivered[],
  delivery: TelemetryDelivery,
  alreadyIngested: ReadonlySet<string> = new Set(),
  now = Date.now(),
): Promise<D1PreparedStatement[]> {
  const distinct = [...new Map(messages.map((message) => [message.key, message])).values()];
  const keys = distinct.map((message) => message.key);
  const { results } = await db
    .prepare('SELECT id, acked FROM telemetry_ledger WHERE id IN (SELECT value FROM json_each(?))')
    .bind(JSON.stringify(keys))
    .all();
  const ledger = new Map(
    results.map((row) => {
      const { id, acked } = ledgerRowSchema.parse(row);
      return [id, acked === 1] as const;
    }),
  );
  const firstSeen = distinct.filter(({ key }) => !alreadyIngested.has(key) && !ledger.has(key));
  const nowAcked =
    delivery === 'ingested'
      ? distinct.filter(({ key }) => !alreadyIngested.has(key) && ledger.get(key) !== true)
      : [];
  const statements = [];
  if (nowAcked.length > 0) statements.push(upsertLedger(db, nowAcked, now, 1));
  const waiting = delivery === 'ingested' ? [] : firstSeen;
  if (waiting.length > 0) statements.push(upsertLedger(db, waiting, now, 0));
  statements.push(
    ...countTelemetryQueue(
      db,
      {
        sent: firstSeen.length,
        acked: nowAcked.length,
        retried: delivery === 'failed' ? messages.length : 0,
      },
      now,
    ),
  );
  return statements;
}
