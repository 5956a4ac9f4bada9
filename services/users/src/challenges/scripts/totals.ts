// The checker of a challenge whose effect is a running total per key (a balance, a score): each
// distinct event must add its amount once. The smallest anomaly names the first message whose
// extra deliveries, or whose event's second message, explain a wrong total.
import {
  deliveriesOf,
  expectedTotals,
  times,
  unsettled,
  type Row,
  type RunRecord,
} from '../challenge-script';

export interface TotalsShape {
  /** The field of a message's body, and the column of the table, that name its key. */
  key: string;
  /** The field of a message's body with its amount. */
  amount: string;
  /** The table's rows and the column with the total. */
  rows: readonly Row[];
  total: string;
}

const attempts = (count: number) => (count === 2 ? 'attempts 1 and 2' : `attempts 1 to ${count}`);

/** The first anomaly of the totals: a doubled or a lost effect, or a message never settled. */
export function totalsAnomaly(run: RunRecord, shape: TotalsShape): string | undefined {
  const expected = expectedTotals(run.messages, shape.key, shape.amount);
  const actual = new Map(
    shape.rows.map((row) => [String(row[shape.key]), Number(row[shape.total])]),
  );
  for (const [name, want] of expected) {
    const got = actual.get(name) ?? 0;
    if (got === want) continue;
    const holds = `${name} holds ${got}, not ${want}`;
    const related = run.messages.filter((message) => String(message.body[shape.key]) === name);
    const divides = (amount: number) => amount !== 0 && (got - want) % amount === 0;
    if (got > want) {
      for (const message of related) {
        const count = deliveriesOf(run, message.id).length;
        const amount = Number(message.body[shape.amount]);
        if (count > 1 && divides(amount)) {
          return `message ${message.id} was delivered ${times(count)} (${attempts(count)}) and counted more than once: ${holds}`;
        }
        const copies = related.filter((other) => other.body.eventId === message.body.eventId);
        if (copies.length > 1 && divides(amount)) {
          const ids = copies.map((copy) => copy.id).join(' and ');
          return `event ${String(message.body.eventId)} came in ${copies.length} messages (${ids}: the producer sent it again) and was counted more than once: ${holds}`;
        }
      }
    }
    if (got < want) {
      const lost = related.find((message) => deliveriesOf(run, message.id).length > 1);
      if (lost) {
        return `an effect was lost: ${holds} (message ${lost.id} was delivered ${times(deliveriesOf(run, lost.id).length)})`;
      }
      return `an effect was lost: ${holds}`;
    }
    return holds;
  }
  return unsettled(run);
}
