// The queue counts the lab's map shows (docs/lab.md#the-map-and-the-queues), taken by
// wrapping a producer binding and a consumer's batch: the code that sends and consumes
// messages counts nothing itself.
import type { QueueCounts } from '@repo/telemetry/queue-events';

/** A producer binding that hears how many messages each send put on the queue. */
export function countingQueue<T>(queue: Queue<T>, onSent: (count: number) => void): Queue<T> {
  return new Proxy(queue, {
    get(target, property) {
      if (property === 'send') {
        return async (...args: Parameters<Queue<T>['send']>) => {
          await target.send(...args);
          onSent(1);
        };
      }
      if (property === 'sendBatch') {
        return async (...args: Parameters<Queue<T>['sendBatch']>) => {
          await target.sendBatch(...args);
          onSent([...args[0]].length);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

type Settled = 'acked' | 'retried';

// Passes every call on to the real object, and tells `onCall` of the calls named.
function observed<T extends object>(real: T, calls: Record<string, () => void>): T {
  return new Proxy(real, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const heard = typeof property === 'string' ? calls[property] : undefined;
      return (...args: unknown[]) => {
        heard?.();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/**
 * A consumer's batch whose acknowledgements and retries are counted as the runtime settles
 * them: a message's own `ack()` or `retry()` wins over the batch's `ackAll()` or
 * `retryAll()`, the first call of each kind wins, and a message left alone is acknowledged
 * when the handler returns (retried when it throws).
 */
export function countingBatch<B>(batch: MessageBatch<B>) {
  const own = new Map<Message<B>, Settled>();
  let all: Settled | undefined;
  const messages = batch.messages.map((message) => {
    const settle = (how: Settled) => () => {
      if (!own.has(message)) own.set(message, how);
    };
    return observed(message, { ack: settle('acked'), retry: settle('retried') });
  });
  const wrapped = new Proxy(
    observed(batch, {
      ackAll: () => (all ??= 'acked'),
      retryAll: () => (all ??= 'retried'),
    }),
    {
      get: (target, property) =>
        property === 'messages' ? messages : (Reflect.get(target, property) as unknown),
    },
  );
  const settledAs = (message: Message<B>, threw: boolean): Settled =>
    own.get(message) ?? all ?? (threw ? 'retried' : 'acked');
  return {
    batch: wrapped,
    /**
     * How the batch was settled; `threw` when the handler failed. Messages whose ids are in
     * `except` were settled by someone else, who counts them.
     */
    counts(threw = false, except: ReadonlySet<string> = new Set()): QueueCounts {
      const counts: Required<Pick<QueueCounts, 'acked' | 'retried'>> = { acked: 0, retried: 0 };
      for (const message of batch.messages) {
        if (!except.has(message.id)) counts[settledAs(message, threw)] += 1;
      }
      return counts;
    },
    /** How the message with `id` is settled so far, if the handler returns now. */
    settled(id: string): Settled | undefined {
      const message = batch.messages.find((candidate) => candidate.id === id);
      return message ? settledAs(message, false) : undefined;
    },
  };
}
