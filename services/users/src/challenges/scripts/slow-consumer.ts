// Challenge 5: a slow consumer. Thirty orders wait on the queue, and every write to the
// learner's database takes 400 ms (a slow downstream). One write after another drains the
// backlog in 12 s at best; the target is 10 s from the first delivery to the last
// acknowledgement, every order still counted once. The host pulls 5 messages a batch (the
// consumer's `max_batch_size`): the levers are concurrency within a batch and one `batch()` of
// writes instead of five calls.
import type { ChallengeScript, RunRecord } from '../challenge-script';
import { totalsAnomaly } from './totals';

const SHOPS = ['north', 'south', 'east'];
const ORDERS = 30;
export const SLOW_WRITE_MS = 400;
export const DRAIN_TARGET_MS = 10_000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** How long the backlog took: from the first delivery to the last acknowledgement. */
export function drainMs(run: RunRecord): number {
  const leased = run.deliveries.filter((delivery) => delivery.outcome === 'leased');
  const acked = run.deliveries.filter((delivery) => delivery.outcome === 'acked');
  const first = Math.min(...leased.map((delivery) => delivery.atMs));
  const last = Math.max(...acked.map((delivery) => delivery.atMs));
  return leased.length === 0 || acked.length === 0 ? 0 : last - first;
}

export const slowConsumer: ChallengeScript = {
  challenge: {
    id: 'slow-consumer',
    title: 'Drain the backlog in time',
    property: `Every order adds its amount once, and the backlog of ${ORDERS} orders drains within ${seconds(DRAIN_TARGET_MS)} of the first delivery, though each write takes ${SLOW_WRITE_MS} ms.`,
    nemesis: ['slow'],
  },
  setup: [
    'CREATE TABLE sales (shop TEXT PRIMARY KEY, total INTEGER NOT NULL)',
    `INSERT INTO sales (shop, total) VALUES ${SHOPS.map((name) => `('${name}', 0)`).join(', ')}`,
  ],
  messages: Array.from({ length: ORDERS }, (_, index) => ({
    eventId: `o-${index + 1}`,
    shop: SHOPS[index % SHOPS.length],
    amount: 5 + ((index * 7) % 20),
  })),
  nemesis: { slowWriteMs: SLOW_WRITE_MS },
  reads: { sales: 'SELECT shop, total FROM sales' },
  check(run) {
    const wrong = totalsAnomaly(run, {
      key: 'shop',
      amount: 'amount',
      rows: run.tables.sales ?? [],
      total: 'total',
    });
    if (wrong) return wrong;
    const took = drainMs(run);
    if (took <= DRAIN_TARGET_MS) return undefined;
    const rate = (ORDERS / (took / 1000)).toFixed(1);
    const target = (ORDERS / (DRAIN_TARGET_MS / 1000)).toFixed(1);
    return `the backlog of ${ORDERS} messages took ${seconds(took)} to drain (${rate} messages a second), the target is ${seconds(DRAIN_TARGET_MS)} (${target} a second): each write waits ${SLOW_WRITE_MS} ms, so writes made one after another cannot keep up`;
  },
};
