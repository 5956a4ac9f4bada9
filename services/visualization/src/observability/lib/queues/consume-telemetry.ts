// The visualization worker's telemetry consumer, behind its gate (the lab's faults). The
// telemetry queue's counts are kept here, in this worker's own database, rather than reported
// through the queue they describe.
import { telemetryMessageSchema } from '@repo/contracts/metrics';
import type { BatchGate } from '@repo/service-kit/queues/batch-gate';
import { notReadable, rejectMessage } from '@repo/service-kit/queues/reject';
import type { VisualizationBindings } from '../../../env';
import { ingestTelemetry } from '../telemetry/ingest';
import {
  delivered,
  deliveryStatements,
  type TelemetryDelivered,
  type TelemetryDelivery,
} from './telemetry-deliveries';

// Counting a batch a fault held must not fail it: the messages are already put back or retried.
async function countHeld(
  db: D1Database,
  messages: TelemetryDelivered[],
  delivery: TelemetryDelivery,
  now: number,
) {
  try {
    const statements = await deliveryStatements(db, messages, delivery, new Set(), now);
    if (statements.length > 0) await db.batch(statements);
  } catch (error) {
    console.warn(`A ${delivery} telemetry batch could not be counted:`, error);
  }
}

/** Ingests a batch of telemetry unless its gate holds it, counting what it did either way. */
export async function consumeTelemetry(
  batch: MessageBatch<unknown>,
  env: VisualizationBindings,
  gate: BatchGate,
  now = Date.now(),
): Promise<void> {
  const db = env.OBSERVABILITY_DB;
  const messages = batch.messages.map(delivered);
  const held = await gate(batch);
  if (held) {
    await countHeld(db, messages, held, now);
    return;
  }
  // A message that is not telemetry can never succeed: it goes to the dead-letter queue at
  // once, with why. It is still counted with the batch (seen, and acknowledged).
  const readable: unknown[] = [];
  for (const message of batch.messages) {
    const parsed = telemetryMessageSchema.safeParse(message.body);
    if (parsed.success) readable.push(message.body);
    else {
      const reason = notReadable('a telemetry message', parsed.error.issues[0]);
      await rejectMessage(env.TELEMETRY_DEAD_LETTER, message, reason);
    }
  }
  try {
    // Not recorded as an operation itself: that would feed the queue a message for every
    // batch it drains, for ever.
    await ingestTelemetry(db, readable, now, (counted) =>
      deliveryStatements(db, messages, 'ingested', counted, now),
    );
  } catch (error) {
    // Thrown on, so the runtime retries the batch; counted first, if the database lets it.
    await countHeld(db, messages, 'failed', now);
    throw error;
  }
}
