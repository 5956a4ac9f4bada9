// One consumer batch as the sandbox Worker runs it: the learner's handler gets Cloudflare's
// MessageBatch and an env with a D1-shaped database and a Queue-shaped producer, and the batch's outcome says what it settled and how it ended.
import { describe, expect, it } from 'vitest';
import { consumerBatch, type ConsumerDeps, type ConsumerMessage } from './consumer-batch';

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  body: string,
) => () => Promise<unknown>;

const MESSAGES: ConsumerMessage[] = [
  { id: 'm-1', body: { n: 1 }, attempts: 1, timestampMs: 1_700_000_000_000 },
  { id: 'm-2', body: { n: 2 }, attempts: 2, timestampMs: 1_700_000_000_500 },
  { id: 'm-3', body: { n: 3 }, attempts: 1, timestampMs: 1_700_000_001_000 },
];

/** Runs `handler` (the object the default export would be) on the three messages. */
async function run(handler: string, answer: ConsumerDeps['callBinding'] = async () => []) {
  const logged: [string, unknown[]][] = [];
  const calls: [string, unknown][] = [];
  const outcome = await consumerBatch(`return ${handler};`, MESSAGES, {
    compile: (body) => new AsyncFunction(`"use strict";\n${body}`),
    callBinding: async (binding, payload) => {
      calls.push([binding, payload]);
      return answer(binding, payload);
    },
    log: (level, args) => logged.push([level, args]),
    describe: (error) =>
      error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  });
  return { outcome: JSON.parse(outcome) as unknown, logged, calls };
}

describe('a consumer batch', () => {
  it('gives the handler Cloudflare’s messages: id, body, attempts and a Date timestamp', async () => {
    const { logged } = await run(`{ async queue(batch, env) {
      for (const m of batch.messages) env.log(m.id, m.body.n, m.attempts, m.timestamp.toISOString());
      env.log(batch.queue, Object.isFrozen(batch.messages));
    } }`);
    expect(logged).toEqual([
      ['log', ['m-1', 1, 1, '2023-11-14T22:13:20.000Z']],
      ['log', ['m-2', 2, 2, '2023-11-14T22:13:20.500Z']],
      ['log', ['m-3', 3, 1, '2023-11-14T22:13:21.000Z']],
      ['log', ['challenge-stream', true]],
    ]);
  });

  it('reports each message’s own ack or retry, the first call on it holding', async () => {
    const { outcome } = await run(`{ async queue(batch) {
      batch.messages[0].ack();
      batch.messages[0].retry({ delaySeconds: 9 });
      batch.messages[1].retry({ delaySeconds: 4 });
      batch.ackAll();
    } }`);
    expect(outcome).toEqual({
      outcome: 'returned',
      settled: [
        { index: 0, how: 'ack' },
        { index: 1, how: 'retry', delaySeconds: 4 },
        { index: 2, how: 'ack' },
      ],
    });
  });

  it('says the handler threw, with what it had settled before', async () => {
    const { outcome, logged } = await run(`{ async queue(batch) {
      batch.messages[0].ack();
      throw new Error('bad quantity in o-3');
    } }`);
    expect(outcome).toEqual({
      outcome: 'threw',
      message: 'Error: bad quantity in o-3',
      settled: [{ index: 0, how: 'ack' }],
    });
    expect(logged).toEqual([['error', ['Error: bad quantity in o-3']]]);
  });

  it('names a memory bomb as memory, not as a throw', async () => {
    const { outcome } = await run(`{ async queue() { let text = 'x'; for (;;) text += text; } }`);
    expect(outcome).toMatchObject({
      outcome: 'memory',
      message: /RangeError: Invalid string length/,
    });
  });

  it('sends D1’s statements with their bound values, and a batch as one call', async () => {
    const { outcome, calls, logged } = await run(
      `{ async queue(batch, env) {
        const row = await env.DB.prepare('SELECT amount FROM balances WHERE account = ?').bind('acc-1').first('amount');
        env.log(row);
        await env.DB.batch([
          env.DB.prepare('INSERT INTO seen (id) VALUES (?)').bind('e-1'),
          env.DB.prepare('UPDATE balances SET amount = amount + ? WHERE account = ?').bind(5, 'acc-1'),
        ]);
      } }`,
      async () => [{ results: [{ amount: 35 }], meta: {} }],
    );
    expect(outcome).toMatchObject({ outcome: 'returned', settled: [] });
    expect(logged).toEqual([['log', [35]]]);
    expect(calls).toEqual([
      ['DB', [{ sql: 'SELECT amount FROM balances WHERE account = ?', params: ['acc-1'] }]],
      [
        'DB',
        [
          { sql: 'INSERT INTO seen (id) VALUES (?)', params: ['e-1'] },
          {
            sql: 'UPDATE balances SET amount = amount + ? WHERE account = ?',
            params: [5, 'acc-1'],
          },
        ],
      ],
    ]);
  });

  it('sends to env.EVENTS as Cloudflare’s producer does: send(body), sendBatch([{ body }])', async () => {
    const { outcome, calls } = await run(
      `{ async queue(batch, env) {
        await env.EVENTS.send({ orderId: 'o-1', at: new Date(0) });
        await env.EVENTS.sendBatch([{ body: { orderId: 'o-2' } }, { body: 'plain' }]);
      } }`,
    );
    expect(outcome).toMatchObject({ outcome: 'returned' });
    // Bodies travel as JSON: a Date arrives as its ISO text.
    expect(calls).toEqual([
      ['EVENTS', [{ body: { orderId: 'o-1', at: '1970-01-01T00:00:00.000Z' } }]],
      ['EVENTS', [{ body: { orderId: 'o-2' } }, { body: 'plain' }]],
    ]);
  });

  it('throws in the handler when a send fails, as a producer whose queue is down does', async () => {
    const { outcome } = await run(
      `{ async queue(batch, env) { await env.EVENTS.send({ orderId: 'o-1' }); } }`,
      async () => {
        throw new Error('Queue send failed');
      },
    );
    expect(outcome).toMatchObject({ outcome: 'threw', message: 'Error: Queue send failed' });
  });

  it('says a default export without a queue method is not a handler', async () => {
    const { outcome } = await run('{ fetch() {} }');
    expect(outcome).toMatchObject({
      outcome: 'threw',
      message: 'TypeError: Your default export has no queue(batch, env) method',
    });
  });
});
