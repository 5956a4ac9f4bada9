// The visualization worker's queue handler: telemetry under the lab's faults, and the
// telemetry messages that queue gave up on. The telemetry queue's counts are kept here, in
// this worker's own database, rather than reported through the queue they describe.
import { deadLetterQueueOf } from '@repo/contracts/lab-topology';
import { holdForFaults } from '@repo/service-kit/lab-faults/queue-faults';
import { storeDeadLetters } from '@repo/service-kit/lab-queues/dead-letters';
import type { VisualizationBindings } from '../../env';
import { faultBook } from '../fault-book';
import { ingestTelemetry } from '../telemetry/ingest';
import { countTelemetryQueue } from './queue-counts';
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

async function consumeTelemetry(
  batch: MessageBatch<unknown>,
  env: VisualizationBindings,
  now: number,
): Promise<void> {
  const db = env.VISUALIZATION_DB;
  const messages = batch.messages.map(delivered);
  const held = await holdForFaults(batch, {
    queue: 'telemetry',
    book: faultBook,
    db,
    requeue: env.TELEMETRY,
  });
  if (held) {
    await countHeld(db, messages, held, now);
    return;
  }
  try {
    // Not recorded as an operation itself: that would feed the queue a message for every
    // batch it drains, for ever.
    await ingestTelemetry(
      db,
      batch.messages.map((message) => message.body),
      now,
      (counted) => deliveryStatements(db, messages, 'ingested', counted, now),
    );
  } catch (error) {
    // Thrown on, so the runtime retries the batch; counted first, if the database lets it.
    await countHeld(db, messages, 'failed', now);
    throw error;
  }
}

/** Dispatches a batch by its queue; the lab's faults never hold the dead letters. */
export async function handleQueueBatch(
  batch: MessageBatch<unknown>,
  env: VisualizationBindings,
  now = Date.now(),
): Promise<void> {
  if (batch.queue === deadLetterQueueOf('telemetry')) {
    const db = env.VISUALIZATION_DB;
    await storeDeadLetters(batch, db, 'telemetry', {
      now,
      alsoWrite: (stored) => countTelemetryQueue(db, { deadLettered: stored }, now),
    });
    return;
  }
  await consumeTelemetry(batch, env, now);
}
