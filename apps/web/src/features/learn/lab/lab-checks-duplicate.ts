// The check of the delivery-guarantees exercise (reliable-messaging): the two ways a message
// comes twice. With the duplicate fault on, three uploads were re-sent (a copy: a new message,
// attempt 1); with the crash fault on, one was redelivered (the same message, attempt 2, as no
// ack came). Either way the file count rose once per upload.
import type { Span } from '@repo/contracts/traces';
import {
  done,
  fileCountShortfall,
  LAB_FAULT_ATTRIBUTE,
  notYet,
  PROCESS_FILE_EVENT,
  type CheckResult,
  type LabCheckContext,
} from './lab-check-kit';
import { consumerDeliveries, consumerTracesSince, UPLOAD_ROOT } from './message-fault-spans';
import { learnerFileCount, readTrace } from './read-lab-api';

const UPLOADS_WANTED = 3;
/** Upload traces the check opens, newest first: more than the exercise makes. */
const UPLOADS_OPENED = 10;

const MESSAGE_ID = 'messaging.message.id';
const ATTEMPTS = 'messaging.cloudflare.attempts';

/** Whether the trace's file event was re-sent by the duplicate fault: a second, new message. */
function resent(spans: readonly Span[]): boolean {
  const deliveries = consumerDeliveries(spans);
  return (
    deliveries.length >= 2 &&
    deliveries.some((span) => span.attributes[LAB_FAULT_ATTRIBUTE] === 'duplicate')
  );
}

/** Whether the trace's file event was redelivered: the same message again, attempt 2 or later. */
function redelivered(spans: readonly Span[]): boolean {
  const deliveries = consumerDeliveries(spans);
  return deliveries.some((later) => {
    const id = later.attributes[MESSAGE_ID];
    return (
      Number(later.attributes[ATTEMPTS]) >= 2 &&
      id !== undefined &&
      deliveries.some((first) => first !== later && first.attributes[MESSAGE_ID] === id)
    );
  });
}

export async function duplicateDeliveries(context: LabCheckContext): Promise<CheckResult> {
  const { read, start } = context;
  const consumed = await consumerTracesSince(context);
  const uploads = consumed.filter((trace) => trace.rootName === UPLOAD_ROOT);
  if (uploads.length === 0) {
    return notYet(
      'No upload since you started has reached the users consumer yet: switch on the duplicate fault, then upload three files on Storage.',
    );
  }
  let twice = 0;
  let again = 0;
  for (const summary of uploads.slice(0, UPLOADS_OPENED)) {
    const trace = await readTrace(read, summary.traceId);
    if (resent(trace.spans)) twice += 1;
    if (redelivered(trace.spans)) again += 1;
  }
  if (twice < UPLOADS_WANTED) {
    return notYet(
      `${twice} of the ${uploads.length} uploads since you started ${twice === 1 ? 'was' : 'were'} re-sent (a second '${PROCESS_FILE_EVENT}' with lab.fault 'duplicate'); ${UPLOADS_WANTED} are needed. Is the duplicate fault on at 1? Upload more files while it is.`,
    );
  }
  if (again === 0) {
    return notYet(
      `${twice} uploads were re-sent: each copy a new message, attempt 1. Now the redelivery: clear the duplicate fault, switch on the crash fault on file-events and upload one more file; its event comes back as the same message, attempt 2.`,
    );
  }
  const shortfall = await fileCountShortfall(context, uploads.length);
  if (shortfall) return notYet(shortfall);
  const rose = (await learnerFileCount(read)) - (start.fileCount ?? 0);
  if (rose > uploads.length) {
    return notYet(
      `The file count rose by ${rose} for ${uploads.length} uploads: a file was counted more than once, or an upload has not reached the traces yet. Wait a moment and check again.`,
    );
  }
  return done(
    `Done: ${twice} uploads were re-sent (a new message, attempt 1) and ${again} redelivered (the same message, attempt 2), and the file count rose by exactly ${rose}: the ledger ignored every repeat.`,
  );
}
