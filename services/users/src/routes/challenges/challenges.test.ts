// The consumer challenges on workerd, with the worker's own D1, its real challenge-stream queue
// and the runs' Durable Objects: a run's messages come through the queue, a handler's host pulls
// them by lease as the browser's does, the nemesis acts on their deliveries, and the checker
// fails each naive handler with its anomaly and passes each reference one. A run is its
// session's alone, and code that does not parse is refused with the parser's line.
import { successEnvelopeSchema } from '@repo/contracts/envelope';
import {
  challengeListSchema,
  newRunAnswerSchema,
  runStatusSchema,
  type ChallengeId,
} from '@repo/contracts/lab-challenges';
import { LAB_SESSION_HASH_KEY } from '@repo/contracts/lab-sessions';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker from '../../index';
import { host, type Handler } from '../../challenges/testing/challenge-host.test-utils';

type WorkerRequest = Request<unknown, IncomingRequestCfProperties>;

async function send(path: string, hash: string, body?: unknown) {
  const ctx = createExecutionContext();
  const init: RequestInit = { headers: { baggage: `${LAB_SESSION_HASH_KEY}=${hash}` } };
  if (body !== undefined) {
    init.method = 'POST';
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await worker.fetch(
    new Request(`https://users.test${path}`, init) as WorkerRequest,
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

const newHash = () =>
  [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

const CODE = 'export default { async queue(batch, env) {} }';

async function start(id: ChallengeId, hash: string) {
  const response = await send(`/api/lab/challenges/${id}/runs`, hash, { code: CODE });
  expect(response.status, await response.clone().text()).toBe(201);
  return successEnvelopeSchema(newRunAnswerSchema).parse(await response.json()).data.id;
}

async function status(id: ChallengeId, runId: string, hash: string) {
  const response = await send(`/api/lab/challenges/${id}/runs/${runId}`, hash);
  expect(response.status).toBe(200);
  return successEnvelopeSchema(runStatusSchema).parse(await response.json()).data;
}

/** Runs `handler` on a new run of challenge `id` and answers its verdict. */
async function runWith(id: ChallengeId, handler: Handler) {
  const hash = newHash();
  const runId = await start(id, hash);
  const base = `/api/lab/challenges/${id}/runs/${runId}`;
  await host(
    async (path, body) => {
      const response = await send(path, hash, body);
      const text = await response.text();
      expect(response.status, text).toBe(200);
      return (JSON.parse(text) as { data: unknown }).data;
    },
    base,
    handler,
  );
  return status(id, runId, hash);
}

const payment = (body: Record<string, unknown>) =>
  body as { eventId: string; account: string; amount: number };

describe('the consumer challenges', () => {
  it('lists every challenge with its property and nemesis', async () => {
    const response = await send('/api/lab/challenges', newHash());
    const list = successEnvelopeSchema(challengeListSchema).parse(await response.json()).data;
    expect(list.map((challenge) => challenge.id)).toEqual([
      'idempotent-consumer',
      'last-writer-wins',
      'poison-messages',
      'crash-mid-batch',
      'slow-consumer',
      'transactional-outbox',
    ]);
    expect(list[0]?.nemesis).toEqual(['duplicate', 'redelivery']);
  });

  it('refuses code that does not parse with the parser’s message and line', async () => {
    const response = await send('/api/lab/challenges/idempotent-consumer/runs', newHash(), {
      code: 'export default {\n  async queue(batch, env) {\n    for (const m of batch.messages {\n  }\n}',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/does not parse: Unexpected token at line 3, column \d+/);
    const none = await send('/api/lab/challenges/idempotent-consumer/runs', newHash(), {
      code: 'export const x = 1;',
    });
    expect(none.status).toBe(400);
    expect(await none.text()).toMatch(/a queue handler exports only `export default \{ … \}`/);
  });

  it('keeps a run to its own session: another gets a 404, no session a 401', async () => {
    const runId = await start('idempotent-consumer', newHash());
    const other = await send(`/api/lab/challenges/idempotent-consumer/runs/${runId}`, newHash());
    expect(other.status).toBe(404);
    const pull = await send(
      `/api/lab/challenges/idempotent-consumer/runs/${runId}/pull`,
      newHash(),
      {},
    );
    expect(pull.status).toBe(404);
    const anonymous = await send('/api/lab/challenges/idempotent-consumer/runs', '', {
      code: CODE,
    });
    expect(anonymous.status).toBe(401);
  });

  it('takes sends of the run’s own session only, bounded, and says what was wrong', async () => {
    const hash = newHash();
    const runId = await start('transactional-outbox', hash);
    const path = `/api/lab/challenges/transactional-outbox/runs/${runId}/send`;
    const sent = await send(path, hash, { messages: [{ body: { orderId: 'o-1' } }] });
    expect(await sent.json()).toMatchObject({ data: { outcome: 'sent', count: 1 } });
    // The nemesis fails the run's second send call: nothing of it is kept.
    const failed = await send(path, hash, { messages: [{ body: { orderId: 'o-2' } }] });
    expect(await failed.json()).toMatchObject({
      data: { outcome: 'error', message: expect.stringMatching(/^Queue send failed/) },
    });
    const tooMany = await send(path, hash, {
      messages: Array.from({ length: 101 }, () => ({ body: 1 })),
    });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain('a sendBatch() carries at most 100 messages');
    const tooBig = await send(path, hash, { messages: [{ body: 'x'.repeat(2_001) }] });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain(
      'messages.0.body: a message body is JSON of at most 2000 characters',
    );
    const other = await send(path, newHash(), { messages: [{ body: 1 }] });
    expect(other.status).toBe(404);
  });

  it('idempotent-consumer: a naive handler counts a re-send twice; a ledger passes', async () => {
    const naive = await runWith('idempotent-consumer', {
      async queue(batch, env) {
        for (const message of batch.messages) {
          const { account, amount } = payment(message.body);
          await env.DB.prepare('UPDATE balances SET amount = amount + ? WHERE account = ?')
            .bind(amount, account)
            .run();
          message.ack();
        }
      },
    });
    expect(naive.state).toBe('failed');
    expect(naive.anomaly).toBe(
      'event e-7 came in 2 messages (m-7 and m-12: the producer sent it again) and was counted more than once: acc-1 holds 170, not 135',
    );
    expect(naive.deliveries.filter((d) => d.outcome === 'ack-lost')).toHaveLength(1);

    const reference = await runWith('idempotent-consumer', {
      async queue(batch, env) {
        await env.DB.prepare(
          'CREATE TABLE IF NOT EXISTS processed (event_id TEXT PRIMARY KEY)',
        ).run();
        for (const message of batch.messages) {
          const { eventId, account, amount } = payment(message.body);
          const fresh = await env.DB.prepare(
            'INSERT INTO processed (event_id) VALUES (?) ON CONFLICT DO NOTHING RETURNING event_id',
          )
            .bind(eventId)
            .first();
          if (fresh) {
            await env.DB.prepare('UPDATE balances SET amount = amount + ? WHERE account = ?')
              .bind(amount, account)
              .run();
          }
          message.ack();
        }
      },
    });
    expect(reference).toMatchObject({ state: 'passed' });
    expect(reference.anomaly).toBeUndefined();
  }, 60_000);

  it('last-writer-wins: blind writes let a reordered or delayed older version win; a version check passes', async () => {
    const naive = await runWith('last-writer-wins', {
      async queue(batch, env) {
        for (const message of batch.messages) {
          const { userId, version, colour, deleted } = message.body as Record<string, never>;
          await (
            deleted
              ? env.DB.prepare('DELETE FROM profiles WHERE user_id = ?').bind(userId)
              : env.DB.prepare(
                  'INSERT OR REPLACE INTO profiles (user_id, version, colour) VALUES (?, ?, ?)',
                ).bind(userId, version, colour)
          ).run();
        }
      },
    });
    expect(naive.state).toBe('failed');
    expect(naive.anomaly).toMatch(
      /^user u-1 ends 'blue', but the last write is m-6, which wrote 'green' \(version 3\): version 2 \(m-4\) was applied after it/,
    );
    // The delay: m-3 (u-3's version 1) is held back until after m-8 (its version 2).
    const firstDelivery = (id: string) =>
      naive.deliveries.findIndex(
        (delivery) => delivery.messageId === id && delivery.outcome === 'leased',
      );
    expect(firstDelivery('m-3')).toBeGreaterThan(firstDelivery('m-8'));

    const reference = await runWith('last-writer-wins', {
      async queue(batch, env) {
        for (const message of batch.messages) {
          const { userId, version, colour, deleted } = message.body as Record<string, never>;
          await env.DB.prepare(
            `INSERT INTO profiles (user_id, version, colour, deleted) VALUES (?, ?, ?, ?)
             ON CONFLICT (user_id) DO UPDATE SET version = excluded.version,
               colour = excluded.colour, deleted = excluded.deleted
             WHERE excluded.version > profiles.version`,
          )
            .bind(userId, version, colour, deleted ? 1 : 0)
            .run();
        }
      },
    });
    expect(reference).toMatchObject({ state: 'passed' });
  }, 60_000);

  it('poison-messages: a throw fails the batch; retry with backoff passes', async () => {
    const naive = await runWith('poison-messages', {
      async queue(batch, env) {
        for (const message of batch.messages) {
          const { orderId, quantity } = message.body;
          if (!Number.isInteger(quantity)) throw new Error(`bad quantity in ${String(orderId)}`);
          await env.DB.prepare('INSERT INTO shipments (order_id, quantity) VALUES (?, ?)')
            .bind(orderId as string, quantity as number)
            .run();
        }
        batch.ackAll();
      },
    });
    expect(naive.state).toBe('failed');
    expect(naive.anomaly).toMatch(
      /^good message m-1 was delivered \d+ times: a poison message \(m-3\) failed the batch it shared/,
    );

    const reference = await runWith('poison-messages', {
      async queue(batch, env) {
        for (const message of batch.messages) {
          const { orderId, quantity } = message.body;
          if (!Number.isInteger(quantity)) {
            message.retry({ delaySeconds: message.attempts });
            continue;
          }
          await env.DB.prepare('INSERT INTO shipments (order_id, quantity) VALUES (?, ?)')
            .bind(orderId as string, quantity as number)
            .run();
          message.ack();
        }
      },
    });
    expect(reference.anomaly).toBeUndefined();
    expect(reference.state).toBe('passed');
    const poison = reference.deliveries.filter((d) => d.messageId === 'm-3');
    expect(poison.filter((d) => d.outcome === 'retried').map((d) => d.delaySeconds)).toEqual([
      1, 2, 3,
    ]);
    expect(poison.at(-1)?.outcome).toBe('dead-lettered');
  }, 60_000);

  it('crash-mid-batch: acking at the end doubles what the crash cut off; an idempotent write passes', async () => {
    const naive = await runWith('crash-mid-batch', {
      async queue(batch, env) {
        for (const message of batch.messages) {
          const { player, points } = message.body as Record<string, never>;
          await env.DB.prepare('UPDATE scores SET points = points + ? WHERE player = ?')
            .bind(points, player)
            .run();
        }
        batch.ackAll();
      },
    });
    expect(naive.state).toBe('failed');
    expect(naive.anomaly).toMatch(
      /was delivered twice \(attempts 1 and 2\) and counted more than once/,
    );
    expect(naive.deliveries.some((d) => d.outcome === 'expired')).toBe(true);

    const reference = await runWith('crash-mid-batch', {
      async queue(batch, env) {
        await env.DB.prepare(
          'CREATE TABLE IF NOT EXISTS applied (event_id TEXT PRIMARY KEY)',
        ).run();
        for (const message of batch.messages) {
          const { eventId, player, points } = message.body as Record<string, never>;
          await env.DB.batch([
            env.DB.prepare('INSERT INTO applied (event_id) VALUES (?) ON CONFLICT DO NOTHING').bind(
              eventId,
            ),
            env.DB.prepare(
              'UPDATE scores SET points = points + ? WHERE player = ? AND changes() = 1',
            ).bind(points, player),
          ]);
          message.ack();
        }
      },
    });
    expect(reference.anomaly).toBeUndefined();
    expect(reference.state).toBe('passed');
  }, 60_000);

  it('slow-consumer: one write after another misses the drain target; one batch of writes meets it', async () => {
    const sale = (body: Record<string, unknown>) =>
      body as { eventId: string; shop: string; amount: number };
    const naive = await runWith('slow-consumer', {
      async queue(batch, env) {
        for (const message of batch.messages) {
          const { shop, amount } = sale(message.body);
          await env.DB.prepare('UPDATE sales SET total = total + ? WHERE shop = ?')
            .bind(amount, shop)
            .run();
        }
      },
    });
    expect(naive.state).toBe('failed');
    expect(naive.anomaly).toMatch(
      /^the backlog of 30 messages took \d+\.\d s to drain \([\d.]+ messages a second\), the target is 10\.0 s/,
    );

    const reference = await runWith('slow-consumer', {
      async queue(batch, env) {
        const writes = batch.messages.flatMap((message) => {
          const { eventId, shop, amount } = sale(message.body);
          return [
            env.DB.prepare('INSERT INTO applied (event_id) VALUES (?) ON CONFLICT DO NOTHING').bind(
              eventId,
            ),
            env.DB.prepare(
              'UPDATE sales SET total = total + ? WHERE shop = ? AND changes() = 1',
            ).bind(amount, shop),
          ];
        });
        await env.DB.batch([
          env.DB.prepare('CREATE TABLE IF NOT EXISTS applied (event_id TEXT PRIMARY KEY)'),
          ...writes,
        ]);
      },
    });
    expect(reference.anomaly).toBeUndefined();
    expect(reference.state).toBe('passed');
  }, 90_000);

  it('transactional-outbox: send after write sends twice on a retry; an outbox and its relay send once', async () => {
    const order = (body: Record<string, unknown>) => body as { orderId: string; item: string };
    const naive = await runWith('transactional-outbox', {
      async queue(batch, env) {
        for (const message of batch.messages) {
          const { orderId, item } = order(message.body);
          await env.DB.prepare(
            'INSERT INTO orders (order_id, item) VALUES (?, ?) ON CONFLICT DO NOTHING',
          )
            .bind(orderId, item)
            .run();
          await env.EVENTS.send({ orderId });
        }
      },
    });
    expect(naive.state).toBe('failed');
    expect(naive.anomaly).toMatch(
      /^the event of order o-\d \(message m-\d\) was sent \d times \(the 1st and /,
    );

    // Sending only what it wrote loses the order whose send failed.
    const careful = await runWith('transactional-outbox', {
      async queue(batch, env) {
        for (const message of batch.messages) {
          const { orderId, item } = order(message.body);
          const written = await env.DB.prepare(
            'INSERT INTO orders (order_id, item) VALUES (?, ?) ON CONFLICT DO NOTHING',
          )
            .bind(orderId, item)
            .run();
          if (written?.meta.changes === 1) await env.EVENTS.send({ orderId });
        }
      },
    });
    expect(careful.state).toBe('failed');
    expect(careful.anomaly).toMatch(
      /^order o-\d \(message m-\d\) is in your orders table, but its event was never sent/,
    );

    const reference = await runWith('transactional-outbox', {
      async queue(batch, env) {
        await env.DB.prepare(
          'CREATE TABLE IF NOT EXISTS outbox (order_id TEXT PRIMARY KEY, sent INTEGER NOT NULL DEFAULT 0)',
        ).run();
        for (const message of batch.messages) {
          const { orderId, item } = order(message.body);
          await env.DB.batch([
            env.DB.prepare(
              'INSERT INTO orders (order_id, item) VALUES (?, ?) ON CONFLICT DO NOTHING',
            ).bind(orderId, item),
            env.DB.prepare('INSERT INTO outbox (order_id) VALUES (?) ON CONFLICT DO NOTHING').bind(
              orderId,
            ),
          ]);
        }
        const unsent = await env.DB.prepare(
          'SELECT order_id FROM outbox WHERE sent = 0 ORDER BY order_id',
        ).all();
        for (const row of unsent?.results ?? []) {
          const orderId = String(row.order_id);
          await env.EVENTS.send({ orderId });
          await env.DB.prepare('UPDATE outbox SET sent = 1 WHERE order_id = ?').bind(orderId).run();
        }
      },
    });
    expect(reference.anomaly).toBeUndefined();
    expect(reference.state).toBe('passed');
  }, 120_000);
});
