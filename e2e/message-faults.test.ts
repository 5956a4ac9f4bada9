// The lab's faults on messages, caused on the running system (docs/lab.md#faults-on-messages):
// each one's guarantee checked with figures (deliveries in the traces, usage, dead letters,
// the outbox on the map).
import { deadLetterListSchema, topologySchema } from '@repo/contracts/lab-topology';
import type { Span } from '@repo/contracts/traces';
import { afterEach, describe, expect, inject, it } from 'vitest';
import * as z from 'zod';
import {
  clearFault,
  clearFaults,
  data,
  fileCount,
  removeUploads,
  settle,
  settled,
  startFault,
} from './support/system-api';
import { traceIdOf, traceWhen } from './support/traces';

const baseUrl = inject('baseUrl');
const uploaded = z.object({ data: z.object({ id: z.string() }) });

/** Uploads a small text file for the demo user: its id and the id of its trace. */
async function upload(name: string) {
  const form = new FormData();
  form.append('file', new File([`message faults ${name}\n`], name, { type: 'text/plain' }));
  form.append('userId', 'demo-user');
  const response = await fetch(`${baseUrl}/api/storage/upload`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return { id: uploaded.parse(await response.json()).data.id, traceId: traceIdOf(response) };
}

const deliveries = (spans: readonly Span[]) =>
  spans.filter((span) => span.name === 'process file-events');
const markedBy = (type: string) => (span: Span) => span.attributes['lab.fault'] === type;
const outcome = (span: Span) => span.attributes['messaging.cloudflare.outcome'];

async function deadLetters(queue = 'file-events') {
  const response = await fetch(`${baseUrl}/api/lab/queues/${queue}/dead-letters`);
  return data(response, deadLetterListSchema);
}

async function telemetryQueue() {
  const topology = await data(await fetch(`${baseUrl}/api/lab/topology`), topologySchema);
  return topology.queues.find((queue) => queue.id === 'telemetry');
}

async function faultIds() {
  const response = await fetch(`${baseUrl}/api/lab/faults`);
  return (
    await data(response, z.object({ items: z.array(z.object({ id: z.string() })) }))
  ).items.map((fault) => fault.id);
}

async function outboxWaiting() {
  const topology = await data(await fetch(`${baseUrl}/api/lab/topology`), topologySchema);
  const line = topology.edges.find((edge) => edge.from === 'storage' && edge.to === 'file-events');
  return line?.outbox?.waiting;
}

afterEach(clearFaults);

describe('faults on messages', () => {
  it("'duplicate' at 1: every upload is delivered twice, and counted once", async () => {
    const before = await settled(fileCount);
    await startFault({ target: 'file-events', type: 'duplicate', value: 1, durationSeconds: 120 });
    const uploads = [];
    for (const name of ['twice-one.txt', 'twice-two.txt', 'twice-three.txt']) {
      uploads.push(await upload(name));
    }
    for (const { traceId } of uploads) {
      const spans = await traceWhen(traceId, (all) => deliveries(all).length >= 2, 20_000);
      expect(deliveries(spans).filter(markedBy('duplicate'))).toHaveLength(1);
    }
    await expect.poll(fileCount, { timeout: 10_000 }).toBe(before + 3);
    await settle(3_000);
    expect(await fileCount()).toBe(before + 3);
  }, 60_000);

  it("'crash': a batch stops halfway and is delivered again, and nothing counts twice", async () => {
    const before = await settled(fileCount);
    await startFault({ target: 'file-events', type: 'crash', durationSeconds: 120 });
    const uploads = await Promise.all(['crash-a.txt', 'crash-b.txt', 'crash-c.txt'].map(upload));
    const handledAgain = (spans: readonly Span[]) =>
      deliveries(spans).filter(
        (span) =>
          Number(span.attributes['messaging.cloudflare.attempts']) >= 2 &&
          outcome(span) === 'processed',
      );
    // Each upload's trace once its message is through: a message that met the crash (in the
    // half handled before it, or the half cut off) is through once a later delivery handled
    // it; one that came in a batch with a redelivery, which goes through, once it is processed.
    const through = (spans: readonly Span[]) =>
      deliveries(spans).some(markedBy('crash'))
        ? handledAgain(spans).length > 0
        : deliveries(spans).some((span) => outcome(span) === 'processed');
    const traces = [];
    for (const { traceId } of uploads) traces.push(await traceWhen(traceId, through, 30_000));
    // A batch of first deliveries crashed, and its messages were handled on a later delivery.
    const crashed = traces.find((spans) => deliveries(spans).some(markedBy('crash')));
    expect(crashed, 'no upload met the crash').toBeDefined();
    expect(handledAgain(crashed ?? []).length).toBeGreaterThan(0);
    await expect.poll(fileCount, { timeout: 10_000 }).toBe(before + 3);
    await settle(3_000);
    expect(await fileCount()).toBe(before + 3);
  }, 60_000);

  it("'reorder': a delete can arrive before its upload, and usage stays right", async () => {
    const before = await settled(fileCount);
    await startFault({ target: 'file-events', type: 'reorder', durationSeconds: 120 });
    const kept = await upload('reorder-kept.txt');
    const gone = await upload('reorder-gone.txt');
    const removed = await fetch(`${baseUrl}/api/storage/files/${gone.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    await traceWhen(kept.traceId, (all) => deliveries(all).length >= 1, 20_000);
    await expect.poll(fileCount, { timeout: 20_000 }).toBe(before + 1);
    await settle(5_000);
    expect(await fileCount()).toBe(before + 1);
  }, 60_000);

  it("'delay': each message waits the fault's seconds before it is delivered", async () => {
    await startFault({ target: 'file-events', type: 'delay', value: 3, durationSeconds: 120 });
    const { traceId } = await upload('delayed.txt');
    const spans = await traceWhen(traceId, (all) => deliveries(all).length >= 1, 20_000);
    const send = spans.find((span) => span.name === 'send file-events' && markedBy('delay')(span));
    const [delivery] = deliveries(spans);
    expect(send).toBeDefined();
    const gap = Date.parse(delivery?.startTime ?? '') - Date.parse(send?.startTime ?? '');
    expect(gap).toBeGreaterThanOrEqual(3_000);
  }, 60_000);

  it("'slow': the consumer takes its time over each message, and every file is counted", async () => {
    const before = await settled(fileCount);
    await startFault({ target: 'file-events', type: 'slow', value: 400, durationSeconds: 120 });
    const uploads = await Promise.all(['slow-a.txt', 'slow-b.txt', 'slow-c.txt'].map(upload));
    for (const { traceId } of uploads) {
      const spans = await traceWhen(traceId, (all) => deliveries(all).length >= 1, 20_000);
      expect(deliveries(spans).every(markedBy('slow'))).toBe(true);
      // The batch's work is in its spans: at least the fault's 400 ms for this message.
      expect(Math.min(...deliveries(spans).map((span) => span.durationMs))).toBeGreaterThanOrEqual(
        400,
      );
    }
    await expect.poll(fileCount, { timeout: 10_000 }).toBe(before + 3);
  }, 60_000);

  it("'poison': a spoiled message is dead-lettered at once with its reason; the rest flow", async () => {
    const waiting = (await deadLetters()).total;
    const before = await settled(fileCount);
    await startFault({ target: 'file-events', type: 'poison', value: 1, durationSeconds: 120 });
    const poisoned = await upload('poisoned.txt');
    const healthy = await upload('healthy.txt');
    const started = Date.now();
    await expect
      .poll(async () => (await deadLetters()).total, { timeout: 5_000, interval: 250 })
      .toBe(waiting + 1);
    expect(Date.now() - started).toBeLessThan(5_000);
    const letters = await deadLetters();
    const letter = letters.items.find(
      (item) => item.reason !== null && JSON.stringify(item.body).includes(poisoned.id),
    );
    expect(letter?.reason).toMatch(/^not a file event: size: /);
    const spans = await traceWhen(poisoned.traceId, (all) => deliveries(all).length >= 1);
    expect(
      deliveries(spans).map((span) => [
        outcome(span),
        span.attributes['messaging.cloudflare.attempts'],
      ]),
    ).toEqual([['dead-lettered', 1]]);
    await traceWhen(healthy.traceId, (all) =>
      deliveries(all).some((span) => outcome(span) === 'processed'),
    );
    // The poisoned file is stored but its event never counted. A reconciliation (which counts
    // what storage holds) may run at any moment: the file is removed before the count, so the
    // count is the healthy file's whether one ran or not.
    await removeUploads(['poisoned.txt']);
    await expect.poll(fileCount, { timeout: 10_000 }).toBe(before + 1);

    // Replayed, it is turned away again, with its reason.
    const replay = await fetch(`${baseUrl}/api/lab/queues/file-events/dead-letters/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [letter?.id] }),
    });
    expect(replay.status).toBe(200);
    await expect
      .poll(
        async () => (await deadLetters()).items.find((item) => item.id === letter?.id)?.reason,
        { timeout: 10_000 },
      )
      .toBe(letter?.reason);
    await removeUploads(['healthy.txt']);
  }, 60_000);

  it("'send-fail': uploads wait in the outbox, and nothing is lost once the fault ends", async () => {
    const before = await settled(fileCount);
    const fault = await startFault({
      target: 'file-events',
      type: 'send-fail',
      durationSeconds: 120,
    });
    const first = await upload('outbox-one.txt');
    await upload('outbox-two.txt');
    await expect.poll(outboxWaiting, { timeout: 10_000 }).toBe(2);
    const spans = await traceWhen(first.traceId, (all) =>
      all.some((span) => span.name === 'send file-events'),
    );
    const send = spans.find((span) => span.name === 'send file-events');
    expect(send?.status).toBe('error');
    expect(send?.attributes['lab.fault']).toBe('send-fail');
    // Nothing was delivered. (The count is not read here: a usage reconciliation due now would
    // count the stored files, as it should, before their events arrive.)
    expect(deliveries(spans)).toEqual([]);

    await clearFault(fault.id);
    await expect.poll(outboxWaiting, { timeout: 20_000, interval: 1_000 }).toBe(0);
    await expect.poll(fileCount, { timeout: 10_000 }).toBe(before + 2);
  }, 60_000);

  it("'send-fail' on telemetry: one fault kept by every sender, and the lost events counted", async () => {
    const dropped = (await telemetryQueue())?.dropped ?? 0;
    const fault = await startFault({
      target: 'telemetry',
      type: 'send-fail',
      durationSeconds: 120,
    });
    // Storage, users and visualization each keep a copy; the list shows it once.
    expect((await faultIds()).filter((id) => id === fault.id)).toHaveLength(1);
    await upload('lost-telemetry.txt');
    await fetch(`${baseUrl}/api/users/demo-user`);
    await expect
      .poll(async () => (await telemetryQueue())?.dropped ?? 0, { timeout: 15_000, interval: 500 })
      .toBeGreaterThan(dropped);
    await clearFault(fault.id);
    expect(await faultIds()).not.toContain(fault.id);
  }, 60_000);

  it("'poison' on telemetry: the consumer turns the spoiled message away, with its reason", async () => {
    const waiting = (await deadLetters('telemetry')).total;
    await startFault({ target: 'telemetry', type: 'poison', value: 1, durationSeconds: 120 });
    await fetch(`${baseUrl}/api/users/demo-user`);
    await expect
      .poll(async () => (await deadLetters('telemetry')).total, { timeout: 10_000, interval: 250 })
      .toBeGreaterThan(waiting);
    const { items } = await deadLetters('telemetry');
    expect(items.map((item) => item.reason)).toContainEqual(
      expect.stringMatching(/^not a telemetry message: events: /),
    );
  }, 60_000);
});
