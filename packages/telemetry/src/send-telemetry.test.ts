// sendTelemetry: events from code that is not a request (a queue consumer, a cron), sent
// through the same buffer, in messages and batches the queue accepts, and never throwing.
import { telemetryMessageSchema, type RequestEvent } from '@repo/contracts/metrics';
import { MAX_ATTRIBUTE_LENGTH, MAX_ATTRIBUTES, type SpanEvent } from '@repo/contracts/traces';
import { describe, expect, it, vi } from 'vitest';
import { FLUSH_DELAY_MS, MAX_EVENTS_PER_MESSAGE, MAX_MESSAGE_BYTES } from './deliver';
import { sendTelemetry } from './middleware';
import { afterDelay, consumed, useFlushTimers } from './testing/delivery';
import { fakeExecutionContext, fakeQueue } from './testing/fake-bindings';
import { warnOnce } from './warn-once';

// Failures are reported through warnOnce; checking its calls keeps the tests independent
// of which warning an earlier test already used up.
vi.mock('./warn-once', () => ({ warnOnce: vi.fn() }));

const QUEUE_BATCH_BYTES = 256_000;

useFlushTimers();

describe('sendTelemetry', () => {
  it('sends the events of a consumed batch as one message inside waitUntil', async () => {
    const { queue, sent } = fakeQueue();
    const { executionContext, pending, settled } = fakeExecutionContext();
    const events = [consumed(1), consumed(2)];

    sendTelemetry(queue, events, (promise) => executionContext.waitUntil(promise));
    await afterDelay(settled);

    expect(pending).toHaveLength(1);
    expect(sent.map((message) => telemetryMessageSchema.parse(message).events)).toEqual([events]);
  });

  it('splits many events into messages the queue accepts, each with its own id', async () => {
    const { queue, sent, calls } = fakeQueue();
    const { executionContext, settled } = fakeExecutionContext();
    const events = Array.from({ length: 1_200 }, (_, at) => consumed(at));

    sendTelemetry(queue, events, (promise) => executionContext.waitUntil(promise));
    await afterDelay(settled);

    expect(sent.map((message) => message.events.length)).toEqual([250, 250, 250, 250, 200]);
    expect(calls).toHaveLength(1);
    expect(sent.flatMap((message) => message.events)).toEqual(events);
    expect(new Set(sent.map((message) => message.id)).size).toBe(5);
  });

  it('keeps every sendBatch within the 256 KB the queue accepts', async () => {
    const { queue, sent, calls } = fakeQueue();
    const { executionContext, settled } = fakeExecutionContext();
    const longRoute = (at: number): RequestEvent => ({
      kind: 'request',
      service: 'storage',
      route: `/api/${'r'.repeat(195)}`,
      method: 'DELETE',
      status: 204,
      durationMs: 123.456,
      at,
    });
    const events = Array.from({ length: 1_200 }, (_, at) => longRoute(at));

    sendTelemetry(queue, events, (promise) => executionContext.waitUntil(promise));
    await afterDelay(settled);

    expect(sent.flatMap((message) => message.events)).toEqual(events);
    expect(calls.length).toBeGreaterThan(1);
    for (const messages of calls) {
      expect(messages.every((message) => message.events.length <= MAX_EVENTS_PER_MESSAGE)).toBe(
        true,
      );
      expect(JSON.stringify(messages).length).toBeLessThan(QUEUE_BATCH_BYTES);
    }
  });

  it.each([
    ['ASCII', 's'],
    ['three-byte UTF-8', '東'],
  ])(
    'keeps each message of large %s spans within what one queue message may hold',
    async (_, letter) => {
      const { queue, sent } = fakeQueue();
      const { executionContext, settled } = fakeExecutionContext();
      const fullSpan = (n: number): SpanEvent => ({
        kind: 'span',
        traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
        spanId: n.toString(16).padStart(16, '0'),
        service: 'storage',
        name: 'SELECT files',
        spanKind: 'client',
        startTime: n,
        durationMs: 1,
        status: 'ok',
        attributes: Object.fromEntries(
          Array.from({ length: MAX_ATTRIBUTES }, (_, key) => [
            `attribute.${key}`,
            letter.repeat(MAX_ATTRIBUTE_LENGTH),
          ]),
        ),
      });
      const events = Array.from({ length: 300 }, (_, n) => fullSpan(n + 1));

      sendTelemetry(queue, events, (promise) => executionContext.waitUntil(promise));
      await afterDelay(settled);

      expect(sent.flatMap((message) => message.events)).toEqual(events);
      expect(sent.length).toBeGreaterThan(Math.ceil(events.length / MAX_EVENTS_PER_MESSAGE));
      for (const message of sent) {
        expect(new TextEncoder().encode(JSON.stringify(message)).byteLength).toBeLessThanOrEqual(
          MAX_MESSAGE_BYTES,
        );
      }
    },
  );

  it('sends nothing when there are no events', () => {
    const { queue, sent } = fakeQueue();
    const { executionContext, pending } = fakeExecutionContext();
    sendTelemetry(queue, [], (promise) => executionContext.waitUntil(promise));
    expect(pending).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it('never throws: without a queue, with a refusing waitUntil or a failing send', async () => {
    const refusing = () => {
      throw new Error('waitUntil after the event ended');
    };
    expect(() => sendTelemetry(undefined, [consumed(1)], refusing)).not.toThrow();
    expect(() => sendTelemetry(fakeQueue().queue, [consumed(1)], refusing)).not.toThrow();

    const { queue } = fakeQueue(() => Promise.reject(new Error('queue overloaded')));
    const { executionContext, pending, settled } = fakeExecutionContext();
    sendTelemetry(queue, [consumed(1)], (promise) => executionContext.waitUntil(promise));
    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
    await expect(Promise.all(pending)).resolves.toBeDefined();
    await settled();

    expect(vi.mocked(warnOnce).mock.calls.map(([kind]) => kind)).toEqual([
      'binding',
      'context',
      'send',
    ]);
  });
});
