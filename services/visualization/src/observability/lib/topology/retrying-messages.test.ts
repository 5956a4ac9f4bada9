// Where each file event stands in its retries, read on workerd from the users consumer's spans
// as the telemetry consumer stores them: in any order, some more than once.
import type { SpanEvent } from '@repo/contracts/traces';
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { queueState } from '../../../../test/queue-fixtures';
import {
  clearTraces,
  ingest,
  newTraceId,
  span,
  spanMessage,
} from '../../../../test/trace-fixtures';
import { OVERDUE_GRACE_SECONDS, readRetryingMessages } from './retrying-messages';

const NOW = Math.floor(Date.now() / 1000) * 1000;
const DURATION_MS = 20;

type Outcome = 'failed' | 'processed' | 'paused';

/** The users consumer's span of one delivery of `messageId`, ending `endedAgoMs` before NOW. */
function delivery(messageId: string, attempt: number, outcome: Outcome, endedAgoMs: number) {
  return span(newTraceId(), {
    service: 'users',
    name: 'process file-events',
    spanKind: 'consumer',
    startTime: NOW - endedAgoMs - DURATION_MS,
    durationMs: DURATION_MS,
    status: outcome === 'failed' ? 'error' : 'ok',
    attributes: {
      'messaging.system': 'cloudflare_queues',
      'messaging.destination.name': 'file-events',
      'messaging.message.id': messageId,
      'messaging.cloudflare.attempts': attempt,
      'messaging.cloudflare.outcome': outcome,
    },
  });
}

/** Each span in a telemetry message of its own, stored in the order given. */
async function store(...spans: SpanEvent[]) {
  for (const one of spans) await ingest([spanMessage([one])]);
}

const retrying = () => readRetryingMessages(env.OBSERVABILITY_DB, 'file-events', NOW);
const iso = (ms: number) => new Date(ms).toISOString();

beforeEach(clearTraces);

describe('the file events between retries', () => {
  it('gives a failed message its attempt of 6 and its next attempt after the backoff', async () => {
    // The 4th delivery ended 3 s ago; the consumer asked for 8 s before the 5th.
    await store(delivery('m1', 4, 'failed', 3_000));
    expect(await retrying()).toEqual([
      { messageId: 'm1', attempt: 4, maxAttempts: 6, nextAttemptAt: iso(NOW + 5_000) },
    ]);
  });

  it('follows the highest attempt, whichever order the spans arrive in', async () => {
    await store(
      delivery('m1', 2, 'failed', 1_000),
      delivery('m1', 1, 'failed', 4_000),
      delivery('m2', 3, 'processed', 500),
      delivery('m2', 2, 'failed', 3_000),
    );
    expect(await retrying()).toEqual([
      expect.objectContaining({ messageId: 'm1', attempt: 2, nextAttemptAt: iso(NOW + 1_000) }),
    ]);
  });

  it('lists a message once when one delivery was recorded twice', async () => {
    const twice = delivery('m1', 3, 'failed', 1_000);
    await store(twice, delivery('m1', 3, 'failed', 1_000), twice);
    expect(await retrying()).toHaveLength(1);
  });

  it('drops a message once a delivery of the same attempt was processed or paused', async () => {
    await store(
      delivery('m1', 2, 'failed', 1_000),
      delivery('m1', 2, 'processed', 900),
      delivery('m2', 1, 'paused', 1_000),
      delivery('m2', 1, 'failed', 900),
    );
    expect(await retrying()).toEqual([]);
  });

  it('drops a message whose last allowed delivery failed: it is dead-lettered', async () => {
    await store(delivery('m1', 5, 'failed', 20_000), delivery('m1', 6, 'failed', 1_000));
    expect(await retrying()).toEqual([]);
  });

  it('keeps a message a little overdue, and drops one overdue past the grace', async () => {
    const grace = OVERDUE_GRACE_SECONDS * 1000;
    // 1st attempts: due 1 s after they ended.
    await store(
      delivery('late', 1, 'failed', 1_000 + grace - 2_000),
      delivery('gone', 1, 'failed', 1_000 + grace + 2_000),
    );
    expect((await retrying()).map((message) => message.messageId)).toEqual(['late']);
  });

  it('lists the soonest next attempt first', async () => {
    await store(
      delivery('m1', 5, 'failed', 1_000),
      delivery('m2', 1, 'failed', 200),
      delivery('m3', 3, 'failed', 1_000),
    );
    expect((await retrying()).map((message) => message.messageId)).toEqual(['m2', 'm3', 'm1']);
  });

  it('is answered in the topology for file-events, not for the untraced telemetry queue', async () => {
    await store(delivery('m1', 1, 'failed', 0));
    const fileEvents = await queueState('file-events');
    expect(fileEvents?.retrying).toEqual([
      expect.objectContaining({ messageId: 'm1', attempt: 1, maxAttempts: 6 }),
    ]);
    expect(await queueState('telemetry')).not.toHaveProperty('retrying');
  });
});
