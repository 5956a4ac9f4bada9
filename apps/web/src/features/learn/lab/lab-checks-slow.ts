// The 'In the Lab' check of the backpressure section (reliable-messaging): a `slow` fault held the
// file-events consumer back while load arrived, and the backlog drained once it was off.
import type { Span } from '@repo/contracts/traces';
import {
  done,
  findInConsumerTraces,
  LAB_FAULT_ATTRIBUTE,
  notYet,
  PROCESS_FILE_EVENT,
  queueUnsettled,
  type CheckResult,
  type LabCheckContext,
} from './lab-check-kit';

const SLOW = 'slow';

/** The users consumer's deliveries in a trace that the slow fault held back. */
function slowDeliveries(spans: readonly Span[]): Span[] | undefined {
  const slow = spans.filter(
    (span) =>
      span.name === PROCESS_FILE_EVENT &&
      span.service === 'users' &&
      span.attributes[LAB_FAULT_ATTRIBUTE] === SLOW,
  );
  return slow.length > 0 ? slow : undefined;
}

export async function slowConsumerBacklog({ read, start }: LabCheckContext): Promise<CheckResult> {
  const slowed = await findInConsumerTraces(read, start, slowDeliveries);
  if (!slowed) {
    return notYet(
      'No file event has been handled by a slowed consumer since you started: start the slow fault on file-events, then generate the uploads.',
    );
  }
  const unsettled = await queueUnsettled(read, SLOW);
  if (unsettled) return notYet(unsettled);
  const took = Math.round(slowed.found[0]?.durationMs ?? 0);
  return done(
    `Done: the slowed consumer took ${took} ms over a file event (trace ${slowed.traceId.slice(0, 8)}…), and with the slow fault off the file-events backlog is back to 0.`,
  );
}
