import { telemetryMessageSchema, type OperationEvent } from '@repo/contracts/metrics';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendTelemetry } from './middleware';
import { fakeExecutionContext, fakeQueue } from './testing/fake-bindings';
import { warnOnce } from './warn-once';

// Delivery is shared by the middleware and sendTelemetry; this exercises it through the
// latter, the entry point for code that is not an HTTP request.
vi.mock('./warn-once', () => ({ warnOnce: vi.fn() }));

afterEach(() => vi.mocked(warnOnce).mockClear());

describe('sendTelemetry', () => {
  const consumed = (at: number): OperationEvent => ({
    kind: 'operation',
    service: 'storage-service',
    operation: 'events.consume',
    durationMs: 4,
    success: true,
    at,
  });

  it('sends the events of a consumed batch as one message inside waitUntil', async () => {
    const { queue, sent } = fakeQueue();
    const { executionContext, pending, settled } = fakeExecutionContext();
    const events = [consumed(1), consumed(2)];

    sendTelemetry(queue, events, (promise) => executionContext.waitUntil(promise));
    await settled();

    expect(pending).toHaveLength(1);
    expect(sent.map((message) => telemetryMessageSchema.parse(message).events)).toEqual([events]);
  });

  it('splits many events into messages the queue accepts, each with its own id', async () => {
    const { queue, sent } = fakeQueue();
    const { executionContext, settled } = fakeExecutionContext();
    const events = Array.from({ length: 1_200 }, (_, at) => consumed(at));

    sendTelemetry(queue, events, (promise) => executionContext.waitUntil(promise));
    await settled();

    expect(sent.map((message) => message.events.length)).toEqual([250, 250, 250, 250, 200]);
    expect(sent.flatMap((message) => message.events)).toEqual(events);
    expect(new Set(sent.map((message) => message.id)).size).toBe(5);
    for (const message of sent) {
      expect(JSON.stringify(message).length).toBeLessThan(128 * 1024);
    }
  });

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
    await expect(Promise.all(pending)).resolves.toBeDefined();
    await settled();

    expect(vi.mocked(warnOnce).mock.calls.map(([kind]) => kind)).toEqual([
      'binding',
      'context',
      'send',
    ]);
  });
});
