import {
  CONSUMER_FAILED_MESSAGE,
  labFailMessage,
  PAUSE_RECHECK_SECONDS,
  type FaultQueue,
} from '@repo/contracts/lab-faults';
import type { ActingFault } from './fault-book';
import type { HeldBatch } from '../queues/batch-gate';
import { retryWithBackoff } from '../queues/retry';

export interface ConsumerFaultsOptions {
  queue: FaultQueue;
  /** The faults on the queue acting on the batch's messages (one session's and everyone's). */
  faults: readonly ActingFault[];
  /** The producer binding of the consumer's own queue, to put a paused batch back. */
  requeue: Queue<unknown>;
}

/**
 * Applies the lab's faults on a queue's consumer before it handles a batch, and answers what
 * it did, or undefined when no fault is active and the consumer should go on.
 *
 * - `pause`: the messages go back on their queue, due again in PAUSE_RECHECK_SECONDS, and
 *   the originals are acknowledged. A retry would count against max_retries and, after a few
 *   minutes of pause, send everything to the dead-letter queue; a copy keeps every message
 *   and starts its attempts afresh. The consumers are idempotent, so a copy delivered
 *   twice changes nothing.
 * - `fail`: the batch fails as if the consumer had thrown; each message is retried with
 *   backoff and, after max_retries, moved to the dead-letter queue by the runtime.
 */
export async function holdForFaults(
  batch: MessageBatch<unknown>,
  options: ConsumerFaultsOptions,
): Promise<HeldBatch | undefined> {
  const { queue, faults, requeue } = options;
  if (faults.some((fault) => fault.type === 'pause')) {
    try {
      await requeue.sendBatch(
        batch.messages.map((message) => ({
          body: message.body,
          delaySeconds: PAUSE_RECHECK_SECONDS,
        })),
      );
      batch.ackAll();
    } catch (error) {
      console.warn(`A paused ${queue} batch could not be put back; it is retried:`, error);
      batch.retryAll({ delaySeconds: PAUSE_RECHECK_SECONDS });
    }
    return 'paused';
  }
  const fail = faults.find((fault) => fault.type === 'fail');
  if (fail) {
    const message = fail.hidden ? CONSUMER_FAILED_MESSAGE : labFailMessage(queue);
    console.warn(`${message}: ${batch.messages.length} messages will be retried`);
    retryWithBackoff(batch.messages);
    return 'failed';
  }
  return undefined;
}
