import { fileEventSchema } from '@repo/contracts/file-events';
import { applyFileEvent } from './apply-file-event';

/**
 * The file-events queue consumer. Each message is acknowledged on its own once applied;
 * a failure retries only that message (the queue gives up after max_retries and moves it
 * to the dead-letter queue). A message that is not a file event can never succeed, so it
 * is logged and acknowledged rather than retried.
 */
export async function consumeFileEvents(
  batch: MessageBatch<unknown>,
  db: D1Database,
): Promise<void> {
  for (const message of batch.messages) {
    const parsed = fileEventSchema.safeParse(message.body);
    if (!parsed.success) {
      console.warn(
        `Dropped message ${message.id}: not a file event (${parsed.error.issues[0]?.message})`,
      );
      message.ack();
      continue;
    }
    try {
      await applyFileEvent(db, parsed.data, new Date().toISOString());
      message.ack();
    } catch (error) {
      console.warn(`File event ${parsed.data.id} will be retried:`, error);
      message.retry();
    }
  }
}
