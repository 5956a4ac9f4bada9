// Challenge 3: poison messages. Two orders can never be shipped (their quantity is not a
// number). The handler must ship every good order once, on its first delivery, retry each
// poison message with a growing delay, and leave it to be dead-lettered after its last retry,
// never failing the rest of its batch.
import {
  DEFAULT_MAX_RETRIES,
  deliveriesOf,
  times,
  unsettled,
  type ChallengeScript,
  type RunRecord,
} from '../challenge-script';

const QUANTITIES: (number | string)[] = [2, 1, 'lots', 4, 3, 'a few', 5, 2];
const orders = QUANTITIES.map((quantity, index) => ({ orderId: `o-${index + 1}`, quantity }));
const isPoison = (body: Record<string, unknown>) => !Number.isInteger(body.quantity);
const DELIVERIES = DEFAULT_MAX_RETRIES + 1;

function check(run: RunRecord): string | undefined {
  const shipped = run.tables.shipments ?? [];
  const poison = run.messages.filter(({ body }) => isPoison(body));
  for (const message of run.messages) {
    const rows = shipped.filter((row) => row.order_id === message.body.orderId);
    if (isPoison(message.body)) {
      if (rows.length > 0)
        return `poison message ${message.id} was shipped, with quantity '${String(message.body.quantity)}'`;
      continue;
    }
    const count = deliveriesOf(run, message.id).length;
    if (count > 1) {
      const failing = poison.find((bad) => deliveriesOf(run, bad.id).length > 0);
      const because = failing
        ? `: a poison message (${failing.id}) failed the batch it shared`
        : '';
      return `good message ${message.id} was delivered ${times(count)}${because}; it was shipped ${times(rows.length)}`;
    }
    if (rows.length !== 1) {
      return rows.length === 0
        ? `good message ${message.id} (order ${String(message.body.orderId)}) was never shipped`
        : `good message ${message.id} was shipped ${times(rows.length)}`;
    }
  }
  for (const message of poison) {
    const of = run.deliveries.filter((delivery) => delivery.messageId === message.id);
    if (of.some((delivery) => delivery.outcome === 'acked')) {
      return `poison message ${message.id} was acknowledged: it is gone, and no one will see why; retry it, so that it is dead-lettered`;
    }
    const delays = of.filter((d) => d.outcome === 'retried').map((d) => d.delaySeconds ?? 0);
    const growing = delays.every(
      (delay, index) => delay > 0 && (index === 0 || delay > (delays[index - 1] ?? 0)),
    );
    if (!growing) {
      return `poison message ${message.id} was retried after ${delays.join(', ')} s: back off, each retry waiting longer than the one before`;
    }
    if (!of.some((delivery) => delivery.outcome === 'dead-lettered')) {
      return `poison message ${message.id} was not dead-lettered after ${DELIVERIES} deliveries`;
    }
  }
  return unsettled(run);
}

export const poisonMessages: ChallengeScript = {
  challenge: {
    id: 'poison-messages',
    title: 'Dead-letter a poison message without holding up the rest',
    property: `Every good order is shipped once, on its first delivery, whatever a poison message does; each poison message is retried with a growing delay and dead-lettered after ${DELIVERIES} deliveries.`,
    nemesis: ['poison'],
  },
  setup: ['CREATE TABLE shipments (order_id TEXT NOT NULL, quantity INTEGER NOT NULL)'],
  messages: orders,
  nemesis: { maxRetries: DEFAULT_MAX_RETRIES },
  reads: { shipments: 'SELECT order_id, quantity FROM shipments' },
  check,
};
