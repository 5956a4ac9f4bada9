// The queue figures that read as symptoms (dropped, dead-lettered, retried) cover the last
// minute and fall back to 0 once a minute passes without new ones; the levels (what waits in a
// dead-letter queue) and the totals since the counts began stay. On workerd with the worker's
// own D1, the counts reported through its real queue handler, read at clocks of the test's own.
import type { QueueAction } from '@repo/contracts/lab-topology';
import type { TelemetryEvent } from '@repo/contracts/metrics';
import type { QueueId } from '@repo/contracts/queues';
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { deliver, resetQueueTestState } from '../../../../test/queue-fixtures';
import { readQueueTraffic } from './queue-traffic';
import { readTopology } from './read-topology';
import { WINDOW_SECONDS } from './traffic';

// When the drill's events happened: a whole second, so the window's edge is exact.
const AT = Math.floor(Date.now() / 1000) * 1000 - 5_000;
const WINDOW_MS = WINDOW_SECONDS * 1000;

const event = (queue: QueueId, action: QueueAction, count: number): TelemetryEvent => ({
  kind: 'queue',
  service: queue === 'telemetry' ? 'storage' : 'users',
  queue,
  action,
  count,
  at: AT,
});

/** Reports `events` in one telemetry message, through the worker's queue handler. */
const report = (...events: TelemetryEvent[]) =>
  deliver('telemetry', [{ id: crypto.randomUUID(), events }]);

async function stateAt(queue: QueueId, now: number) {
  const { states } = await readQueueTraffic(env.OBSERVABILITY_DB, now);
  return states.find((state) => state.id === queue);
}

resetQueueTestState();

describe('the queue figures of the last minute', () => {
  it('shows the events a failing telemetry send dropped for a minute, then 0; the total stays', async () => {
    await report(event('telemetry', 'dropped', 199));
    expect(await stateAt('telemetry', AT + 1_000)).toMatchObject({
      droppedLastMinute: 199,
      dropped: 199,
    });
    expect(await stateAt('telemetry', AT + WINDOW_MS - 1_000)).toMatchObject({
      droppedLastMinute: 199,
    });
    expect(await stateAt('telemetry', AT + WINDOW_MS)).toMatchObject({
      droppedLastMinute: 0,
      dropped: 199,
    });
  });

  it('counts a drill’s retries and dead letter for a minute, and keeps the letter waiting', async () => {
    await report(event('file-events', 'retried', 6), event('file-events', 'deadLettered', 1));
    expect(await stateAt('file-events', AT + 1_000)).toMatchObject({
      retries: 6,
      deadLetteredLastMinute: 1,
      deadLettered: 1,
    });
    expect(await stateAt('file-events', AT + WINDOW_MS)).toMatchObject({
      retries: 0,
      deadLetteredLastMinute: 0,
      // Still in the dead-letter queue until it is replayed: a level, not a count of events.
      deadLettered: 1,
    });
  });

  it('counts a message rejected at once as dead-lettered, on the queue and its dead-letter line', async () => {
    await report(event('file-events', 'rejected', 2));
    expect(await stateAt('file-events', AT + 1_000)).toMatchObject({
      deadLetteredLastMinute: 2,
      deadLettered: 2,
    });
    expect(await stateAt('file-events', AT + WINDOW_MS)).toMatchObject({
      deadLetteredLastMinute: 0,
      deadLettered: 2,
    });
    const line = async (now: number) =>
      (await readTopology(env.OBSERVABILITY_DB, now)).edges.find(
        (edge) => edge.kind === 'dead-letter' && edge.from === 'file-events',
      );
    expect((await line(AT + 1_000))?.requestsPerSecond).toBeCloseTo(2 / WINDOW_SECONDS);
    expect((await line(AT + WINDOW_MS))?.requestsPerSecond).toBe(0);
  });
});
