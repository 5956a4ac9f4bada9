// Each queue's state and traffic from the stored counts (docs/lab.md#the-map-and-the-queues).
import { QUEUE_ACTIONS, type QueueAction, type QueueState } from '@repo/contracts/lab-topology';
import { QUEUE_IDS, type QueueId } from '@repo/contracts/queues';
import * as z from 'zod';
import { QUEUE_SECONDS_KEPT } from '../queues/queue-counts';
import { WRITE_OFF_ACTIONS, type WriteOffAction } from '../queues/restart-write-off';
import { WINDOW_SECONDS } from './traffic';

type Counts = Record<QueueAction | WriteOffAction, number>;

const countRowSchema = z.object({ queue: z.string(), action: z.string(), count: z.number() });
const secondRowSchema = z.object({ second: z.number().nullable() });
const producerRowSchema = z.object({ producer: z.string(), count: z.number() });

const noCounts = (): Counts => ({
  sent: 0,
  acked: 0,
  retried: 0,
  requeued: 0,
  deadLettered: 0,
  replayed: 0,
  duplicated: 0,
  rejected: 0,
  dropped: 0,
  lost: 0,
  unreported: 0,
});

function byQueue(rows: readonly unknown[]): Map<QueueId, Counts> {
  const counts = new Map<QueueId, Counts>(QUEUE_IDS.map((queue) => [queue, noCounts()]));
  for (const row of rows) {
    const parsed = countRowSchema.parse(row);
    const queue = QUEUE_IDS.find((id) => id === parsed.queue);
    const action = [...QUEUE_ACTIONS, ...WRITE_OFF_ACTIONS].find((name) => name === parsed.action);
    const of = queue && counts.get(queue);
    if (of && action) of[action] += parsed.count;
  }
  return counts;
}

/**
 * Messages sent (or replayed, or put on the queue again by a `duplicate` fault) and not yet
 * acknowledged or dead-lettered, less what restarts wrote off (docs/lab.md#after-a-restart);
 * never below 0. A rejected message was acknowledged, so it is already out.
 */
export const backlogOf = (totals: Counts) =>
  Math.max(
    0,
    totals.sent +
      totals.replayed +
      totals.duplicated +
      totals.unreported -
      totals.acked -
      totals.deadLettered -
      totals.lost,
  );

// Assuming the queue hands messages out in the order they came (FIFO), the oldest waiting
// message came in the second where the arrivals counted back from now reach the backlog.
const OLDEST_SECOND = `
  SELECT second FROM (
    SELECT second, sum(sum(count)) OVER (ORDER BY second DESC) AS arrived
    FROM queue_seconds WHERE queue = ?1 AND action IN ('sent', 'replayed', 'duplicated') GROUP BY second
  ) WHERE arrived >= ?2 ORDER BY second DESC LIMIT 1`;

/** How long the oldest of `backlog` waiting messages has waited, in seconds; null if none. */
async function oldestAge(db: D1Database, queue: QueueId, backlog: number, now: number) {
  if (backlog === 0) return null;
  const row = secondRowSchema.parse(
    (await db.prepare(OLDEST_SECOND).bind(queue, backlog).first()) ?? { second: null },
  );
  // Older than the buckets kept: it has waited at least that long.
  if (row.second === null) return QUEUE_SECONDS_KEPT;
  return Math.max(0, Math.round((now - row.second * 1000) / 100) / 10);
}

export interface QueueTraffic {
  states: QueueState[];
  /** Each queue's counts over the last minute. */
  recent: Map<QueueId, Counts>;
  /** Telemetry messages first seen over the last minute, by the worker that sent them. */
  telemetryProducers: Map<string, number>;
}

export async function readQueueTraffic(db: D1Database, now: number): Promise<QueueTraffic> {
  const since = Math.floor(now / 1000) - WINDOW_SECONDS;
  const [totalRows, recentRows, producerRows] = await db.batch([
    db.prepare('SELECT queue, action, count FROM queue_totals'),
    db
      .prepare(
        `SELECT queue, action, sum(count) AS count FROM queue_seconds WHERE second > ?
         GROUP BY queue, action`,
      )
      .bind(since),
    db
      .prepare(
        `SELECT producer, count(*) AS count FROM telemetry_ledger WHERE seen_at > ?
         GROUP BY producer`,
      )
      .bind(now - WINDOW_SECONDS * 1000),
  ]);
  const totals = byQueue(totalRows?.results ?? []);
  const recent = byQueue(recentRows?.results ?? []);
  const states = await Promise.all(
    QUEUE_IDS.map(async (id): Promise<QueueState> => {
      const total = totals.get(id) ?? noCounts();
      const last = recent.get(id) ?? noCounts();
      const backlog = backlogOf(total);
      return {
        id,
        backlog,
        oldestAgeSeconds: await oldestAge(db, id, backlog, now),
        deliveriesPerSecond: last.acked / WINDOW_SECONDS,
        retries: last.retried,
        // Every replay comes from the dead-letter queue, so what waits there is the difference.
        deadLettered: Math.max(0, total.deadLettered + total.rejected - total.replayed),
        deadLetteredLastMinute: last.deadLettered + last.rejected,
        lost: total.lost,
        ...(total.dropped > 0 ? { dropped: total.dropped } : {}),
        droppedLastMinute: last.dropped,
      };
    }),
  );
  const telemetryProducers = new Map(
    (producerRows?.results ?? []).map((row) => {
      const { producer, count } = producerRowSchema.parse(row);
      return [producer, count] as const;
    }),
  );
  return { states, recent, telemetryProducers };
}
