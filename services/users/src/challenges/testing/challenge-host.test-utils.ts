// A handler's host for the tests, as the browser's is (docs/learn.md#consumer-challenges): it
// pulls the run's messages by lease, hands them to the handler as Cloudflare's MessageBatch with
// a D1-shaped env.DB whose statements run on the server and a Queue-shaped env.EVENTS whose
// sends reach the run, and acknowledges or retries by lease.
// A crash the server orders drops the batch's settlements (the isolate is gone); a throw retries
// whatever the handler did not settle itself, as Cloudflare Queues does.
import type { DatabaseAnswer, PulledMessage, SendAnswer } from '@repo/contracts/lab-challenges';

export type Call = (path: string, body?: unknown) => Promise<unknown>;

interface Env {
  DB: ReturnType<typeof database>;
  EVENTS: ReturnType<typeof events>;
}
export interface Handler {
  queue(batch: MessageBatch<Record<string, unknown>>, env: Env): Promise<void>;
}

class Crash extends Error {}

function database(call: Call, base: string) {
  const send = async (statements: { sql: string; params: unknown[] }[]) => {
    const answer = (await call(`${base}/db`, { statements })) as DatabaseAnswer;
    if (answer.outcome === 'error') throw new Error(answer.message);
    if (answer.outcome === 'crashed') throw new Crash('crashed');
    return answer.results.map((result) => ({ success: true, ...result }));
  };
  class Statement {
    constructor(
      readonly sql: string,
      readonly params: unknown[] = [],
    ) {}
    bind(...values: unknown[]) {
      return new Statement(this.sql, values);
    }
    async run() {
      return (await send([this]))[0];
    }
    all() {
      return this.run();
    }
    async first(column?: string) {
      const row = (await this.run())?.results[0];
      if (!row) return null;
      return column === undefined ? row : (row[column] ?? null);
    }
  }
  return {
    prepare: (sql: string) => new Statement(sql),
    batch: (statements: Statement[]) => send(statements),
  };
}

function events(call: Call, base: string) {
  const send = async (messages: { body: unknown }[]) => {
    const answer = (await call(`${base}/send`, { messages })) as SendAnswer;
    if (answer.outcome === 'error') throw new Error(answer.message);
  };
  return {
    send: (body: unknown) => send([{ body }]),
    sendBatch: (messages: { body: unknown }[]) =>
      send(messages.map((message) => ({ body: message.body }))),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `handler` on the run at `base` until its queue has nothing more to deliver. */
export async function host(call: Call, base: string, handler: Handler, timeoutMs = 60_000) {
  const env = { DB: database(call, base), EVENTS: events(call, base) };
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const { messages, more } = (await call(`${base}/pull`, {
      batch_size: 5,
      visibility_timeout_ms: 5_000,
    })) as { messages: PulledMessage[]; more: boolean };
    if (messages.length === 0) {
      if (!more) return;
      await sleep(150);
      continue;
    }
    const settled = new Map<string, { delay_seconds: number } | 'ack'>();
    const views = messages.map((message) => ({
      id: message.id,
      body: message.body as Record<string, unknown>,
      attempts: message.attempts,
      timestamp: new Date(message.timestamp_ms),
      ack: () => void settled.set(message.lease_id, 'ack'),
      retry: (options?: { delaySeconds?: number }) =>
        void settled.set(message.lease_id, { delay_seconds: options?.delaySeconds ?? 0 }),
    }));
    const batch = {
      queue: 'challenge-stream',
      messages: views,
      ackAll: () => views.forEach((view) => view.ack()),
      retryAll: (options?: { delaySeconds?: number }) =>
        views.forEach((view) => view.retry(options)),
    } as unknown as MessageBatch<Record<string, unknown>>;
    try {
      await handler.queue(batch, env);
      // Cloudflare acknowledges what a handler that returned did not settle itself.
      for (const message of messages)
        if (!settled.has(message.lease_id)) settled.set(message.lease_id, 'ack');
    } catch (error) {
      if (error instanceof Crash) continue;
      for (const message of messages) {
        if (!settled.has(message.lease_id)) settled.set(message.lease_id, { delay_seconds: 0 });
      }
    }
    const acks = [...settled]
      .filter(([, how]) => how === 'ack')
      .map(([lease_id]) => ({ lease_id }));
    const retries = [...settled]
      .filter(([, how]) => how !== 'ack')
      .map(([lease_id, how]) => ({ lease_id, ...(how as { delay_seconds: number }) }));
    await call(`${base}/ack`, { acks, retries });
  }
}
