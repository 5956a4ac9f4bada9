// Telemetry batches delivered to the visualization worker's queue handler, and reads of the
// queue counts it keeps, for the queue and map tests.
import type { Fault } from '@repo/contracts/lab-faults';
import type { QueueState, Topology } from '@repo/contracts/lab-topology';
import { topologySchema } from '@repo/contracts/lab-topology';
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { recordingQueue } from '@repo/telemetry/testing/fake-bindings';
import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  SELF,
} from 'cloudflare:test';
import { expect } from 'vitest';
import type { VisualizationBindings } from '../src/env';
import worker from '../src/index';

const handler: ExportedHandler<VisualizationBindings> = worker;

export const BASE = 'https://visualization.test';

let sequence = 0;

/**
 * Delivers `bodies` as one batch of `queue` to the worker; the telemetry producer binding is
 * a stand-in that keeps what it is sent (a paused batch's copies, a replay's letters).
 */
export async function deliver(queue: string, bodies: unknown[]) {
  const requeue = recordingQueue();
  const batch = createMessageBatch(
    queue,
    bodies.map((body) => ({ id: `q${(sequence += 1)}`, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await handler.queue?.(batch, { ...env, TELEMETRY: requeue.queue }, ctx);
  return { result: await getQueueResult(batch, ctx), requeued: requeue.bodies };
}

/** The stored totals of a queue, by action (absent actions are 0). */
export async function totals(queue: string): Promise<Record<string, number>> {
  const { results } = await env.VISUALIZATION_DB.prepare(
    'SELECT action, count FROM queue_totals WHERE queue = ?',
  )
    .bind(queue)
    .all<{ action: string; count: number }>();
  return Object.fromEntries(results.map((row) => [row.action, row.count]));
}

export async function clearQueueCounts() {
  const db = env.VISUALIZATION_DB;
  await db.batch(
    ['queue_totals', 'queue_seconds', 'telemetry_ledger', 'telemetry_messages', 'dead_letters'].map(
      (table) => db.prepare(`DELETE FROM ${table}`),
    ),
  );
}

export async function startFault(type: 'pause' | 'fail') {
  const response = await SELF.fetch(`${BASE}/api/lab/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ target: 'telemetry', type, durationSeconds: 60 }),
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

/** `GET /api/lab/topology`, checked against its schema. */
export async function topology(): Promise<Topology> {
  const response = await SELF.fetch(`${BASE}/api/lab/topology`);
  expect(response.status, await response.clone().text()).toBe(200);
  return successEnvelopeSchema(topologySchema).parse(await response.json()).data;
}

export async function queueState(id: string): Promise<QueueState | undefined> {
  return (await topology()).queues.find((queue) => queue.id === id);
}
