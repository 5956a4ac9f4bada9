// Sending telemetry after the response: inside `waitUntil`, split to fit the queue's
// message limit, and never throwing into the worker that reports it.
import type { TelemetryEvent, TelemetryMessage } from '@repo/contracts/metrics';
import { warnOnce } from './warn-once';

export type WaitUntil = (promise: Promise<unknown>) => void;

// The schema allows 1000 events, but Queues refuses messages over 128 KB, and an event
// with a 200-character route takes about 450 bytes of JSON.
const MAX_EVENTS_PER_MESSAGE = 250;

/**
 * Collects the events (inside `waitUntil`, so slow work such as hashing does not delay the
 * response) and sends them. A missing queue or execution context, a failing `collect` or
 * a rejected send is logged once per kind and otherwise ignored.
 */
export function deliver(
  queue: Queue<TelemetryMessage> | undefined,
  collect: () => TelemetryEvent[] | Promise<TelemetryEvent[]>,
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
  const sending = Promise.resolve()
    .then(collect)
    .then((events) => Promise.all(messagesOf(events).map((message) => queue.send(message))))
    .then(
      () => undefined,
      (error: unknown) =>
        warnOnce('send', 'Sending telemetry failed; these events are lost.', error),
    );
  try {
    waitUntil(sending);
  } catch (error) {
    warnOnce('context', 'waitUntil refused the telemetry send.', error);
  }
}

function messagesOf(events: TelemetryEvent[]): TelemetryMessage[] {
  const messages: TelemetryMessage[] = [];
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_MESSAGE) {
    const batch = events.slice(start, start + MAX_EVENTS_PER_MESSAGE);
    messages.push({ id: crypto.randomUUID(), events: batch });
  }
  return messages;
}
