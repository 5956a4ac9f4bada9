import { fileEventSchema, type FileEvent } from '@repo/contracts/file-events';
import type { OperationEvent } from '@repo/contracts/metrics';
import { retryWithBackoff } from '@repo/service-kit/queues/retry';
import { applyFileEvents } from './apply-file-event';

export interface ConsumedBatch {
  applied: boolean;
  invalid: number;
}

/**
 * The file-events queue consumer. A message that is not a file event can never succeed,
 * so it is logged and acknowledged rather than retried. The valid ones are applied in
 * one transaction and acknowledged together; if that fails they are all retried with backoff (the
 * queue gives up after max_retries and moves them to the dead-letter queue), which is
 * safe because applying an event is idempotent. Answers whether the batch was applied, and
 * how many of its messages were not file events (acknowledged either way).
 */
export async function consumeFileEvents(
  batch: MessageBatch<unknown>,
  db: D1Database,
  report: (events: OperationEvent[]) => void = () => undefined,
): Promise<ConsumedBatch> {
  const valid: Array<{ message: Message<unknown>; event: FileEvent }> = [];
  for (const message of batch.messages) {
    const parsed = fileEventSchema.safeParse(message.body);
    if (parsed.success) {
      valid.push({ message, event: parsed.data });
    } else {
      console.warn(
        `Dropped message ${message.id}: not a file event (${parsed.error.issues[0]?.message})`,
      );
      message.ack();
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
  // One `events.consume` operation per event, each taking the batch's transaction time.
  const durationMs = Date.now() - started;
  const consumed = { applied: success, invalid: batch.messages.length - valid.length };
  if (valid.length === 0) return consumed;
  report(
    valid.map(() => ({
      kind: 'operation',
      service: 'users',
      operation: 'events.consume',
      durationMs,
      success,
      at: started,
    })),
  );
  return consumed;
}
