// The messages of a queue now between two deliveries after a failed one, read from its
// consumer's spans (docs/lab.md#queue-state): where each stands in its retries.
import type { RetryingMessage } from '@repo/contracts/lab-topology';
import { maxDeliveries, type QueueId } from '@repo/contracts/queues';
import { MAX_RETRY_DELAY_SECONDS, retryDelaySeconds } from '@repo/service-kit/queues/retry';
import * as z from 'zod';

/** The queues whose consumer traces each delivery (the telemetry queue cannot trace itself). */
export const TRACED_QUEUES: readonly QueueId[] = ['file-events'];

/**
 * How long past its next attempt a message is still listed. The redelivery's span reaches
 * the telemetry queue a few seconds after it; a message later than this is no longer where
 * its last span left it (a restart of a local runtime lost it, or the queue is behind).
 */
export const OVERDUE_GRACE_SECONDS = 15;

const deliverySchema = z.object({
  messageId: z.string(),
  attempt: z.number().int().min(1),
  outcome: z.string().nullable(),
  endedAt: z.number(),
});
type Delivery = z.infer<typeof deliverySchema>;

// One range seek on spans_by_start; the attributes are read only for the queue's consumer spans.
const DELIVERIES = `
  SELECT json_extract(attributes, '$."messaging.message.id"') AS messageId,
    json_extract(attributes, '$."messaging.cloudflare.attempts"') AS attempt,
    json_extract(attributes, '$."messaging.cloudflare.outcome"') AS outcome,
    start_time + duration_ms AS endedAt
  FROM spans
  WHERE start_time > ?1 AND start_time <= ?2 AND kind = 'consumer' AND edge_target = ?3`;

// A message's deliveries may be stored in any order, and one delivery more than once: the one
// that counts is its highest attempt, where any outcome but a failure (processed, or put back
// by a pause as a new message) ends its retries.
function lastDeliveries(deliveries: readonly Delivery[]): Map<string, Delivery> {
  const last = new Map<string, Delivery>();
  for (const delivery of deliveries) {
    const known = last.get(delivery.messageId);
    const later = !known || delivery.attempt > known.attempt;
    const settles = known?.attempt === delivery.attempt && delivery.outcome !== 'failed';
    if (later || settles) last.set(delivery.messageId, delivery);
  }
  return last;
}

/**
 * The messages of `queue` whose last delivery failed and that are due again (or a little
 * overdue), soonest first. After its last allowed delivery a message is dead-lettered instead.
 */
export async function readRetryingMessages(
  db: D1Database,
  queue: QueueId,
  now: number,
): Promise<RetryingMessage[]> {
  const lookBackMs = (MAX_RETRY_DELAY_SECONDS + OVERDUE_GRACE_SECONDS) * 1000;
  const { results } = await db
    .prepare(DELIVERIES)
    .bind(now - lookBackMs, now, queue)
    .all();
  const deliveries = results.flatMap((row) => {
    const parsed = deliverySchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  const maxAttempts = maxDeliveries(queue);
  const retrying: RetryingMessage[] = [];
  for (const { messageId, attempt, outcome, endedAt } of lastDeliveries(deliveries).values()) {
    if (outcome !== 'failed' || attempt >= maxAttempts) continue;
    const nextAttemptAt = endedAt + retryDelaySeconds(attempt) * 1000;
    if (now - nextAttemptAt > OVERDUE_GRACE_SECONDS * 1000) continue;
    const at = new Date(Math.round(nextAttemptAt)).toISOString();
    retrying.push({ messageId, attempt, maxAttempts, nextAttemptAt: at });
  }
  return retrying.sort(
    (a, b) =>
      a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.messageId.localeCompare(b.messageId),
  );
}
