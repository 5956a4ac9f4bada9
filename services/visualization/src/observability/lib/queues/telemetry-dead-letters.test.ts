// The telemetry queue's dead letters, kept by the visualization worker: stored once, listed,
// replayed onto the queue (a stand-in that keeps what it is sent), each step counted.
import type { DeadLetterList } from '@repo/contracts/lab-topology';
import type { TelemetryMessage } from '@repo/contracts/metrics';
import { recordingQueue } from '@repo/telemetry/testing/fake-bindings';
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import {
  BASE,
  call,
  clearFaults,
  deliver,
  queueState,
  resetQueueTestState,
  startFault,
  totals,
} from '../../../../test/queue-fixtures';
import worker from '../../../index';

const DEAD_LETTERS = `${BASE}/api/lab/queues/telemetry/dead-letters`;

const message = (): TelemetryMessage => ({ id: crypto.randomUUID(), events: [] });

async function list(): Promise<DeadLetterList> {
  const response = await call(DEAD_LETTERS);
  expect(response.status).toBe(200);
  return (await response.json<{ data: DeadLetterList }>()).data;
}

async function replay(body: unknown) {
  const telemetry = recordingQueue();
  const response = await worker.fetch(
    new Request(`${DEAD_LETTERS}/replay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    { ...env, TELEMETRY: telemetry.queue },
    createExecutionContext(),
  );
  return { response, sent: telemetry.bodies };
}

resetQueueTestState();

describe('the telemetry dead letters', () => {
  it('stores each dead letter once, even under a pause fault, and counts it dead-lettered once', async () => {
    const [first, second] = [message(), message()];
    await startFault('pause');
    const { result, requeued } = await deliver('telemetry-dead-letter', [first, second, first]);
    expect(result.ackAll).toBe(true);
    expect(requeued).toEqual([]);
    await deliver('telemetry-dead-letter', [second]);

    expect(await totals('telemetry')).toEqual({ deadLettered: 2 });
    const letters = await list();
    expect(letters.total).toBe(2);
    expect(letters.items.find((item) => item.id === first.id)).toMatchObject({
      queue: 'telemetry',
      body: first,
    });
    expect((await queueState('telemetry'))?.deadLettered).toBe(2);
  });

  it('replays the chosen letters unchanged onto the queue, removes them and counts them', async () => {
    const [kept, replayed] = [message(), message()];
    // Seen and failed on the queue first, as the runtime does before it gives up on them.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startFault('fail');
    await deliver('telemetry', [kept, replayed]);
    await clearFaults();
    await deliver('telemetry-dead-letter', [kept, replayed]);

    const { response, sent } = await replay({ ids: [replayed.id, 'unknown'] });
    expect(await response.json()).toEqual({ success: true, data: { replayed: 1 } });
    expect(sent).toEqual([replayed]);
    expect((await list()).items.map((item) => item.id)).toEqual([kept.id]);
    expect(await totals('telemetry')).toEqual({
      sent: 2,
      retried: 2,
      deadLettered: 2,
      replayed: 1,
    });
    // Back in the queue: waiting to be consumed, and no longer in the dead-letter queue.
    expect(await queueState('telemetry')).toMatchObject({ backlog: 1, deadLettered: 1 });
  });

  it('answers 400 for a body that is not a replay', async () => {
    const { response } = await replay({ ids: 'all' });
    expect(response.status).toBe(400);
  });
});
