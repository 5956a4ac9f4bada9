// The lab's live map (docs/lab.md#the-map): the system's parts, the traffic between them and
// each queue's state, computed from the system's own counts; and the dead-letter queues.
import * as z from 'zod';
import { outboxStateSchema } from './files';
import { QUEUE_IDS, queueIdSchema } from './queues';
import { workerIdSchema } from './services';

// The map names the queues by the system's own queue ids (queues.ts); the web app and the
// e2e tests read them with the map's contract.
export { deadLetterQueueOf, maxDeliveries, type QueueId } from './queues';

/** What happened to messages of a queue, as the workers report it. */
export const QUEUE_ACTIONS = [
  /** Sent by a producer (counted by the consumer for `telemetry`, see docs/lab.md). */
  'sent',
  /** Acknowledged by the consumer: handled (or dropped as not valid), gone from the queue. */
  'acked',
  /** Failed and left for another attempt. */
  'retried',
  /** Put back on the queue by a paused consumer; still queued. */
  'requeued',
  /** Moved to the dead-letter queue after its last attempt; gone from the queue. */
  'deadLettered',
  /** Sent again from the dead-letter queue; queued again. */
  'replayed',
  /** Put on the queue a second time by a `duplicate` fault; queued again. */
  'duplicated',
  /**
   * Acknowledged by a consumer that found it could never succeed and sent it to the
   * dead-letter queue at once (counted `acked` as well); waiting there.
   */
  'rejected',
  /** Refused by a failing send, with nothing to keep it: lost (counted in events). */
  'dropped',
] as const;
export const queueActionSchema = z.enum(QUEUE_ACTIONS);
export type QueueAction = z.infer<typeof queueActionSchema>;

/** A telemetry event: `count` messages of `queue` had `action` done to them at `at`. */
export const queueEventSchema = z.object({
  kind: z.literal('queue'),
  service: workerIdSchema,
  queue: queueIdSchema,
  action: queueActionSchema,
  count: z.number().int().min(1).max(100_000),
  at: z.number().int().nonnegative(),
});
export type QueueEvent = z.infer<typeof queueEventSchema>;

// ---- GET /api/lab/topology (inside the envelope's `data`) ----

export const NODE_KINDS = ['worker', 'd1', 'r2', 'queue', 'dead-letter-queue'] as const;
export const EDGE_KINDS = [
  'service-binding',
  'd1',
  'r2',
  'produce',
  'consume',
  'dead-letter',
] as const;

export const topologyNodeSchema = z.object({
  /** A worker id, a binding's resource name (`users-db`, `async-dashboard-files`) or a queue. */
  id: z.string(),
  kind: z.enum(NODE_KINDS),
  label: z.string(),
  /** The worker that owns it (a database, the bucket), or consumes it (a queue). */
  owner: workerIdSchema.optional(),
});
export type TopologyNode = z.infer<typeof topologyNodeSchema>;

/** Traffic over the last minute. Rates are per second; `errorRate` is a share from 0 to 1. */
export const topologyEdgeSchema = z.object({
  from: z.string(),
  to: z.string(),
  kind: z.enum(EDGE_KINDS),
  requestsPerSecond: z.number().nonnegative(),
  errorRate: z.number().min(0).max(1),
  /** Null when nothing crossed the edge in the last minute. */
  p95Ms: z.number().nonnegative().nullable(),
  /**
   * The share of the edge's traced calls in the last minute that the caller's own lab session
   * made, from 0 to 1; absent for a caller without a session or an edge nothing traced crossed.
   */
  ownShare: z.number().min(0).max(1).optional(),
  /**
   * On a produce line from a sender with a transactional outbox (storage → file-events): the
   * events written and not yet sent. Absent when the sender keeps none or did not answer.
   */
  outbox: outboxStateSchema.optional(),
});
export type TopologyEdge = z.infer<typeof topologyEdgeSchema>;

/** A message whose last delivery failed and that the queue will deliver again. */
export const retryingMessageSchema = z.object({
  messageId: z.string(),
  /** The delivery that failed, from 1. */
  attempt: z.number().int().min(1),
  /** Deliveries in all before the dead-letter queue: max_retries + 1. */
  maxAttempts: z.number().int().min(1),
  /** ISO 8601: the failed delivery's end plus the backoff its consumer asked for. */
  nextAttemptAt: z.iso.datetime(),
});
export type RetryingMessage = z.infer<typeof retryingMessageSchema>;

export const queueStateSchema = z.object({
  id: queueIdSchema,
  /** Messages sent (or replayed) and not yet acknowledged or dead-lettered. */
  backlog: z.number().int().nonnegative(),
  /** How long the oldest of them has waited; null when the backlog is empty. */
  oldestAgeSeconds: z.number().nonnegative().nullable(),
  /** Messages the consumer acknowledged per second over the last minute. */
  deliveriesPerSecond: z.number().nonnegative(),
  /** Failed attempts over the last minute. */
  retries: z.number().int().nonnegative(),
  /**
   * Messages waiting in its dead-letter queue now: a level, not a count of events (it falls
   * when they are replayed).
   */
  deadLettered: z.number().int().nonnegative(),
  /**
   * Messages moved to its dead-letter queue over the last minute: after their last delivery,
   * or rejected at once by the consumer. 0 again a minute after the last one.
   */
  deadLetteredLastMinute: z.number().int().nonnegative(),
  /**
   * Messages that restarts of a local runtime lost while they waited (local queues keep them
   * in memory), in total since the counts began; they are no longer in `backlog`. Absent from
   * older answers.
   */
  lost: z.number().int().nonnegative().optional(),
  /**
   * Telemetry events a failing send refused (a `send-fail` fault on `telemetry`, whose
   * producers keep no outbox), in total since the counts began; absent where none was ever
   * dropped. The map shows `droppedLastMinute`.
   */
  dropped: z.number().int().nonnegative().optional(),
  /** Telemetry events a failing send refused over the last minute (see `dropped`). */
  droppedLastMinute: z.number().int().nonnegative(),
  /**
   * Messages between two deliveries after a failed one, soonest first, as the consumer's traced
   * deliveries show them; absent where the consumer is not traced (telemetry) and from older
   * answers.
   */
  retrying: z.array(retryingMessageSchema).optional(),
});
export type QueueState = z.infer<typeof queueStateSchema>;

export const topologySchema = z.object({
  nodes: z.array(topologyNodeSchema),
  edges: z.array(topologyEdgeSchema),
  queues: z.array(queueStateSchema),
  /** ISO 8601: when the figures were read. */
  at: z.iso.datetime(),
});
export type Topology = z.infer<typeof topologySchema>;

// ---- Dead letters: GET/POST /api/lab/queues/{queue}/dead-letters[/replay] ----

export const deadLetterSchema = z.object({
  id: z.string(),
  queue: queueIdSchema,
  /** The message as the consumer last received it. */
  body: z.unknown(),
  /**
   * Why its consumer sent it here at once (a message that can never succeed), or null when
   * the queue gave up after its last delivery.
   */
  reason: z.string().nullable(),
  /** ISO 8601: when it reached the dead-letter queue. */
  deadLetteredAt: z.iso.datetime(),
});
export type DeadLetter = z.infer<typeof deadLetterSchema>;

export const DEAD_LETTER_LIST_LIMIT = 100;
export const deadLetterListSchema = z.object({
  items: z.array(deadLetterSchema),
  /** All waiting, of which `items` are the oldest DEAD_LETTER_LIST_LIMIT. */
  total: z.number().int().nonnegative(),
});
export type DeadLetterList = z.infer<typeof deadLetterListSchema>;

/** The body of a replay: some messages by id, or every one waiting when `ids` is absent. */
export const replayRequestSchema = z
  .object({ ids: z.array(z.string().min(1)).min(1).max(DEAD_LETTER_LIST_LIMIT).optional() })
  .strict();
/** The most bytes the body of a replay may have: DEAD_LETTER_LIST_LIMIT ids, with room. */
export const REPLAY_REQUEST_MAX_BYTES = 16 * 1024;
export const replayResultSchema = z.object({ replayed: z.number().int().nonnegative() });
export type ReplayResult = z.infer<typeof replayResultSchema>;

/** The 404 for a queue id that names none of the system's queues. */
export function unknownQueueMessage(queue: string): string {
  return `No queue '${queue}': the queues are ${QUEUE_IDS.join(', ')}`;
}
