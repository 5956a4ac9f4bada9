// The 'In the Lab' check of the backpressure section (reliable-messaging): a `slow` fault held the
// file-events consumer back while load arrived, and the learner's events all arrived once it was off.
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
/** How many messages the delivery's batch held, on each consumer span. */
const BATCH_SIZE_ATTRIBUTE = 'messaging.batch.message_count';

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

export async function slowConsumerBacklog(context: LabCheckContext): Promise<CheckResult> {
  const { read, start } = context;
  const slowed = await findInConsumerTraces(read, start, slowDeliveries);
  if (!slowed) {
    return notYet(
      'No file event has been handled by a slowed consumer since you started: start the slow fault on file-events, then generate the uploads.',
    );
  }
  const unsettled = await queueUnsettled(context, SLOW);
  if (unsettled) return notYet(unsettled);
  const took = Math.round(slowed.found[0]?.durationMs ?? 0);
  const batch = slowed.found[0]?.attributes[BATCH_SIZE_ATTRIBUTE];
  const why =
    typeof batch === 'number' && batch > 1
      ? `: its batch held ${batch} messages, and the consumer spent the fault's time on each of them first`
      : '';
  return done(
    `Done: a delivery the slow fault held back lasted ${took} ms${why} (trace ${slowed.traceId.slice(0, 8)}…). With the slow fault off, every file event of yours has arrived.`,
  );
}
