import { fileEventSchema, type FileEvent } from '@repo/contracts/file-events';
import type { OperationEvent } from '@repo/contracts/metrics';
import { notReadable } from '@repo/service-kit/queues/reject';
import { retryWithBackoff } from '@repo/service-kit/queues/retry';
import { applyFileEvents } from './apply-file-event';

export interface ConsumedBatch {
  applied: boolean;
  /** The ids of the messages that were not file events, sent to the dead-letter queue. */
  rejected: string[];
}

/** Turns away a message that can never succeed, saying why (see rejectMessage). */
export type Reject = (message: Message<unknown>, reason: string) => Promise<unknown>;

/**
 * The file-events queue consumer. A message that is not a file event can never succeed, so
 * it goes to the dead-letter queue at once, with the reason, rather than through every
 * retry. The valid ones are applied in one transaction and acknowledged together; if that
 * fails they are all retried with backoff (the queue gives up after max_retries and moves
 * them to the dead-letter queue), which is safe because applying an event is idempotent.
 * Answers whether the batch was applied, and which messages were rejected.
 */
export async function consumeFileEvents(
  batch: MessageBatch<unknown>,
  db: D1Database,
  reject: Reject,
  report: (events: OperationEvent[]) => void = () => undefined,
): Promise<ConsumedBatch> {
  const valid: Array<{ message: Message<unknown>; event: FileEvent }> = [];
  const rejected: string[] = [];
  for (const message of batch.messages) {
    const parsed = fileEventSchema.safeParse(message.body);
    if (parsed.success) {
      valid.push({ message, event: parsed.data });
    } else {
      const reason = notReadable('a file event', parsed.error.issues[0]);
      console.warn(`Rejected message ${message.id}: ${reason}`);
      await reject(message, reason);
      rejected.push(message.id);
    }
  }
  const started = Date.now();
  let success = true;
  try {
    await applyFileEvents(
      db,
      valid.map(({ event }) => event),
      new Date().toISOString(),
    );
    for (const { message } of valid) message.ack();
  } catch (error) {
    success = false;
    console.warn(`${valid.length} file events will be retried:`, error);
    retryWithBackoff(valid.map(({ message }) => message));
  }
  // One `events.consume` operation per message: a valid one takes the batch's transaction
  // time and succeeds or fails with it; a rejected one failed (it went to the dead letters).
  const durationMs = Date.now() - started;
  const operations = [
    ...valid.map(() => consumeOperation(success, started, durationMs)),
    ...rejected.map(() => consumeOperation(false, started, 0)),
  ];
  if (operations.length > 0) report(operations);
  return { applied: success, rejected };
}

/** One delivery of a file-events message to this consumer, as the metrics count it. */
export function consumeOperation(success: boolean, at: number, durationMs: number): OperationEvent {
  return {
    kind: 'operation',
    service: 'users',
    operation: 'events.consume',
    durationMs,
    success,
    at,
  };
}
