// What a consumer challenge is made of on the server (docs/learn.md#consumer-challenges): the
// tables its learner's database starts with, the messages its producer sends through the
// challenge-stream queue, the schedule of faults its nemesis applies to their deliveries, and
// the checker that reads the delivery log and the learner's tables once the run is over.
import type { Challenge, Delivery } from '@repo/contracts/lab-challenges';

export type Row = Record<string, unknown>;

export interface Nemesis {
  /** Message numbers in the order they become visible (a `reorder`); the sent order if absent. */
  order?: readonly number[];
  /** Message numbers held back after they arrive, each for `delayMs` (a `delay`). */
  delayed?: readonly number[];
  delayMs?: number;
  /** Message numbers whose first acknowledgement is lost: each comes back, attempt 2. */
  loseFirstAck?: readonly number[];
  /** The learner's write calls (counted from 1) after which the handler crashes. */
  crashAfterWrite?: readonly number[];
  /** Failed deliveries before a message is dead-lettered (Cloudflare's `max_retries`). */
  maxRetries?: number;
  /** How long each of the learner's database calls that writes waits before it is applied. */
  slowWriteMs?: number;
  /** The learner's send calls (counted from 1) that fail, nothing of them sent. */
  failSends?: readonly number[];
}

/**
 * What a checker reads: the messages as sent, every delivery, the learner's tables, and what
 * the learner's handler sent to its events queue, in order.
 */
export interface RunRecord {
  messages: readonly { id: string; body: Row }[];
  deliveries: readonly Delivery[];
  tables: Readonly<Record<string, readonly Row[]>>;
  sent: readonly unknown[];
}

export interface ChallengeScript {
  challenge: Challenge;
  /** The learner's database as the run starts. */
  setup: readonly string[];
  /** The producer's messages, in the order sent: message n is `m-n`. */
  messages: readonly Row[];
  nemesis: Nemesis;
  /** The queries whose rows the checker reads, by name. */
  reads: Readonly<Record<string, string>>;
  /** The smallest anomaly the run shows, in the learner's terms; undefined when it passed. */
  check(run: RunRecord): string | undefined;
}

export const DEFAULT_MAX_RETRIES = 3;
/** The most messages a run's handler may send to its events queue. */
export const MAX_SENT_MESSAGES = 500;
export const messageId = (number: number) => `m-${number}`;

/** The deliveries of one message, in order. */
export const deliveriesOf = (run: RunRecord, id: string) =>
  run.deliveries.filter((delivery) => delivery.messageId === id && delivery.outcome === 'leased');

/** 'twice', 'three times', … */
export function times(count: number): string {
  if (count === 1) return 'once';
  if (count === 2) return 'twice';
  return `${count} times`;
}

/** A message neither acknowledged nor dead-lettered by the end: the first, if any. */
export function unsettled(run: RunRecord): string | undefined {
  for (const { id } of run.messages) {
    const settled = run.deliveries.some(
      (delivery) =>
        delivery.messageId === id &&
        (delivery.outcome === 'acked' || delivery.outcome === 'dead-lettered'),
    );
    if (!settled) {
      const count = deliveriesOf(run, id).length;
      return count === 0
        ? `message ${id} was never delivered to your handler before the run's time ran out`
        : `message ${id} was delivered ${times(count)} and never acknowledged: it would come back until it is dead-lettered`;
    }
  }
  return undefined;
}

/** Sums of `amount` by `key` over the first message of each distinct event. */
export function expectedTotals(
  messages: RunRecord['messages'],
  key: string,
  amount: string,
): Map<string, number> {
  const seen = new Set<unknown>();
  const totals = new Map<string, number>();
  for (const { body } of messages) {
    if (seen.has(body.eventId)) continue;
    seen.add(body.eventId);
    const name = String(body[key]);
    totals.set(name, (totals.get(name) ?? 0) + Number(body[amount]));
  }
  return totals;
}
