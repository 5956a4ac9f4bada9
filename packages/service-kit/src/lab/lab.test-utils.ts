// Stand-ins for the lab's tests: the runtime's batch and messages, each recording the calls it
// gets, and an active fault as a service's book lists it.
import type { Fault, FaultType } from '@repo/contracts/lab-faults';

export function batchOf(size: number, { attempts = 1, bodies = [] as unknown[] } = {}) {
  const calls: string[] = [];
  const messages = Array.from({ length: size }, (_, index) => ({
    id: `m${index}`,
    body: bodies[index] ?? { id: `e${index}` },
    attempts,
    timestamp: new Date(0),
    ack: () => calls.push(`ack m${index}`),
    retry: () => calls.push(`retry m${index}`),
  }));
  const batch = {
    queue: 'file-events',
    messages,
    metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } },
    ackAll: () => calls.push('ackAll'),
    retryAll: () => calls.push('retryAll'),
  } as unknown as MessageBatch<unknown>;
  return { batch, calls };
}

/** An active fault of `type` on file-events. */
export const fileEventsFault = (type: FaultType, value: number | null = null): Fault => ({
  id: `file-events.${type}.1`,
  target: 'file-events',
  type,
  value,
  durationSeconds: 60,
  createdAt: '2026-11-26T10:00:00.000Z',
  expiresAt: '2026-11-26T10:01:00.000Z',
  scope: 'global',
});
