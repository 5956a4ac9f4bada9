// The telemetry queue's counts, which its consumer keeps itself, and the counts other workers
// report in telemetry: on workerd with the worker's own D1, through its real queue handler.
import type { TelemetryMessage } from '@repo/contracts/metrics';
import { describe, expect, it, vi } from 'vitest';
import * as queues from '../../../../test/queue-fixtures';

let serial = 0;
const message = (events: TelemetryMessage['events'] = []): TelemetryMessage => ({
  id: `telemetry-${(serial += 1)}-${crypto.randomUUID()}`,
  events: events.length > 0 ? events : [queueEvent('sent', 1, Date.now())],
});

function queueEvent(action: 'sent' | 'acked', count: number, at: number) {
  return {
    kind: 'queue' as const,
    service: 'storage' as const,
    queue: 'file-events' as const,
    action,
    count,
    at,
  };
}

queues.resetQueueTestState();

describe('the telemetry queue counts', () => {
  it('counts each message sent and acknowledged once, however often it is delivered', async () => {
    const [first, second] = [message(), message()];
    await queues.deliver('telemetry', [first, second]);
    await queues.deliver('telemetry', [first, second]);
    await queues.deliver('telemetry', [second]);
    expect(await queues.totals('telemetry')).toEqual({ sent: 2, acked: 2 });
    expect(await queues.queueState('telemetry')).toMatchObject({
      backlog: 0,
      oldestAgeSeconds: null,
    });
  });

  it('counts a message first seen while paused sent once across its requeued copies, and acked once drained', async () => {
    const held = message();
    await queues.startFault('pause');
    const { requeued } = await queues.deliver('telemetry', [held]);
    expect(requeued).toEqual([held]);
    await queues.deliver('telemetry', requeued);
    await queues.deliver('telemetry', requeued);
    expect(await queues.totals('telemetry')).toEqual({ sent: 1 });
    const paused = await queues.queueState('telemetry');
    expect(paused?.backlog).toBe(1);
    expect(paused?.oldestAgeSeconds).toBeGreaterThanOrEqual(0);

    await queues.clearFaults();
    await queues.deliver('telemetry', [held]);
    expect(await queues.totals('telemetry')).toEqual({ sent: 1, acked: 1 });
    expect((await queues.queueState('telemetry'))?.backlog).toBe(0);
  });

  it('counts every delivery failed by a fault retried, and the message sent once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = message();
    await queues.startFault('fail');
    const { result } = await queues.deliver('telemetry', [failing]);
    expect(result.retryMessages).toHaveLength(1);
    await queues.deliver('telemetry', [failing]);
    expect(await queues.totals('telemetry')).toEqual({ sent: 1, retried: 2 });
    expect(await queues.queueState('telemetry')).toMatchObject({ backlog: 1, retries: 2 });
  });

  it('acknowledges a message that is not telemetry once, by its queue id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await queues.deliver('telemetry', [{ not: 'telemetry' }]);
    expect(await queues.totals('telemetry')).toEqual({ sent: 1, acked: 1 });
  });

  it('adds the queue counts other workers report, once per telemetry message', async () => {
    const now = Date.now();
    const report = message([queueEvent('sent', 5, now - 30_000), queueEvent('acked', 2, now)]);
    await queues.deliver('telemetry', [report]);
    await queues.deliver('telemetry', [report]);
    expect(await queues.totals('file-events')).toEqual({ sent: 5, acked: 2 });
    // FIFO: the 3 waiting are the newest 3 of the 5 sent 30 s ago.
    const state = await queues.queueState('file-events');
    expect(state?.backlog).toBe(3);
    expect(state?.oldestAgeSeconds).toBeGreaterThanOrEqual(29);
    expect(state?.oldestAgeSeconds).toBeLessThan(35);
    expect(state?.deliveriesPerSecond).toBeCloseTo(2 / 60);
  });
});
