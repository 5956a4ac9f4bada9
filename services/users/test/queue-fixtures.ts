// Batches delivered to the users worker's queue handler, with telemetry and file-events queues
// that keep what they are sent, and the lab fault switches, for the queue tests.
import type { FileEvent } from '@repo/contracts/file-events';
import type { Fault } from '@repo/contracts/lab-faults';
import type { QueueEvent } from '@repo/contracts/lab-topology';
import { telemetryMessageSchema } from '@repo/contracts/metrics';
import { flushTelemetry } from '@repo/telemetry/deliver';
import { fakeQueue, recordingQueue } from '@repo/telemetry/testing/fake-bindings';
import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  SELF,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { expect } from 'vitest';
import worker from '../src/index';

export const BASE = 'https://users.test';

export const fileEvent = (): FileEvent => ({
  id: crypto.randomUUID(),
  type: 'file.uploaded',
  fileId: crypto.randomUUID(),
  userId: 'demo-user',
  size: 100,
  occurredAt: new Date().toISOString(),
});

let sequence = 0;

/** The queue counts among the telemetry a stand-in queue was sent. */
export async function queueEventsOf(telemetry: ReturnType<typeof fakeQueue>) {
  await flushTelemetry(telemetry.queue);
  return telemetry.sent
    .flatMap((message) => telemetryMessageSchema.parse(message).events)
    .flatMap((event): Array<Pick<QueueEvent, 'queue' | 'action' | 'count'>> =>
      event.kind === 'queue'
        ? [{ queue: event.queue, action: event.action, count: event.count }]
        : [],
    );
}

/** Delivers one batch of `bodies` from `queue`; answers the queue counts it reported. */
export async function deliver(
  queue: string,
  bodies: unknown[],
  bindings: Partial<typeof env> = {},
) {
  const telemetry = fakeQueue();
  const requeued = recordingQueue();
  const batch = createMessageBatch(
    queue,
    bodies.map((body) => ({ id: `m${(sequence += 1)}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(
    batch,
    { ...env, TELEMETRY: telemetry.queue, FILE_EVENTS: requeued.queue, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { counts: await queueEventsOf(telemetry), result: await getQueueResult(batch, ctx) };
}

export async function startFault(type: 'pause' | 'fail') {
  const response = await SELF.fetch(`${BASE}/api/lab/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target: 'file-events', type, durationSeconds: 60 }),
  });
  expect(response.status).toBe(201);
}

export async function clearFaults() {
  const response = await SELF.fetch(`${BASE}/api/lab/faults`);
  const { data } = await response.json<{ data: { items: Fault[] } }>();
  for (const fault of data.items) {
    await SELF.fetch(`${BASE}/api/lab/faults/${fault.id}`, { method: 'DELETE' });
  }
}
