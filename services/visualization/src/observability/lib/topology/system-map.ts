// The parts of the system and the bindings between them, as the workers' wrangler.toml files
// declare them: the live map's nodes and edges, before their figures.
import { type TopologyEdge, type TopologyNode } from '@repo/contracts/lab-topology';
import { deadLetterQueueOf, QUEUE_IDS, type QueueId } from '@repo/contracts/queues';
import { FAULT_OWNERS } from '@repo/contracts/lab-faults';
import { SERVICE_IDS, WORKER_IDS, type ServiceId } from '@repo/contracts/services';

/**
 * The D1 databases: each one's resource name, the binding its spans name and the service that
 * owns it. The visualization service has two, one for each of its halves.
 */
export const DATABASES: readonly { id: string; binding: string; owner: ServiceId }[] = [
  { id: 'storage-db', binding: 'STORAGE_DB', owner: 'storage' },
  { id: 'users-db', binding: 'USERS_DB', owner: 'users' },
  { id: 'register-db', binding: 'REGISTER_DB', owner: 'visualization' },
  { id: 'observability-db', binding: 'OBSERVABILITY_DB', owner: 'visualization' },
];

/** The storage service's R2 bucket. */
export const BUCKET = { id: 'async-dashboard-files', binding: 'FILES', owner: 'storage' } as const;

/** Which worker sends to each queue: the telemetry queue takes every worker's events. */
const PRODUCERS: Readonly<Record<QueueId, readonly string[]>> = {
  'file-events': ['storage'],
  telemetry: WORKER_IDS,
};

const WORKER_LABELS = {
  gateway: 'Gateway',
  storage: 'Storage',
  users: 'Users',
  visualization: 'Visualization',
} as const;

export const NODES: readonly TopologyNode[] = [
  ...WORKER_IDS.map((id) => ({ id, kind: 'worker' as const, label: WORKER_LABELS[id] })),
  ...DATABASES.map(({ id, owner }) => ({ id, kind: 'd1' as const, label: id, owner })),
  { id: BUCKET.id, kind: 'r2', label: BUCKET.id, owner: BUCKET.owner },
  ...QUEUE_IDS.map((queue) => ({
    id: queue,
    kind: 'queue' as const,
    label: queue,
    owner: FAULT_OWNERS[queue],
  })),
  ...QUEUE_IDS.map((queue) => ({
    id: deadLetterQueueOf(queue),
    kind: 'dead-letter-queue' as const,
    label: deadLetterQueueOf(queue),
    owner: FAULT_OWNERS[queue],
  })),
];

/** An edge of the map and where its figures come from. */
export type MapEdge = Pick<TopologyEdge, 'from' | 'to' | 'kind'> & {
  /** The client spans of `from` whose target (peer service, D1 or R2 binding) is this. */
  spanTarget?: string;
  /** The queue whose counts give the figures of a produce, consume or dead-letter edge. */
  queue?: QueueId;
};

const binding = (from: string, to: ServiceId): MapEdge => ({
  from,
  to,
  kind: 'service-binding',
  spanTarget: to,
});

export const EDGES: readonly MapEdge[] = [
  ...SERVICE_IDS.map((service) => binding('gateway', service)),
  binding('users', 'storage'),
  binding('visualization', 'storage'),
  binding('visualization', 'users'),
  ...DATABASES.map(({ id, binding, owner }) => ({
    from: owner,
    to: id,
    kind: 'd1' as const,
    spanTarget: binding,
  })),
  { from: BUCKET.owner, to: BUCKET.id, kind: 'r2', spanTarget: BUCKET.binding },
  ...QUEUE_IDS.flatMap((queue) => [
    ...PRODUCERS[queue].map((from) => ({ from, to: queue, kind: 'produce' as const, queue })),
    { from: queue, to: FAULT_OWNERS[queue], kind: 'consume' as const, queue },
    { from: queue, to: deadLetterQueueOf(queue), kind: 'dead-letter' as const, queue },
  ]),
];
