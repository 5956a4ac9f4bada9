// Batches delivered to a worker's queue handler in its tests, as the runtime would deliver
// them, with what the handler did to each message.
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';

/** A message to deliver: its body, and its id and delivery count when they matter. */
export interface TestMessage {
  body: unknown;
  id?: string;
  attempts?: number;
}

interface QueueWorker<B> {
  queue?: ExportedHandlerQueueHandler<B>;
}

let sequence = 0;

/**
 * Delivers `messages` as one batch of `queue` to `worker` with `env`; answers the batch, its
 * execution context and the queue result (acknowledged and retried messages) once every
 * `waitUntil` of the delivery has settled.
 */
export async function deliverMessages<B>(
  worker: QueueWorker<B>,
  env: B,
  queue: string,
  messages: readonly TestMessage[],
) {
  const batch = createMessageBatch(
    queue,
    messages.map(({ body, id = `m${(sequence += 1)}`, attempts = 1 }) => ({
      id,
      timestamp: new Date(),
      attempts,
      body,
    })),
  );
  const ctx = createExecutionContext();
  await worker.queue?.(batch, env, ctx);
  return { batch, ctx, result: await getQueueResult(batch, ctx) };
}

/** Delivers `bodies` as one batch of `queue`, each a first delivery with an id of its own. */
export function deliverBatch<B>(
  worker: QueueWorker<B>,
  env: B,
  queue: string,
  bodies: readonly unknown[],
) {
  return deliverMessages(
    worker,
    env,
    queue,
    bodies.map((body) => ({ body })),
  );
}
