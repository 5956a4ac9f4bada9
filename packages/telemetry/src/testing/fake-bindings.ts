// Stand-ins for the Cloudflare bindings the middleware uses: queues that record what they
// are sent and an execution context that collects `waitUntil` promises.
import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { ExecutionContext } from 'hono';

const NO_BACKLOG = { backlogCount: 0, backlogBytes: 0 };

/**
 * A queue that records what it is sent (`sent`: every message; `calls`: the messages of each
 * `send` or `sendBatch`), then settles as `outcome` does.
 */
export function fakeQueue(outcome: () => Promise<void> = () => Promise.resolve()) {
  const sent: TelemetryMessage[] = [];
  const calls: TelemetryMessage[][] = [];
  const record = (messages: TelemetryMessage[]) => {
    sent.push(...messages);
    calls.push(messages);
  };
  const queue: Queue<TelemetryMessage> = {
    async send(message) {
      record([message]);
      await outcome();
      return { metadata: { metrics: NO_BACKLOG } };
    },
    async sendBatch(messages) {
      record(Array.from(messages, (message) => message.body));
      await outcome();
      return { metadata: { metrics: NO_BACKLOG } };
    },
    metrics() {
      return Promise.resolve(NO_BACKLOG);
    },
  };
  return { queue, sent, calls };
}

/** A queue of any body that keeps, in order, the body of every message it is sent. */
export function recordingQueue<T = unknown>() {
  const bodies: T[] = [];
  const queue: Queue<T> = {
    async send(body) {
      bodies.push(body);
      return { metadata: { metrics: NO_BACKLOG } };
    },
    async sendBatch(messages) {
      for (const message of messages) bodies.push(message.body);
      return { metadata: { metrics: NO_BACKLOG } };
    },
    metrics() {
      return Promise.resolve(NO_BACKLOG);
    },
  };
  return { queue, bodies };
}

/** An execution context; `settled()` waits for everything handed to `waitUntil`. */
export function fakeExecutionContext() {
  const pending: Promise<unknown>[] = [];
  const executionContext: ExecutionContext = {
    waitUntil: (promise) => void pending.push(promise),
    passThroughOnException: () => undefined,
    props: {},
  };
  const settled = async (): Promise<void> => {
    // Settling one promise may register another (a late operation), so loop until quiet.
    let awaited = 0;
    while (awaited < pending.length) {
      awaited = pending.length;
      await Promise.all(pending);
    }
  };
  return { executionContext, pending, settled };
}

/** A promise with its resolve and reject exposed, to hold a send open. */
export function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}
