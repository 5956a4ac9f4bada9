// The checks an 'In the Lab' exercise can name. Each reads the running system's API to tell
// whether the learner did the exercise; lab/lab-checks.ts holds what each one verifies.
export const LAB_CHECK_IDS = [
  /** Register searches were made since the start, at least two of them at the same time. */
  'search-timing',
  /** An upload's trace holds storage's `send file-events` and the users consumer it caused. */
  'upload-queue-hop',
  /** A file event was dead-lettered, replayed and counted, and the queue is healthy again. */
  'dead-letter-replay',
  /** The file-events consumer was paused, three uploads waited, and the backlog drained. */
  'pause-and-drain',
  /** Storage's R2 put and delete of a file appear in traces since the start. */
  'r2-operations-traced',
  /** Three uploads were re-sent and one redelivered since the start, each counted once. */
  'duplicate-deliveries',
  /** File events were requeued out of order since the start, and usage still came out right. */
  'reorder-usage-right',
  /** A poison file event went to the dead letters at once, with its reason, and came back on replay. */
  'poison-dead-lettered',
  /** A slowed file-events consumer handled events since the start, and its backlog drained. */
  'slow-consumer-backlog',
  /** Storage's send of a file event failed, the outbox kept it, and the count caught up. */
  'outbox-send-fail',
] as const;
export type LabCheckId = (typeof LAB_CHECK_IDS)[number];
