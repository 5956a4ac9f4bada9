// Sending telemetry after the response, in batches: events wait in a buffer per isolate and
// queue binding, and leave in full messages inside `waitUntil`, so the queue and its
// consumer see a few large messages rather than one per request. Never throws into the
// worker that reports them.
import type { TelemetryEvent, TelemetryMessage } from '@repo/contracts/metrics';
import { warnOnce } from './warn-once';

export type WaitUntil = (promise: Promise<unknown>) => void;

/** Events that complete a request: at once, or (such as a visitor hash) later, in `waitUntil`. */
export type PendingEvents = TelemetryEvent[] | (() => Promise<TelemetryEvent[]>);

/**
 * Events per message. The schema allows 1000, but Queues refuses messages over 128 KB, and
 * an event with a 200-character route takes about 450 bytes of JSON.
 */
export const MAX_EVENTS_PER_MESSAGE = 250;
/** Queues refuses messages over 128 KB; this leaves room for the id and the runtime's framing. */
export const MAX_MESSAGE_BYTES = 120_000;
// The most a request or operation event takes, with a 200-character route.
const REQUEST_EVENT_BYTES = 450;
/** A buffer this full is sent at once, by the request that filled it. */
export const FLUSH_THRESHOLD = 200;
/** How long the first event into an empty buffer waits for others before it is sent. */
export const FLUSH_DELAY_MS = 200;
/** Events a buffer holds at most; beyond it the oldest are dropped. */
export const MAX_BUFFERED_EVENTS = 5_000;
// One sendBatch takes at most 100 messages and 256 KB, each message counting about 100
// bytes of metadata besides its body.
const MAX_MESSAGES_PER_BATCH = 100;
const MAX_BATCH_BYTES = 256_000;
const MESSAGE_METADATA_BYTES = 100;

interface EventBuffer {
  events: TelemetryEvent[];
  // The delayed flush that will take what is buffered now; a new object for each one, so
  // that a flush clears only its own mark.
  scheduled: { dueAt: number } | undefined;
}

// Keyed by the binding object, which lives as long as the isolate's `env`.
let buffers = new WeakMap<Queue<TelemetryMessage>, EventBuffer>();
let flushDelayMs = FLUSH_DELAY_MS;

/**
 * Adds events to the queue's buffer and, inside `waitUntil`, sends the buffer once it holds
 * `FLUSH_THRESHOLD` events or `FLUSH_DELAY_MS` after its first event. A missing queue or
 * execution context, a refused `waitUntil` or a rejected send is logged once per kind; the
 * events of a failed send are dropped.
 */
export function deliver(
  queue: Queue<TelemetryMessage> | undefined,
  events: PendingEvents,
  waitUntil: WaitUntil | undefined,
): void {
  if (!queue) {
    warnOnce('binding', 'There is no TELEMETRY queue binding; telemetry is not sent.');
    return;
  }
  if (!waitUntil) {
    warnOnce(
      'context',
      'There is no execution context to send after the response; telemetry is not sent.',
    );
    return;
  }
  const buffer = bufferOf(queue);
  if (typeof events !== 'function') {
    append(buffer, events);
    const next = nextFlush(queue, buffer);
    if (next && !underWaitUntil(waitUntil, next.run)) next.refused?.();
    return;
  }
  // Events enter the buffer complete, so a flush never waits on another request's work.
  underWaitUntil(waitUntil, async () => {
    try {
      append(buffer, await events());
    } catch (error) {
      warnOnce('record', 'Recording a request failed; it is left out of the metrics.', error);
      return;
    }
    await nextFlush(queue, buffer)?.run();
  });
}

/**
 * Sends whatever the queue's buffer holds now. For tests, and for code that must not leave
 * events behind, such as a queue consumer whose invocation ends with its batch; it resolves
 * once the send has settled, and never rejects.
 */
export function flushTelemetry(queue: Queue<TelemetryMessage>): Promise<void> {
  const buffer = buffers.get(queue);
  if (!buffer) return Promise.resolve();
  // A delayed flush scheduled by work that has ended may never run; the next events must
  // schedule their own rather than wait for it.
  buffer.scheduled = undefined;
  return flush(queue, buffer);
}

/**
 * For tests only: forgets every buffered event (delayed flushes already scheduled send to
 * the buffers they were scheduled for) and sets the delay, by default `FLUSH_DELAY_MS`.
 */
export function resetTelemetryBuffers(options: { flushDelayMs?: number } = {}): void {
  buffers = new WeakMap();
  flushDelayMs = options.flushDelayMs ?? FLUSH_DELAY_MS;
}

function bufferOf(queue: Queue<TelemetryMessage>): EventBuffer {
  let buffer = buffers.get(queue);
  if (!buffer) {
    buffer = { events: [], scheduled: undefined };
    buffers.set(queue, buffer);
  }
  return buffer;
}

function append(buffer: EventBuffer, events: TelemetryEvent[]): void {
  for (const event of events) buffer.events.push(event);
  const excess = buffer.events.length - MAX_BUFFERED_EVENTS;
  if (excess > 0) {
    buffer.events.splice(0, excess);
    warnOnce('overflow', 'Too many telemetry events waited to be sent; the oldest were dropped.');
  }
}

interface Flush {
  run: () => Promise<void>;
  // Undoes the scheduling of a delayed flush that `waitUntil` refused.
  refused?: () => void;
}

// What the buffer needs now: a flush at the threshold, else a delayed flush unless one is
// already due. A delayed flush long overdue was lost with its request, so it is replaced.
function nextFlush(queue: Queue<TelemetryMessage>, buffer: EventBuffer): Flush | undefined {
  if (buffer.events.length === 0) return undefined;
  if (buffer.events.length >= FLUSH_THRESHOLD) return { run: () => flush(queue, buffer) };
  const now = Date.now();
  if (buffer.scheduled && now <= buffer.scheduled.dueAt + flushDelayMs) return undefined;
  const mark = { dueAt: now + flushDelayMs };
  buffer.scheduled = mark;
  const delay = flushDelayMs;
  const unmark = () => {
    if (buffer.scheduled === mark) buffer.scheduled = undefined;
  };
  return {
    run: async () => {
      await new Promise((resolve) => setTimeout(resolve, delay));
      unmark();
      await flush(queue, buffer);
    },
    refused: unmark,
  };
}

// Starts `run` only once `waitUntil` has taken it, so a refused flush leaves the events in
// the buffer for a later request. Returns whether it was taken.
function underWaitUntil(waitUntil: WaitUntil, run: () => Promise<void>): boolean {
  let taken = false;
  const work = Promise.resolve().then(() => (taken ? run() : undefined));
  try {
    waitUntil(work);
    taken = true;
  } catch (error) {
    warnOnce(
      'context',
      'waitUntil refused to send telemetry; it waits for a later request.',
      error,
    );
  }
  return taken;
}

// Takes everything buffered before the first await, so no event goes out twice, and drops
// it if the send fails: telemetry is not worth retrying.
async function flush(queue: Queue<TelemetryMessage>, buffer: EventBuffer): Promise<void> {
  if (buffer.events.length === 0) return;
  const events = buffer.events;
  buffer.events = [];
  const messages = messagesOf(events);
  const [only] = messages;
  // Through `then`, so that a send throwing at once is a rejection like any other.
  const sends =
    messages.length === 1 && only
      ? [Promise.resolve().then(() => queue.send(only))]
      : batchesOf(messages).map((batch) => Promise.resolve().then(() => queue.sendBatch(batch)));
  for (const outcome of await Promise.allSettled(sends)) {
    if (outcome.status === 'rejected') {
      warnOnce('send', 'Sending telemetry failed; these events are lost.', outcome.reason);
    }
  }
}

// A message ends at MAX_EVENTS_PER_MESSAGE events or MAX_MESSAGE_BYTES of JSON, whichever
// comes first: spans, with their attributes, are several times larger than a request event.
function messagesOf(events: TelemetryEvent[]): TelemetryMessage[] {
  const messages: TelemetryMessage[] = [];
  let batch: TelemetryEvent[] = [];
  let bytes = 0;
  const encoder = new TextEncoder();
  for (const event of events) {
    const size =
      event.kind === 'span'
        ? encoder.encode(JSON.stringify(event)).byteLength
        : REQUEST_EVENT_BYTES;
    if (
      batch.length > 0 &&
      (batch.length === MAX_EVENTS_PER_MESSAGE || bytes + size > MAX_MESSAGE_BYTES)
    ) {
      messages.push({ id: crypto.randomUUID(), events: batch });
      batch = [];
      bytes = 0;
    }
    batch.push(event);
    bytes += size;
  }
  if (batch.length > 0) messages.push({ id: crypto.randomUUID(), events: batch });
  return messages;
}

function batchesOf(messages: TelemetryMessage[]): MessageSendRequest<TelemetryMessage>[][] {
  const encoder = new TextEncoder();
  const batches: MessageSendRequest<TelemetryMessage>[][] = [];
  let batch: MessageSendRequest<TelemetryMessage>[] = [];
  let bytes = 0;
  for (const message of messages) {
    const size = encoder.encode(JSON.stringify(message)).byteLength + MESSAGE_METADATA_BYTES;
    if (
      batch.length > 0 &&
      (batch.length === MAX_MESSAGES_PER_BATCH || bytes + size > MAX_BATCH_BYTES)
    ) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push({ body: message });
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
