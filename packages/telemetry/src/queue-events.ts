// The queue counts a worker reports (docs/lab.md#the-map-and-the-queues): what it did to the
// messages of a queue, as telemetry events of kind `queue`.
import { QUEUE_ACTIONS, type QueueAction, type QueueEvent } from '@repo/contracts/lab-topology';
import { type QueueId } from '@repo/contracts/queues';
import type { TelemetryMessage } from '@repo/contracts/metrics';
import type { WorkerId } from '@repo/contracts/services';
import type { WaitUntil } from './deliver';
import { sendTelemetry } from './middleware';

/** How many messages had each action done to them; absent or 0 reports nothing. */
export type QueueCounts = Partial<Record<QueueAction, number>>;

/** One event per action with a count above 0 (the schema refuses a count of 0). */
export function queueEvents(
  service: WorkerId,
  queue: QueueId,
  counts: QueueCounts,
  at = Date.now(),
): QueueEvent[] {
  return QUEUE_ACTIONS.flatMap((action) => {
    const count = counts[action] ?? 0;
    return count > 0 ? [{ kind: 'queue' as const, service, queue, action, count, at }] : [];
  });
}

/** Sends the counts through the telemetry buffer, like any other event. Never throws. */
export function reportQueue(
  telemetry: Queue<TelemetryMessage> | undefined,
  waitUntil: WaitUntil,
  service: WorkerId,
  queue: QueueId,
  counts: QueueCounts,
): void {
  sendTelemetry(telemetry, queueEvents(service, queue, counts), waitUntil);
}
