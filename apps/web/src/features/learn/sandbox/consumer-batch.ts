// One batch of a consumer challenge, inside the sandbox Worker (docs/learn.md#consumer-challenges):
// the learner's handler, compiled from the body the server made of it, gets Cloudflare's
// MessageBatch and an env holding a D1-shaped database and a Queue-shaped producer of events
// (each call goes out through the frame to the page, which sends it to the run) and a log. The batch's outcome goes back as
// JSON: which messages the handler acknowledged or retried, and whether it returned or threw.
// Learner code shares this realm and can patch anything in it; the verdict is the server's,
// read from the learner's effects and its own delivery log, so nothing here has to be trusted.

import type { ConsumerBinding } from './constants';

/** A message as the page hands it over: no lease, which stays on the page. */
export interface ConsumerMessage {
  id: string;
  body: unknown;
  attempts: number;
  timestampMs: number;
}

export type Settlement =
  { index: number; how: 'ack' } | { index: number; how: 'retry'; delaySeconds: number };

/** How a batch ended, as the Worker reports it in its run's value. */
export type ConsumerOutcome =
  | { outcome: 'returned'; settled: Settlement[] }
  | { outcome: 'threw'; message: string; settled: Settlement[] }
  /** The handler reached for the network (`what`: fetch, WebSocket, …) and was stopped. */
  | { outcome: 'network'; what: string }
  /** An allocation the runtime refused: a memory bomb, or an array grown without end. */
  | { outcome: 'memory'; message: string };

export interface ConsumerDeps {
  compile: (body: string) => () => Promise<unknown>;
  /**
   * One call to a binding, answered by the page: env.DB's statements (D1's `results` and
   * `meta`), or env.EVENTS' messages.
   */
  callBinding: (binding: ConsumerBinding, payload: unknown) => Promise<unknown>;
  log: (level: 'log' | 'error', args: unknown[]) => void;
  describe: (error: unknown) => string;
}

/** The globals that reach the network, each replaced for a consumer's run by a stop. */
export const NETWORK_GLOBALS = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'EventSource',
  'WebTransport',
  'importScripts',
  'connect',
] as const;

/** A thrown allocation failure that says the run ran out of memory, in V8's words. */
const OUT_OF_MEMORY =
  /allocation failed|invalid (?:string|array|typed array) length|out of memory/i;

function isOutOfMemory(error: unknown): boolean {
  return error instanceof RangeError && OUT_OF_MEMORY.test(String(error.message));
}

/** D1's prepared statements, each call sent as one request of statements to the page. */
function d1Database(callBinding: ConsumerDeps['callBinding']) {
  const send = async (statements: { sql: string; params: unknown[] }[]) => {
    const results = (await callBinding('DB', statements)) as {
      results?: Record<string, unknown>[];
    }[];
    return results.map((result) => ({ success: true, ...result }));
  };
  class D1PreparedStatement {
    constructor(
      readonly sql: string,
      readonly params: unknown[] = [],
    ) {}
    bind(...values: unknown[]) {
      return new D1PreparedStatement(this.sql, values);
    }
    async run() {
      return (await send([{ sql: this.sql, params: this.params }]))[0];
    }
    all() {
      return this.run();
    }
    async first(column?: string) {
      const rows = ((await this.run())?.results ?? []) as Record<string, unknown>[];
      const row = rows[0];
      if (!row) return null;
      return column === undefined ? row : (row[column] ?? null);
    }
    async raw() {
      const rows = ((await this.run())?.results ?? []) as Record<string, unknown>[];
      return rows.map((row) => Object.values(row));
    }
  }
  return Object.freeze({
    prepare: (sql: string) => new D1PreparedStatement(String(sql)),
    batch: (statements: D1PreparedStatement[]) =>
      send(statements.map((statement) => ({ sql: statement.sql, params: statement.params }))),
    exec: (sql: string) => send([{ sql: String(sql), params: [] }]),
  });
}

/** A copy of a message body as JSON carries it: what Cloudflare's `json` content type sends. */
function asJson(body: unknown): unknown {
  const text = JSON.stringify(body);
  if (text === undefined) throw new TypeError('A message body must be JSON: this one is not');
  return JSON.parse(text) as unknown;
}

/** Cloudflare's Queue producer binding: `send(body)` and `sendBatch([{ body }])`. */
function queueProducer(callBinding: ConsumerDeps['callBinding']) {
  const send = async (bodies: unknown[]) => {
    await callBinding(
      'EVENTS',
      bodies.map((body) => ({ body: asJson(body) })),
    );
  };
  return Object.freeze({
    send: (body: unknown) => send([body]),
    sendBatch: (messages: Iterable<{ body: unknown }>) =>
      send(Array.from(messages, (message) => message.body)),
  });
}

/** Runs the handler on one batch: resolves with the JSON of its ConsumerOutcome. */
export async function consumerBatch(
  body: string,
  messages: readonly ConsumerMessage[],
  deps: ConsumerDeps,
): Promise<string> {
  const settled = new Map<number, Settlement>();
  const settle = (settlement: Settlement) => {
    // The first call on a message holds, as on Cloudflare.
    if (!settled.has(settlement.index)) settled.set(settlement.index, settlement);
  };
  const retryOf = (index: number, options: unknown): Settlement => {
    const delay =
      typeof options === 'object' && options !== null && 'delaySeconds' in options
        ? Number(options.delaySeconds)
        : 0;
    return { index, how: 'retry', delaySeconds: Number.isFinite(delay) ? Math.max(0, delay) : 0 };
  };
  const views = messages.map((message, index) =>
    Object.freeze({
      id: message.id,
      body: message.body,
      attempts: message.attempts,
      timestamp: new Date(message.timestampMs),
      ack: () => settle({ index, how: 'ack' }),
      retry: (options?: unknown) => settle(retryOf(index, options)),
    }),
  );
  const batch = Object.freeze({
    queue: 'challenge-stream',
    messages: Object.freeze(views),
    ackAll: () => views.forEach((_, index) => settle({ index, how: 'ack' })),
    retryAll: (options?: unknown) => views.forEach((_, index) => settle(retryOf(index, options))),
  });
  const env = Object.freeze({
    DB: d1Database(deps.callBinding),
    EVENTS: queueProducer(deps.callBinding),
    log: (...args: unknown[]) => deps.log('log', args),
  });
  const outcome = (): Settlement[] => [...settled.values()];
  try {
    const handler = (await deps.compile(body)()) as { queue?: unknown } | null | undefined;
    if (typeof handler?.queue !== 'function') {
      throw new TypeError('Your default export has no queue(batch, env) method');
    }
    await (handler.queue as (batch: unknown, env: unknown) => unknown).call(handler, batch, env);
    return JSON.stringify({ outcome: 'returned', settled: outcome() });
  } catch (error) {
    if (isOutOfMemory(error)) {
      return JSON.stringify({ outcome: 'memory', message: deps.describe(error) });
    }
    const message = deps.describe(error);
    deps.log('error', [message]);
    return JSON.stringify({ outcome: 'threw', message, settled: outcome() });
  }
}
