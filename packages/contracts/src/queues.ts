// The system's queues: their ids, their dead-letter queues and how often each message is
// delivered before it is dead-lettered. Producers, consumers and the lab all name them here.
import * as z from 'zod';

/** The queues of the system, each with a dead-letter queue named `{queue}-dead-letter`. */
export const QUEUE_IDS = ['file-events', 'telemetry'] as const;
export const queueIdSchema = z.enum(QUEUE_IDS);
export type QueueId = z.infer<typeof queueIdSchema>;

export function deadLetterQueueOf(queue: QueueId): string {
  return `${queue}-dead-letter`;
}

/**
 * Each queue consumer's `max_retries` (in its worker's wrangler.toml, which a test holds to
 * these): a message that keeps failing is delivered this many times plus one, then dead-lettered.
 */
export const QUEUE_MAX_RETRIES: Readonly<Record<QueueId, number>> = {
  'file-events': 5,
  telemetry: 5,
};

/** How many deliveries a message of `queue` gets before the dead-letter queue. */
export function maxDeliveries(queue: QueueId): number {
  return QUEUE_MAX_RETRIES[queue] + 1;
}

/**
 * The body key under which a consumer that rejects a message (one that can never succeed)
 * says why, when it sends the message to the dead-letter queue itself.
 */
export const DEAD_LETTER_REASON_KEY = 'deadLetterReason';

/** The reason a dead letter's body gives for its rejection, or null. */
export function deadLetterReason(body: unknown): string | null {
  if (body === null || typeof body !== 'object') return null;
  const reason: unknown = (body as Record<string, unknown>)[DEAD_LETTER_REASON_KEY];
  return typeof reason === 'string' ? reason : null;
}
