// The lab's faults on a queue's sends (docs/lab.md#faults-on-messages), acting in the producer
// binding the lab hands the service: the code that sends never knows.
import {
  LAB_FAULT_KEY,
  labSendFailMessage,
  SEND_FAILED_MESSAGE,
  type Fault,
  type FaultQueue,
} from '@repo/contracts/lab-faults';
import { faultLabel, type ActingFault } from './fault-book';
import { annotateActiveSpan } from '@repo/telemetry/tracing/active-span';
import { bySession } from '@repo/session/scope';

export interface ProducerFaultsOptions {
  queue: FaultQueue;
  /** The active faults on this queue's sends that act on the session `scope` (labSessionScope). */
  faults: (scope: string) => Promise<ActingFault[]>;
  /** Takes up to `count` of a `poison` fault's remaining messages; answers how many it took. */
  takePoison: (fault: Fault, count: number) => Promise<number>;
  /** Hears the messages a `send-fail` fault refused, before the send throws. */
  onRefused?: (messages: readonly MessageSendRequest<unknown>[]) => void;
}

/**
 * A body the consumer cannot read: every number in it written as a string and every list as
 * JSON text, as a producer with a serialisation bug would, and the fault named under
 * LAB_FAULT_KEY (unless the fault is hidden: then it looks like any bad message).
 */
export function spoiled(body: unknown, hidden = false): unknown {
  const named = hidden ? {} : { [LAB_FAULT_KEY]: 'poison' };
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ...named, body: JSON.stringify(body) };
  }
  const entries = Object.entries(body).map(([key, value]) => [
    key,
    typeof value === 'number'
      ? String(value)
      : Array.isArray(value)
        ? JSON.stringify(value)
        : value,
  ]);
  return { ...Object.fromEntries(entries), ...named };
}

const find = (faults: ActingFault[], type: Fault['type']) =>
  faults.find((fault) => fault.type === type);

/**
 * Applies the send faults of one session (`scope`) to its messages of a send, answering the
 * messages to send:
 * - `send-fail`: the send throws, as a queue that cannot be reached would;
 * - `delay`: each message gets the fault's `delaySeconds` (the longer one, if it had one);
 * - `poison`: the first messages, up to what the fault has left, are spoiled.
 * If reading the faults fails, the send goes on as if there were none.
 */
async function applyScopeFaults<T>(
  messages: MessageSendRequest<T>[],
  scope: string,
  options: ProducerFaultsOptions,
): Promise<MessageSendRequest<T>[]> {
  const { queue, takePoison } = options;
  const faults = await options.faults(scope).catch((error: unknown) => {
    console.warn(`Reading the lab faults of ${queue}'s sends failed; none applied:`, error);
    return [];
  });
  const sendFail = find(faults, 'send-fail');
  if (sendFail) {
    annotateActiveSpan(faultLabel(sendFail));
    options.onRefused?.(messages);
    throw new Error(sendFail.hidden ? SEND_FAILED_MESSAGE : labSendFailMessage(queue));
  }
  let sent = messages;
  const delayFault = find(faults, 'delay');
  const delay = delayFault?.value;
  if (delayFault && delay) {
    annotateActiveSpan({
      ...faultLabel(delayFault),
      'messaging.cloudflare.delay_seconds': delay,
    });
    sent = sent.map((message) => ({
      ...message,
      delaySeconds: Math.max(message.delaySeconds ?? 0, delay),
    }));
  }
  const poison = find(faults, 'poison');
  const spoil = poison ? await takePoison(poison, sent.length) : 0;
  if (poison && spoil > 0) {
    annotateActiveSpan(faultLabel(poison));
    sent = sent.map((message, index) =>
      index < spoil ? { ...message, body: spoiled(message.body, poison.hidden) as T } : message,
    );
  }
  return sent;
}

/**
 * Applies the send faults to one send of `messages`: to each message those of the session its
 * body's baggage names (else the sender's), so one learner's fault never acts on another's
 * messages. The send throws if a `send-fail` fault acts on any of them.
 */
async function applyActingFaults<T>(
  messages: MessageSendRequest<T>[],
  options: ProducerFaultsOptions,
): Promise<MessageSendRequest<T>[]> {
  const sent: MessageSendRequest<T>[] = [];
  for (const [scope, group] of bySession(messages)) {
    sent.push(...(await applyScopeFaults(group, scope, options)));
  }
  return sent;
}

/** A producer binding with the lab's send faults applied to every `send` and `sendBatch`. */
export function faultingQueue<T>(queue: Queue<T>, options: ProducerFaultsOptions): Queue<T> {
  return new Proxy(queue, {
    get(target, property) {
      if (property === 'send') {
        return async (body: T, sendOptions?: QueueSendOptions) => {
          const [message] = await applyActingFaults([{ body, ...sendOptions }], options);
          if (!message) return;
          const { body: sentBody, ...rest } = message;
          await target.send(sentBody, rest);
        };
      }
      if (property === 'sendBatch') {
        return async (
          messages: Iterable<MessageSendRequest<T>>,
          batchOptions?: QueueSendBatchOptions,
        ) => {
          const sent = await applyActingFaults([...messages], options);
          await target.sendBatch(sent, batchOptions);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
