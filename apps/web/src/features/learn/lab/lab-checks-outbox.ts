// The 'In the Lab' check of the transactional-outbox section (reliable-messaging): storage's send
// of a file event failed under a `send-fail` fault, the outbox kept the events, and once the fault
// was off the sweep sent them and the demo user's file count caught up.
import type { Span } from '@repo/contracts/traces';
import {
  done,
  faultStillActive,
  fileCountShortfall,
  findInTraces,
  LAB_FAULT_ATTRIBUTE,
  notYet,
  SEND_FILE_EVENT,
  type CheckResult,
  type LabCheckContext,
} from './lab-check-kit';

const SEND_FAIL = 'send-fail';
/** Files the exercise uploads while the send fails. */
const UPLOADS = 2;

/** Storage's send of a file event that the send-fail fault failed. */
function failedSend(spans: readonly Span[]): Span | undefined {
  return spans.find(
    (span) =>
      span.name === SEND_FILE_EVENT &&
      span.service === 'storage' &&
      span.attributes[LAB_FAULT_ATTRIBUTE] === SEND_FAIL,
  );
}

export async function outboxSendFail(context: LabCheckContext): Promise<CheckResult> {
  const failed = await findInTraces(
    context,
    { service: 'storage', operation: SEND_FILE_EVENT },
    failedSend,
  );
  if (!failed) {
    return notYet(
      'No send of a file event has failed since you started: start the send-fail fault on file-events, then upload two files on Storage.',
    );
  }
  const active = await faultStillActive(context.read, SEND_FAIL);
  if (active) return notYet(active);
  const shortfall = await fileCountShortfall(context, UPLOADS);
  if (shortfall) {
    if (context.start.fileCount === null) return notYet(shortfall);
    return notYet(
      `${shortfall} The events wait in storage's outbox until its relay sends them, within a few seconds of the fault's end: check again then.`,
    );
  }
  return done(
    `Done: storage's send failed (trace ${failed.traceId.slice(0, 8)}…), the outbox kept the events, and once the fault was off they were sent and counted.`,
  );
}
