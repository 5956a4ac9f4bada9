// The lab's faults on a queue's consumer beyond `pause` and `fail` (docs/lab.md#faults-on-messages):
// they shape the batch the consumer is handed, and act on what it did with it. The consumer
// handles the batch as it would any other and never knows.
import { LAB_COPY_KEY, LAB_FAULT_KEY, type FaultType } from '@repo/contracts/lab-faults';
import type { ActingFault } from './fault-book';

/** The fault type a message's body names, if a lab fault acted on it before. */
export function faultOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const named: unknown = (body as Record<string, unknown>)[LAB_FAULT_KEY];
  return typeof named === 'string' ? named : undefined;
}

/** Whether a lab fault acted on the body before: it names one, or is a hidden fault's copy. */
function touched(body: unknown): boolean {
  if (faultOf(body) !== undefined) return true;
  return body !== null && typeof body === 'object' && LAB_COPY_KEY in body;
}

/**
 * `body` naming `type` under LAB_FAULT_KEY (a plain object; anything else as it is), or, for a
 * hidden fault, only marked as a copy (LAB_COPY_KEY). A body a fault acted on already keeps its
 * mark: a copy a fault made is never acted on again.
 */
export function marked(body: unknown, type: FaultType, hidden = false): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  if (touched(body)) return body;
  return { ...body, ...(hidden ? { [LAB_COPY_KEY]: true } : { [LAB_FAULT_KEY]: type }) };
}

/** A message no lab fault acted on yet: one a `reorder` or `duplicate` fault may copy. */
const untouched = (message: Message<unknown>) => !touched(message.body);

interface ViewOptions {
  /** The fault each message's body is marked with, as the consumer sees it. */
  mark?: FaultType;
  /** The consumer's acknowledgements and retries go nowhere: the runtime redelivers everything. */
  ignoreSettling?: boolean;
}

function messageView(message: Message<unknown>, options: ViewOptions): Message<unknown> {
  const { mark, ignoreSettling } = options;
  return {
    id: message.id,
    timestamp: message.timestamp,
    attempts: message.attempts,
    body: mark ? marked(message.body, mark) : message.body,
    ack: () => {
      if (!ignoreSettling) message.ack();
    },
    retry: (retryOptions?: QueueRetryOptions) => {
      if (!ignoreSettling) message.retry(retryOptions);
    },
  };
}

/** A batch of some of `batch`'s messages, in the order given, as the consumer will see them. */
export function batchView(
  batch: MessageBatch<unknown>,
  messages: readonly Message<unknown>[],
  options: ViewOptions = {},
): MessageBatch<unknown> {
  const views = messages.map((message) => messageView(message, options));
  return {
    queue: batch.queue,
    metadata: batch.metadata,
    messages: views,
    ackAll: () => views.forEach((view) => view.ack()),
    retryAll: (retryOptions?: QueueRetryOptions) =>
      views.forEach((view) => view.retry(retryOptions)),
  };
}

/** What the active faults do to one batch. */
export interface ConsumerFaultPlan {
  /** The batch the consumer handles. */
  handled: MessageBatch<unknown>;
  /** Messages a `reorder` fault puts back on the queue, for a later delivery. */
  putBack: Message<unknown>[];
  /** Messages a `crash` fault leaves unhandled: the consumer stops before them. */
  unhandled: Message<unknown>[];
  /** The consumer stops halfway (a `crash` fault): the batch fails after the first half. */
  crash: boolean;
  /** Messages no fault touched yet that a `reorder` fault counted (put back or not). */
  reordered: number;
  /** Milliseconds to wait before handling (a `slow` fault's work per message, in all). */
  slowMs: number;
  /** The share of handled messages to deliver a second time (a `duplicate` fault). */
  duplicateShare: number;
  /** The acting fault types that are hidden (a drill's): nothing names them. */
  hidden: readonly FaultType[];
}

const valueOf = (faults: readonly ActingFault[], type: FaultType) =>
  faults.find((fault) => fault.type === type)?.value ?? undefined;
const has = (faults: readonly ActingFault[], type: FaultType) =>
  faults.some((fault) => fault.type === type);

/**
 * The plan for a batch under `faults` (those active on its queue; `pause` and `fail` are the
 * gate's). `crash` acts on a batch of first deliveries only, so its redelivery goes through.
 * `reorder` reverses the batch and puts back every other message no fault touched yet,
 * counting on from `reordered` (how many such messages the consumer saw before), so that a
 * consumer handed one message at a time still puts back every other one.
 */
export function planConsumerFaults(
  batch: MessageBatch<unknown>,
  faults: readonly ActingFault[],
  reordered = 0,
): ConsumerFaultPlan {
  const all = batch.messages;
  const hidden = faults.filter((fault) => fault.hidden).map((fault) => fault.type);
  // A hidden fault's type never marks what the consumer sees.
  const shownMark = (type: FaultType) => (hidden.includes(type) ? undefined : type);
  const slowMs = (valueOf(faults, 'slow') ?? 0) * all.length;
  const duplicateShare = valueOf(faults, 'duplicate') ?? 0;
  const mark: FaultType | undefined = slowMs > 0 ? shownMark('slow') : undefined;
  const firstDeliveries = all.every((message) => message.attempts <= 1);
  if (has(faults, 'crash') && firstDeliveries && all.length > 0) {
    const half = Math.ceil(all.length / 2);
    const crashMark = shownMark('crash');
    return {
      handled: batchView(batch, all.slice(0, half), {
        ...(crashMark ? { mark: crashMark } : {}),
        ignoreSettling: true,
      }),
      putBack: [],
      reordered: 0,
      unhandled: all.slice(half),
      crash: true,
      slowMs,
      duplicateShare: 0,
      hidden,
    };
  }
  if (has(faults, 'reorder')) {
    const fresh = all.filter(untouched);
    const putBack = fresh.filter((_, index) => (reordered + index) % 2 === 0);
    const kept = [...all].reverse().filter((message) => !putBack.includes(message));
    const reorderMark = mark ?? shownMark('reorder');
    return {
      handled: batchView(batch, kept, reorderMark ? { mark: reorderMark } : {}),
      putBack,
      reordered: fresh.length,
      unhandled: [],
      crash: false,
      slowMs,
      duplicateShare,
      hidden,
    };
  }
  return {
    handled: mark ? batchView(batch, all, { mark }) : batch,
    putBack: [],
    reordered: 0,
    unhandled: [],
    crash: false,
    slowMs,
    duplicateShare,
    hidden,
  };
}

/**
 * Puts copies of `messages` back on `queue`, marked (as copies only, for a hidden fault), due
 * again later; then acknowledges them.
 */
export async function putBackMessages(
  messages: readonly Message<unknown>[],
  queue: Queue<unknown>,
  type: FaultType,
  delaySeconds: number,
  hidden = false,
): Promise<void> {
  if (messages.length === 0) return;
  await queue.sendBatch(
    messages.map((message) => ({ body: marked(message.body, type, hidden), delaySeconds })),
  );
  for (const message of messages) message.ack();
}

/** The handled messages a `duplicate` fault delivers again: never a copy a fault made. */
export function chooseDuplicates(
  messages: readonly Message<unknown>[],
  share: number,
  random: () => number = Math.random,
): Message<unknown>[] {
  if (share <= 0) return [];
  return messages.filter((message) => untouched(message) && random() < share);
}
