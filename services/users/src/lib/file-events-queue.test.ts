// What the users worker reports about the file-events queue for each outcome of a batch: on
// workerd with its own D1, the telemetry and file-events queues stand-ins that keep what
// they are sent.
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { deliver, fileEvent, resetQueueTestState, startFault } from '../../test/queue-fixtures';

// A database whose transactions fail, as when D1 is down mid-batch.
const failingBatches = (db: D1Database): D1Database =>
  new Proxy(db, {
    get(target, property) {
      if (property === 'batch') return () => Promise.reject(new Error('D1 is unavailable'));
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

resetQueueTestState();

describe('the file-events counts', () => {
  it('reports every message of an applied batch acknowledged, the invalid ones included', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { counts } = await deliver('file-events', [fileEvent(), fileEvent(), { not: 'one' }]);
    expect(counts).toEqual([{ queue: 'file-events', action: 'acked', count: 3 }]);
  });

  it('reports the valid messages of a failed batch retried and the invalid ones acknowledged', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { counts, result } = await deliver(
      'file-events',
      [fileEvent(), fileEvent(), { not: 'one' }],
      { USERS_DB: failingBatches(env.USERS_DB) },
    );
    expect(result.retryMessages).toHaveLength(2);
    expect(counts).toEqual([
      { queue: 'file-events', action: 'acked', count: 1 },
      { queue: 'file-events', action: 'retried', count: 2 },
    ]);
  });

  it('reports a paused batch requeued, not acknowledged', async () => {
    await startFault('pause');
    const { counts } = await deliver('file-events', [fileEvent(), fileEvent()]);
    expect(counts).toEqual([{ queue: 'file-events', action: 'requeued', count: 2 }]);
  });

  it('reports a batch failed by a fault retried', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startFault('fail');
    const { counts } = await deliver('file-events', [fileEvent(), fileEvent()]);
    expect(counts).toEqual([{ queue: 'file-events', action: 'retried', count: 2 }]);
  });
});

// The Metrics page's `events.consume` success rate is made of these: every delivery that did
// not apply its event is a failure, whoever failed it.
describe('the events.consume operations', () => {
  const consumed = (success: boolean) => ({ operation: 'events.consume', success });

  it('reports each event of an applied batch consumed', async () => {
    const { operations } = await deliver('file-events', [fileEvent(), fileEvent()]);
    expect(operations).toEqual([consumed(true), consumed(true)]);
  });

  it('reports each delivery a fault failed as a failed consume, once per delivery', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startFault('fail');
    const event = fileEvent();
    const first = await deliver('file-events', [event, fileEvent()]);
    expect(first.operations).toEqual([consumed(false), consumed(false)]);
    // The redelivery fails again: one more failure, as the runtime counts one more attempt.
    const again = await deliver('file-events', [event]);
    expect(again.operations).toEqual([consumed(false)]);
  });

  it('reports the events of a batch the consumer failed itself as failed consumes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { operations } = await deliver('file-events', [fileEvent()], {
      USERS_DB: failingBatches(env.USERS_DB),
    });
    expect(operations).toEqual([consumed(false)]);
  });

  it('reports a message sent to the dead letters at once as a failed consume', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { operations } = await deliver('file-events', [fileEvent(), { not: 'one' }]);
    expect(operations).toEqual([consumed(true), consumed(false)]);
  });

  it('reports nothing for a paused batch: it is put back, not delivered', async () => {
    await startFault('pause');
    const { operations } = await deliver('file-events', [fileEvent()]);
    expect(operations).toEqual([]);
  });
});
