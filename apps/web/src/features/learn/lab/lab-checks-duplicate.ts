// The check of the delivery-guarantees exercise (reliable-messaging): with the duplicate fault
// on, three uploads were each delivered twice, and the file count rose once per upload.
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

/** Whether the trace's file event was delivered a second time by the duplicate fault. */
function deliveredTwice(spans: readonly Span[]): boolean {
  const deliveries = consumerDeliveries(spans);
  return (
    deliveries.length >= 2 &&
    deliveries.some((span) => span.attributes[LAB_FAULT_ATTRIBUTE] === 'duplicate')
  );
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
  for (const summary of uploads.slice(0, UPLOADS_OPENED)) {
    const trace = await readTrace(read, summary.traceId);
    if (deliveredTwice(trace.spans)) twice += 1;
  }
  if (twice < UPLOADS_WANTED) {
    return notYet(
      `${twice} of the ${uploads.length} uploads since you started ${twice === 1 ? 'was' : 'were'} delivered twice (a second '${PROCESS_FILE_EVENT}' with lab.fault 'duplicate'); ${UPLOADS_WANTED} are needed. Is the duplicate fault on at 1? Upload more files while it is.`,
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
    `Done: ${twice} uploads were each delivered twice, and the file count rose by exactly ${rose}: the ledger ignored every repeat.`,
  );
}
