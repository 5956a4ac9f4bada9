import { telemetryMessageSchema, type TelemetryMessage } from '@repo/contracts/metrics';
import type { SpanEvent } from '@repo/contracts/traces';
import { addMark, emptyRegisters } from '@repo/telemetry/visitors';
import { queueCountStatements, type QueueCount } from '../queues/queue-counts';
import { storeSpanStatements } from '../traces/store-spans';
import {
  addOperation,
  addRequest,
  mergeStoredSketches,
  upsertOperations,
  upsertRequests,
  visitorUpserts,
  type OperationRollup,
  type RequestRollup,
} from './rollups';
import { HOUR_MS, MINUTE_MS } from './time-grid';

/** D1 allows 100 bound parameters per statement. */
const IDS_PER_STATEMENT = 90;

export interface IngestResult {
  events: number;
  duplicates: number;
  invalid: number;
}

async function countedIds(db: D1Database, ids: string[]): Promise<Set<string>> {
  const statements = [];
  for (let i = 0; i < ids.length; i += IDS_PER_STATEMENT) {
    const chunk = ids.slice(i, i + IDS_PER_STATEMENT);
    statements.push(
      db
        .prepare(
          `SELECT id FROM telemetry_messages WHERE id IN (${chunk.map(() => '?').join(', ')})`,
        )
        .bind(...chunk),
    );
  }
  if (statements.length === 0) return new Set();
  const results = await db.batch<{ id: string }>(statements);
  return new Set(results.flatMap((result) => result.results.map((row) => row.id)));
}

/**
 * Adds a batch of telemetry messages to the rollups and stores their spans, all in one
 * transaction with the ids of the messages it counted: a message seen before (a redelivery)
 * is skipped, and a batch that fails is counted not at all, so its retry counts it once.
 * Sketches are read, merged and written back, so one consumer runs at a time
 * (max_concurrency = 1). `alsoWrite`, given the ids counted before this batch, adds
 * statements to the same transaction.
 */
export async function ingestTelemetry(
  db: D1Database,
  bodies: readonly unknown[],
  now = Date.now(),
  alsoWrite?: (counted: ReadonlySet<string>) => Promise<D1PreparedStatement[]>,
): Promise<IngestResult> {
  const messages: TelemetryMessage[] = [];
  let invalid = 0;
  for (const body of bodies) {
    const parsed = telemetryMessageSchema.safeParse(body);
    if (parsed.success) {
      messages.push(parsed.data);
    } else {
      invalid += 1;
      const issue = parsed.error.issues[0];
      console.warn(
        `Dropped a telemetry message that is not valid: ${issue?.path.join('.')}: ${issue?.message}`,
      );
    }
  }
  const seen = await countedIds(db, [...new Set(messages.map((message) => message.id))]);
  const fresh = new Map<string, TelemetryMessage>();
  for (const message of messages) if (!seen.has(message.id)) fresh.set(message.id, message);
  const duplicates = messages.length - fresh.size;

  const minutes = new Map<string, RequestRollup>();
  const hours = new Map<string, RequestRollup>();
  const operations = new Map<string, OperationRollup>();
  const visitors = new Map<number, Uint8Array>();
  const spans: SpanEvent[] = [];
  const queueCounts: QueueCount[] = [];
  let events = 0;
  for (const message of fresh.values()) {
    for (const event of message.events) {
      events += 1;
      if (event.kind === 'operation') {
        addOperation(operations, event);
        continue;
      }
      if (event.kind === 'queue') {
        queueCounts.push(event);
        continue;
      }
      if (event.kind === 'span') {
        spans.push(event);
        continue;
      }
      addRequest(minutes, event, Math.floor(event.at / MINUTE_MS));
      const hour = Math.floor(event.at / HOUR_MS);
      addRequest(hours, event, hour);
      if (event.visitor) {
        const registers = visitors.get(hour) ?? emptyRegisters();
        addMark(registers, event.visitor);
        visitors.set(hour, registers);
      }
    }
  }
  const extra = alsoWrite ? await alsoWrite(seen) : [];
  if (fresh.size === 0 && extra.length === 0) return { events, duplicates, invalid };

  const minuteRollups = [...minutes.values()];
  const hourRollups = [...hours.values()];
  await mergeStoredSketches(db, 'request_minutes', 'minute', minuteRollups);
  await mergeStoredSketches(db, 'request_hours', 'hour', hourRollups);
  const visitorStatements = await visitorUpserts(db, visitors);

  const nowMinute = Math.floor(now / MINUTE_MS);
  await db.batch([
    ...[...fresh.keys()].map((id) =>
      db
        .prepare('INSERT INTO telemetry_messages (id, received_minute) VALUES (?, ?)')
        .bind(id, nowMinute),
    ),
    ...upsertRequests(db, 'request_minutes', 'minute', minuteRollups),
    ...upsertRequests(db, 'request_hours', 'hour', hourRollups),
    ...upsertOperations(db, operations),
    ...visitorStatements,
    ...storeSpanStatements(db, spans),
    ...queueCountStatements(db, queueCounts),
    ...extra,
  ]);
  return { events, duplicates, invalid };
}
