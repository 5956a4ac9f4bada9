// The users worker's queue handler: file events, under the lab's faults, and the file events
// that queue gave up on. Each batch reports what happened to its messages, for the lab's map.
import { deadLetterQueueOf } from '@repo/contracts/lab-topology';
import { holdForFaults, type HeldBatch } from '@repo/service-kit/lab-faults/queue-faults';
import { storeDeadLetters } from '@repo/service-kit/lab-queues/dead-letters';
import type { WaitUntil } from '@repo/telemetry/deliver';
import { sendTelemetry } from '@repo/telemetry/middleware';
import { reportQueue, type QueueCounts } from '@repo/telemetry/queue-events';
import { traceBatch, type BatchSpans } from '@repo/telemetry/tracing/trace-work';
import { tracedD1 } from '@repo/telemetry/tracing/traced-bindings';
import type { UsersBindings } from '../env';
import { consumeFileEvents, type ConsumedBatch } from './consume-file-events';
import { faultBook } from './fault-book';

/**
 * What a batch did to the queue: applied, every message is acknowledged (the invalid ones
 * too); failed, the valid ones are retried; paused, all are put back (not acknowledged: they
 * stay queued); under a `fail` fault, all are retried.
 */
export function countsOf(size: number, outcome: HeldBatch | ConsumedBatch): QueueCounts {
  if (outcome === 'paused') return { requeued: size };
  if (outcome === 'failed') return { retried: size };
  if (outcome.applied) return { acked: size };
  return { retried: size - outcome.invalid, acked: outcome.invalid };
}

// The batch's one transaction is shown in the trace of its first recorded message.
function applyBatch(
  batch: MessageBatch<unknown>,
  env: UsersBindings,
  waitUntil: WaitUntil,
  spans: BatchSpans,
): Promise<ConsumedBatch> {
  return spans.inShared(() =>
    consumeFileEvents(batch, tracedD1(env.USERS_DB, 'USERS_DB'), (events) =>
      sendTelemetry(env.TELEMETRY, events, waitUntil),
    ),
  );
}

async function consumeWithFaults(
  batch: MessageBatch<unknown>,
  env: UsersBindings,
  waitUntil: WaitUntil,
): Promise<void> {
  // Each message's span joins the trace of the upload or delete that sent it.
  const spans = traceBatch(batch, { service: 'users', telemetry: env.TELEMETRY, waitUntil });
  const held = await holdForFaults(batch, {
    queue: 'file-events',
    book: faultBook,
    db: env.USERS_DB,
    requeue: env.FILE_EVENTS,
  });
  const outcome = held ?? (await applyBatch(batch, env, waitUntil, spans));
  spans.end(typeof outcome === 'string' ? outcome : outcome.applied ? 'processed' : 'failed');
  const counts = countsOf(batch.messages.length, outcome);
  reportQueue(env.TELEMETRY, waitUntil, 'users', 'file-events', counts);
}

/** Dispatches a batch by its queue; the lab's faults never hold the dead letters. */
export async function handleQueueBatch(
  batch: MessageBatch<unknown>,
  env: UsersBindings,
  waitUntil: WaitUntil,
): Promise<void> {
  if (batch.queue === deadLetterQueueOf('file-events')) {
    const stored = await storeDeadLetters(batch, env.USERS_DB, 'file-events');
    reportQueue(env.TELEMETRY, waitUntil, 'users', 'file-events', { deadLettered: stored });
    return;
  }
  await consumeWithFaults(batch, env, waitUntil);
}
