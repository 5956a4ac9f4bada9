// Batches delivered to the users worker's queue handler, with telemetry and file-events queues
// that keep what they are sent, and the lab fault switches, for the queue tests.
import type { FileEvent } from '@repo/contracts/file-events';
import type { QueueEvent } from '@repo/contracts/lab-topology';
import { telemetryMessageSchema, type OperationEvent } from '@repo/contracts/metrics';
import { faultSwitches } from '@repo/service-kit/testing/lab-faults';
import { deliverBatch } from '@repo/service-kit/testing/queue-batches';
import { flushTelemetry, resetTelemetryBuffers } from '@repo/telemetry/deliver';
import { fakeQueue, recordingQueue } from '@repo/telemetry/testing/fake-bindings';
import { env } from 'cloudflare:test';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import worker from '../src/index';

export const BASE = 'https://users.test';

/** A new upload's file event of 100 bytes by demo-user, with `overrides`. */
export const fileEvent = (overrides: Partial<FileEvent> = {}): FileEvent => ({
  id: crypto.randomUUID(),
  type: 'file.uploaded',
  fileId: crypto.randomUUID(),
  userId: 'demo-user',
  size: 100,
  occurredAt: new Date().toISOString(),
  ...overrides,
});

async function eventsOf(telemetry: ReturnType<typeof fakeQueue>) {
  await flushTelemetry(telemetry.queue);
  return telemetry.sent.flatMap((message) => telemetryMessageSchema.parse(message).events);
}

/** The queue counts among the telemetry a stand-in queue was sent. */
export async function queueEventsOf(telemetry: ReturnType<typeof fakeQueue>) {
  return (await eventsOf(telemetry)).flatMap(
    (event): Array<Pick<QueueEvent, 'queue' | 'action' | 'count'>> =>
      event.kind === 'queue'
        ? [{ queue: event.queue, action: event.action, count: event.count }]
        : [],
  );
}

/** The operations among the telemetry a stand-in queue was sent: their names and outcomes. */
export async function operationsOf(telemetry: ReturnType<typeof fakeQueue>) {
  return (await eventsOf(telemetry)).flatMap(
    (event): Array<Pick<OperationEvent, 'operation' | 'success'>> =>
      event.kind === 'operation' ? [{ operation: event.operation, success: event.success }] : [],
  );
}

/** Delivers one batch of `bodies` from `queue`; answers the queue counts and operations it reported. */
export async function deliver(
  queue: string,
  bodies: unknown[],
  bindings: Partial<typeof env> = {},
) {
  const telemetry = fakeQueue();
  const requeued = recordingQueue();
  const { result } = await deliverBatch(
    worker,
    { ...env, TELEMETRY: telemetry.queue, FILE_EVENTS: requeued.queue, ...bindings },
    queue,
    bodies,
  );
  const counts = await queueEventsOf(telemetry);
  return { counts, operations: await operationsOf(telemetry), result };
}

const switches = faultSwitches(BASE);

export async function startFault(type: 'pause' | 'fail') {
  await switches.start({ target: 'file-events', type, durationSeconds: 60 });
}

export const clearFaults = switches.clearAll;

/**
 * The queue tests' state between tests: telemetry sent at once, and each test starting with
 * no files, no dead letters and no faults.
 */
export function resetQueueTestState() {
  beforeAll(() => resetTelemetryBuffers({ flushDelayMs: 0 }));
  afterAll(() => resetTelemetryBuffers());
  beforeEach(async () => {
    await env.USERS_DB.batch([
      env.USERS_DB.prepare('DELETE FROM user_files'),
      env.USERS_DB.prepare('DELETE FROM dead_letters'),
    ]);
  });
  afterEach(async () => {
    await clearFaults();
    vi.restoreAllMocks();
  });
}
