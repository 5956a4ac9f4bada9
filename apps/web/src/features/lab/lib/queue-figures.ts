// A queue's figures as text, shared by the Queues table and its phone cards.
import type { QueueState } from '@repo/contracts/lab-topology';
import { NO_FIGURE, QUEUES_COLUMNS } from './map-constants';
import { formatAge, formatRate } from './map-text';

/** A queue's figures in the order of the table's columns, each with its column's name. */
export function queueFigures(queue: QueueState) {
  const [, backlog, oldest, deliveries, retries, deadLettered] = QUEUES_COLUMNS;
  return [
    { label: backlog, value: String(queue.backlog), bad: false },
    {
      label: oldest,
      value: queue.oldestAgeSeconds === null ? NO_FIGURE : formatAge(queue.oldestAgeSeconds),
      bad: false,
    },
    { label: deliveries, value: formatRate(queue.deliveriesPerSecond), bad: false },
    { label: retries, value: String(queue.retries), bad: false },
    {
      label: deadLettered,
      value: String(queue.deadLetteredLastMinute),
      bad: queue.deadLetteredLastMinute > 0,
    },
  ];
}
