// The file-events queue's `sent` count, as storage reports it through telemetry, on workerd
// with the real D1 and R2. The queues are stand-ins that keep what they are sent.
import { telemetryMessageSchema } from '@repo/contracts/metrics';
import { flushTelemetry, resetTelemetryBuffers } from '@repo/telemetry/deliver';
import { fakeQueue, recordingQueue } from '@repo/telemetry/testing/fake-bindings';
import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BASE, TXT, uploadForm } from '../../test/fixtures';
import worker from '../index';

function bindings() {
  const telemetry = fakeQueue();
  const fileEvents = recordingQueue();
  return {
    telemetry,
    fileEvents,
    env: { ...env, TELEMETRY: telemetry.queue, FILE_EVENTS: fileEvents.queue },
  };
}

async function queueEventsOf(telemetry: ReturnType<typeof fakeQueue>) {
  await flushTelemetry(telemetry.queue);
  return telemetry.sent
    .flatMap((message) => telemetryMessageSchema.parse(message).events)
    .flatMap((event) => (event.kind === 'queue' ? [event] : []));
}

beforeAll(() => resetTelemetryBuffers({ flushDelayMs: 0 }));
afterAll(() => resetTelemetryBuffers());
beforeEach(async () => {
  await env.STORAGE_DB.batch([
    env.STORAGE_DB.prepare('DELETE FROM files'),
    env.STORAGE_DB.prepare('DELETE FROM outbox'),
  ]);
});

describe('the file-events sent count', () => {
  it('reports one message sent for an upload, once the queue took it', async () => {
    const { telemetry, fileEvents, env: withFakes } = bindings();
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request(`${BASE}/upload`, { method: 'POST', body: uploadForm(TXT, 'counted.txt') }),
      withFakes,
      ctx,
    );
    await waitOnExecutionContext(ctx);

    expect(response.status).toBe(201);
    expect(fileEvents.bodies).toHaveLength(1);
    expect(await queueEventsOf(telemetry)).toEqual([
      {
        kind: 'queue',
        service: 'storage',
        queue: 'file-events',
        action: 'sent',
        count: 1,
        at: expect.any(Number),
      },
    ]);
  });

  it('reports the events the sweep sends, and nothing when there is nothing to send', async () => {
    const old = new Date(Date.now() - 3_600_000).toISOString();
    await env.STORAGE_DB.batch(
      ['a', 'b'].map((id) =>
        env.STORAGE_DB.prepare(
          'INSERT INTO outbox (event_id, body, created_at) VALUES (?, ?, ?)',
        ).bind(`unsent-${id}`, JSON.stringify({ id: `unsent-${id}` }), old),
      ),
    );
    const { telemetry, fileEvents, env: withFakes } = bindings();
    const sweepOnce = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController(), withFakes, ctx);
      await waitOnExecutionContext(ctx);
    };
    await sweepOnce();
    await sweepOnce();

    expect(fileEvents.bodies).toHaveLength(2);
    const sent = (await queueEventsOf(telemetry)).map(({ action, count }) => ({ action, count }));
    expect(sent).toEqual([{ action: 'sent', count: 2 }]);
  });
});
