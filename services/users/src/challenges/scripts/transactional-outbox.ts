// Challenge 6: the transactional outbox, on the producer's side. Eight order commands; for each
// the handler writes the order to its database and sends an `{ orderId }` event to its events
// queue (env.EVENTS). The nemesis fails the 2nd and the 5th send call (nothing of them is
// sent) and crashes the handler right after its 3rd write. Every order must end written once
// and its event sent exactly once: none lost, none sent twice.
import { unsettled, type ChallengeScript, type RunRecord } from '../challenge-script';

const ITEMS = ['lamp', 'desk', 'chair', 'shelf', 'rug', 'clock', 'mirror', 'vase'];

const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** The positions (from 1) of the events sent for each order, by the order's id. */
function sendsByOrder(sent: RunRecord['sent']): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  sent.forEach((body, index) => {
    const orderId =
      typeof body === 'object' && body !== null && 'orderId' in body
        ? String(body.orderId)
        : undefined;
    if (orderId === undefined) return;
    positions.set(orderId, [...(positions.get(orderId) ?? []), index + 1]);
  });
  return positions;
}

export function outboxAnomaly(run: RunRecord): string | undefined {
  const written = new Set((run.tables.orders ?? []).map((row) => String(row.order_id)));
  const sends = sendsByOrder(run.sent);
  for (const { id, body } of run.messages) {
    const orderId = String(body.orderId);
    const at = sends.get(orderId) ?? [];
    if (!written.has(orderId)) {
      return `order ${orderId} (message ${id}) is not in your orders table: its write was lost`;
    }
    if (at.length === 0) {
      return `order ${orderId} (message ${id}) is in your orders table, but its event was never sent: lost between the write and the send`;
    }
    if (at.length > 1) {
      const which = at.map(ordinal).join(' and ');
      return `the event of order ${orderId} (message ${id}) was sent ${at.length} times (the ${which} message your handler sent): a retry sent again what an earlier try had sent`;
    }
  }
  const known = new Set(run.messages.map(({ body }) => String(body.orderId)));
  for (const orderId of sends.keys()) {
    if (!known.has(orderId))
      return `an event was sent for order ${orderId}, which no command placed`;
  }
  return unsettled(run);
}

export const transactionalOutbox: ChallengeScript = {
  challenge: {
    id: 'transactional-outbox',
    title: 'Publish each order exactly once',
    property:
      'Every order is written once and its event sent exactly once, though sends fail and the handler crashes between its writes: no event lost, none sent twice.',
    nemesis: ['send-fail', 'crash', 'redelivery'],
  },
  setup: ['CREATE TABLE orders (order_id TEXT PRIMARY KEY, item TEXT NOT NULL)'],
  messages: ITEMS.map((item, index) => ({ orderId: `o-${index + 1}`, item })),
  nemesis: { failSends: [2, 5], crashAfterWrite: [3] },
  reads: { orders: 'SELECT order_id FROM orders' },
  check: outboxAnomaly,
};
