// Telemetry batches delivered to the visualization worker's queue handler, and reads of the
// queue counts it keeps, for the queue and map tests.
import type { QueueState, Topology } from '@repo/contracts/lab-topology';
import { topologySchema } from '@repo/contracts/lab-topology';
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import { faultSwitches } from '@repo/service-kit/testing/lab-faults';
import { deliverBatch } from '@repo/service-kit/testing/queue-batches';
import { recordingQueue } from '@repo/telemetry/testing/fake-bindings';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import worker from '../src/index';

export const BASE = 'https://visualization.test';

/**
 * Delivers `bodies` as one batch of `queue` to the worker; the telemetry producer binding is
 * a stand-in that keeps what it is sent (a paused batch's copies, a replay's letters).
 */
export async function deliver(queue: string, bodies: unknown[]) {
  const requeue = recordingQueue();
  const { result } = await deliverBatch(
    worker,
    { ...env, TELEMETRY: requeue.queue },
    queue,
    bodies,
  );
  return { result, requeued: requeue.bodies };
}

/** The stored totals of a queue, by action (absent actions are 0). */
export async function totals(queue: string): Promise<Record<string, number>> {
  const { results } = await env.OBSERVABILITY_DB.prepare(
    'SELECT action, count FROM queue_totals WHERE queue = ?',
  )
    .bind(queue)
    .all<{ action: string; count: number }>();
  return Object.fromEntries(results.map((row) => [row.action, row.count]));
}

export async function clearQueueCounts() {
  const db = env.OBSERVABILITY_DB;
  await db.batch(
    ['queue_totals', 'queue_seconds', 'telemetry_ledger', 'telemetry_messages', 'dead_letters'].map(
      (table) => db.prepare(`DELETE FROM ${table}`),
    ),
  );
}

/**
 * Calls the worker with a stand-in telemetry producer. Through `SELF` each request's own
 * telemetry would reach the real queue and, a moment later, this worker's consumer, adding
 * messages to the very counts the tests check.
 */
export async function call(url: string, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const quiet = { ...env, TELEMETRY: recordingQueue().queue };
  // An incoming request, as the runtime hands the worker; this one has no `cf` of its own.
  const request = new Request(url, init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await worker.fetch(request, quiet, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const switches = faultSwitches(BASE, call);

export async function startFault(type: 'pause' | 'fail') {
  await switches.start({ target: 'telemetry', type, durationSeconds: 60 });
}

export const clearFaults = switches.clearAll;

/** The queue tests' state between tests: no counts, no dead letters, no faults, no mocks. */
export function resetQueueTestState() {
  beforeEach(clearQueueCounts);
  afterEach(async () => {
    await clearFaults();
    vi.restoreAllMocks();
  });
}

/** `GET /api/lab/topology`, checked against its schema. */
/** The map, as a caller with `headers` (a lab session's baggage) gets it. */
export async function topology(headers: Record<string, string> = {}): Promise<Topology> {
  const response = await call(`${BASE}/api/lab/topology`, { headers });
  expect(response.status, await response.clone().text()).toBe(200);
  return successEnvelopeSchema(topologySchema).parse(await response.json()).data;
}

export async function queueState(id: string): Promise<QueueState | undefined> {
  return (await topology()).queues.find((queue) => queue.id === id);
}
