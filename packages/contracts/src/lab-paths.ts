// The lab's paths, the same on the gateway (the public API) and on each service behind it
// (reached through its binding).
import type { QueueId } from './queues';

/** The fault switches: list (GET), start (POST), clear (DELETE `…/{id}`). */
export const LAB_FAULTS_PATH = '/api/lab/faults';
/** Where the live map is served. */
export const LAB_TOPOLOGY_PATH = '/api/lab/topology';
/** Where each queue's dead letters are listed (GET) and replayed (POST `…/replay`). */
export const LAB_QUEUES_PATH = '/api/lab/queues';

export function deadLettersPath(queue: QueueId): string {
  return `${LAB_QUEUES_PATH}/${queue}/dead-letters`;
}
