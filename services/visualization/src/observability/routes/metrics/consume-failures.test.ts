// The Metrics page's events.consume success after a drill: the users consumer reports every
// delivery of a file event, and the failed ones (a fault failed the batch, the consumer threw,
// or it sent the message to the dead letters) lower the success rate. On workerd, through the
// telemetry queue's real handler and the metrics API.
import type { OperationEvent, TelemetryMessage } from '@repo/contracts/metrics';
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { deliver } from '../../../../test/queue-fixtures';

const MINUTE = 60_000;
// A minute of its own, five hours ago, that no other test of this file reports into.
const AT = Math.floor(Date.now() / MINUTE) * MINUTE - 5 * 60 * MINUTE;
const RANGE = `start=${new Date(AT - 10 * MINUTE).toISOString()}&end=${new Date(AT + 10 * MINUTE).toISOString()}`;

/** One delivery of a file event as the users consumer reports it. */
const delivery = (success: boolean, offsetMs: number): OperationEvent => ({
  kind: 'operation',
  service: 'users',
  operation: 'events.consume',
  durationMs: success ? 12 : 1,
  success,
  at: AT + offsetMs,
});

/** Each delivery's report in a telemetry message of its own, as each batch sends its own. */
const reports = (events: OperationEvent[]): TelemetryMessage[] =>
  events.map((event) => ({ id: crypto.randomUUID(), events: [event] }));

async function consumeMetrics() {
  const response = await SELF.fetch(`https://visualization.test/api/metrics/operations?${RANGE}`);
  expect(response.status).toBe(200);
  const { data } = await response.json<{
    data: { items: { operationType: string; count: number; successRate: number }[] };
  }>();
  return data.items.find((item) => item.operationType === 'events.consume');
}

describe('events.consume on the Metrics page', () => {
  it('counts each failed delivery of a drill as a failure, so success is no longer 100 %', async () => {
    // Three uploads consumed before the drill: 100 %.
    await deliver('telemetry', reports([0, 1, 2].map((i) => delivery(true, i * 1_000))));
    expect(await consumeMetrics()).toMatchObject({ count: 3, successRate: 100 });

    // A fail fault: the next upload's event fails all 6 deliveries, then is dead-lettered (the
    // dead letter is the dead-letter queue's, not a delivery to the consumer).
    const failed = [1, 2, 4, 8, 16, 32].map((seconds) => delivery(false, 10_000 + seconds * 1_000));
    await deliver('telemetry', reports(failed));
    const after = await consumeMetrics();
    expect(after).toMatchObject({ count: 9, successRate: Number(((3 / 9) * 100).toFixed(2)) });
    expect(after?.successRate).toBeLessThan(100);
  });
});
