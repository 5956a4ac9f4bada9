// Batched delivery: the requests of an isolate gathered into few full messages, sent inside
// waitUntil at the threshold or after the delay, each event once.
import { telemetryMessageSchema, type TelemetryMessage } from '@repo/contracts/metrics';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { FLUSH_DELAY_MS, FLUSH_THRESHOLD, MAX_BUFFERED_EVENTS, flushTelemetry } from './deliver';
import { sendTelemetry, telemetry, type TelemetryVariables } from './middleware';
import { afterDelay, consumed, useFlushTimers } from './testing/delivery';
import { deferred, fakeExecutionContext, fakeQueue } from './testing/fake-bindings';
import { warnOnce } from './warn-once';

// Failures are reported through warnOnce; checking its calls keeps the tests independent
// of which warning an earlier test already used up.
vi.mock('./warn-once', () => ({ warnOnce: vi.fn() }));
// No new trace is recorded here, so each message holds requests and operations only, whatever
// the isolate's sampler has left; middleware-tracing.test.ts covers the spans.
vi.mock('./tracing/sampler', () => ({ sampleNewTrace: () => false }));

useFlushTimers();

// Each request reports an operation lasting `n` ms, so every request can be told apart.
function numberedApp() {
  const app = new Hono<{
    Bindings: { TELEMETRY: Queue<TelemetryMessage> };
    Variables: TelemetryVariables;
  }>();
  app.use(telemetry({ service: 'storage' }));
  app.get('/items/:n', (c) => {
    c.get('telemetry').operation('file.delete', Number(c.req.param('n')), true);
    return c.json({ n: c.req.param('n') }, 200);
  });
  return app;
}

describe('batched delivery of requests', () => {
  it('gathers many requests into few full messages, with each event exactly once', async () => {
    const { queue, sent } = fakeQueue();
    const { executionContext, settled } = fakeExecutionContext();
    const app = numberedApp();
    const count = 500;

    const responses = await Promise.all(
      Array.from({ length: count }, (_, n) =>
        app.request(`/items/${n}`, {}, { TELEMETRY: queue }, executionContext),
      ),
    );
    await afterDelay(settled);

    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(sent.length).toBeLessThanOrEqual(Math.ceil((2 * count) / FLUSH_THRESHOLD) + 1);
    const events = sent.flatMap((message) => telemetryMessageSchema.parse(message).events);
    expect(events.filter((event) => event.kind === 'request')).toHaveLength(count);
    const durations = events.flatMap((event) =>
      event.kind === 'operation' ? [event.durationMs] : [],
    );
    expect(durations.sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(new Set(sent.map((message) => message.id)).size).toBe(sent.length);
  });

  it('answers at once and delivers a lone request once the delay has passed', async () => {
    const { queue, sent } = fakeQueue();
    const { executionContext, pending, settled } = fakeExecutionContext();

    const response = await numberedApp().request(
      '/items/7',
      {},
      { TELEMETRY: queue },
      executionContext,
    );
    expect(await response.json()).toEqual({ n: '7' });
    expect(pending).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS - 1);
    expect(sent).toHaveLength(0);
    await afterDelay(settled);
    expect(sent.map((message) => message.events.map((event) => event.kind))).toEqual([
      ['request', 'operation'],
    ]);
  });

  it('answers as usual when a send fails, and the next flush sends only newer events', async () => {
    let failures = 1;
    const { queue, calls } = fakeQueue(() =>
      failures-- > 0 ? Promise.reject(new Error('queue overloaded')) : Promise.resolve(),
    );
    const { executionContext, settled } = fakeExecutionContext();
    const app = numberedApp();

    const first = await app.request('/items/1', {}, { TELEMETRY: queue }, executionContext);
    await afterDelay(settled);
    const second = await app.request('/items/2', {}, { TELEMETRY: queue }, executionContext);
    await afterDelay(settled);

    expect([first.status, second.status]).toEqual([200, 200]);
    expect(warnOnce).toHaveBeenCalledWith('send', expect.any(String), expect.any(Error));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.flatMap((message) => message.events)).toMatchObject([
      { kind: 'request' },
      { kind: 'operation', durationMs: 2 },
    ]);
  });
});

describe('the buffer', () => {
  it('sends at the threshold without waiting for the delay', async () => {
    const { queue, sent } = fakeQueue();
    const { executionContext, settled } = fakeExecutionContext();
    const waitUntil = (promise: Promise<unknown>) => executionContext.waitUntil(promise);

    for (let at = 0; at < FLUSH_THRESHOLD - 1; at += 1) {
      sendTelemetry(queue, [consumed(at)], waitUntil);
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(0);

    sendTelemetry(queue, [consumed(FLUSH_THRESHOLD - 1)], waitUntil);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((message) => message.events.length)).toEqual([FLUSH_THRESHOLD]);

    await afterDelay(settled);
    expect(sent).toHaveLength(1);
  });

  it('sends each event once when a flush starts while another is still sending', async () => {
    const held = deferred();
    const { queue, sent } = fakeQueue(() => held.promise);
    const { executionContext, settled } = fakeExecutionContext();
    const waitUntil = (promise: Promise<unknown>) => executionContext.waitUntil(promise);

    sendTelemetry(queue, [consumed(1), consumed(2)], waitUntil);
    const first = flushTelemetry(queue);
    sendTelemetry(queue, [consumed(3)], waitUntil);
    const second = flushTelemetry(queue);
    held.resolve();
    await Promise.all([first, second]);
    await afterDelay(settled);

    expect(
      sent.map((message) => message.events.map((event) => ('at' in event ? event.at : undefined))),
    ).toEqual([[1, 2], [3]]);
  });

  it('keeps the events of different queue bindings apart', async () => {
    const storage = fakeQueue();
    const users = fakeQueue();
    const { executionContext, settled } = fakeExecutionContext();
    const waitUntil = (promise: Promise<unknown>) => executionContext.waitUntil(promise);

    sendTelemetry(storage.queue, [consumed(1)], waitUntil);
    sendTelemetry(users.queue, [consumed(2)], waitUntil);
    await afterDelay(settled);

    expect(storage.sent.flatMap((message) => message.events)).toEqual([consumed(1)]);
    expect(users.sent.flatMap((message) => message.events)).toEqual([consumed(2)]);
  });

  it('keeps the newest events, and warns, when more wait than the buffer holds', async () => {
    const { queue, sent } = fakeQueue();
    const refusing = () => {
      throw new Error('waitUntil after the event ended');
    };
    const total = MAX_BUFFERED_EVENTS + 100;

    for (let at = 0; at < total; at += 1) sendTelemetry(queue, [consumed(at)], refusing);
    await flushTelemetry(queue);

    const ats = sent.flatMap((message) =>
      message.events.map((event) => ('at' in event ? event.at : undefined)),
    );
    expect(ats).toEqual(Array.from({ length: MAX_BUFFERED_EVENTS }, (_, n) => n + 100));
    expect(warnOnce).toHaveBeenCalledWith('overflow', expect.any(String));
  });
});
