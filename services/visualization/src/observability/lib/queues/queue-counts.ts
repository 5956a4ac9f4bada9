// The stored queue counts (docs/lab.md#the-map-and-the-queues): totals and per-second
// buckets for the last hour, written in the same transaction as what they count.
import { QUEUE_ACTIONS, type QueueAction } from '@repo/contracts/lab-topology';
import { type QueueId } from '@repo/contracts/queues';

/** `count` messages of `queue` had `action` done to them at `at` (epoch ms). */
export interface QueueCount {
  queue: QueueId;
  action: QueueAction;
  count: number;
  at: number;
}

/** Per-second buckets are kept this long: the oldest waiting message is looked for in them. */
export const QUEUE_SECONDS_KEPT = 3_600;

// A waiting telemetry message has been seen within a day (a pause lasts 15 minutes at most).
const LEDGER_WAITING_KEPT_MS = 24 * 3_600_000;

function sum<K>(into: Map<string, K & { count: number }>, key: string, row: K, count: number) {
  const found = into.get(key);
  if (found) found.count += count;
  else into.set(key, { ...row, count });
}

/** The statements that add `counts` to the totals and the per-second buckets. */
export function queueCountStatements(
  db: D1Database,
  counts: readonly QueueCount[],
): D1PreparedStatement[] {
  const totals = new Map<string, { queue: QueueId; action: QueueAction; count: number }>();
  const seconds = new Map<
    string,
    { queue: QueueId; action: QueueAction; second: number; count: number }
  >();
  for (const { queue, action, count, at } of counts) {
    if (count <= 0) continue;
    const second = Math.floor(at / 1000);
    sum(totals, `${queue}|${action}`, { queue, action }, count);
    sum(seconds, `${queue}|${action}|${second}`, { queue, action, second }, count);
  }
  return [
    ...[...totals.values()].map((row) =>
      db
        .prepare(
          `INSERT INTO queue_totals (queue, action, count) VALUES (?, ?, ?)
           ON CONFLICT (queue, action) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(row.queue, row.action, row.count),
    ),
    ...[...seconds.values()].map((row) =>
      db
        .prepare(
          `INSERT INTO queue_seconds (queue, second, action, count) VALUES (?, ?, ?, ?)
           ON CONFLICT (queue, second, action) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(row.queue, row.second, row.action, row.count),
    ),
  ];
}

/** Counts the telemetry queue's own figures, which its consumer keeps directly. */
export function countTelemetryQueue(
  db: D1Database,
  counts: Partial<Record<QueueAction, number>>,
  at: number,
): D1PreparedStatement[] {
  return queueCountStatements(
    db,
    QUEUE_ACTIONS.map((action) => ({ queue: 'telemetry', action, count: counts[action] ?? 0, at })),
  );
}

/**
 * Drops per-second buckets past the hour, and telemetry ledger entries past the time a
 * redelivery could still come (run with the minutely job). An entry still waiting is kept a
 * day: a message may sit in the queue through a long pause.
 */
export async function pruneQueueCounts(db: D1Database, now = Date.now()): Promise<void> {
  await db.batch([
    db
      .prepare('DELETE FROM queue_seconds WHERE second < ?')
      .bind(Math.floor(now / 1000) - QUEUE_SECONDS_KEPT),
    db
      .prepare('DELETE FROM telemetry_ledger WHERE seen_at < ? AND (acked = 1 OR seen_at < ?)')
      .bind(now - QUEUE_SECONDS_KEPT * 1000, now - LEDGER_WAITING_KEPT_MS),
  ]);
}
