// The check of the message-ordering exercise (reliable-messaging): with the reorder fault on,
// a file event was put back and delivered later, and after uploads and a delete the demo user's
// usage is exactly what they add up to.
import {
  done,
  fileCountShortfall,
  notYet,
  onTheirWayText,
  ownEventsOnTheirWay,
  type CheckResult,
  type LabCheckContext,
} from './lab-check-kit';
import { consumerTracesSince, faultOutcomeSince, UPLOAD_ROOT } from './message-fault-spans';
import { learnerFileCount } from './read-lab-api';

/** The gateway's root spans of deletes start with the method. */
const DELETE_ROOT_PREFIX = 'DELETE ';

export async function reorderUsageRight(context: LabCheckContext): Promise<CheckResult> {
  const { read, start } = context;
  const requeued = await faultOutcomeSince(context, 'requeued', 'reorder');
  if (!requeued) {
    return notYet(
      'No file event was put back by the reorder fault since you started: switch it on, then send three uploads at once with Generate load (a file uploaded alone has nothing to overtake) and delete one.',
    );
  }
  const consumed = await consumerTracesSince(context);
  const uploads = consumed.filter((trace) => trace.rootName === UPLOAD_ROOT).length;
  const deletes = consumed.filter((trace) => trace.rootName.startsWith(DELETE_ROOT_PREFIX)).length;
  if (deletes === 0) {
    return notYet(
      'No delete since you started has reached the users consumer: delete one of your files on Storage.',
    );
  }
  const waiting = await ownEventsOnTheirWay(context);
  if (waiting > 0) return notYet(onTheirWayText(waiting));
  // Any change passes here: this only asks whether the count was read at the start.
  const unread = await fileCountShortfall(context, Number.NEGATIVE_INFINITY);
  if (unread) return notYet(unread);
  const startCount = start.fileCount ?? 0;
  const expected = startCount + uploads - deletes;
  const now = await learnerFileCount(read);
  if (now !== expected) {
    return notYet(
      `The file count is ${now}; from ${startCount} at the start, ${uploads} uploads and ${deletes} ${deletes === 1 ? 'delete' : 'deletes'} make ${expected}. Wait a moment and check again.`,
    );
  }
  return done(
    `Done: events arrived out of order, and the file count is exactly ${startCount} + ${uploads} uploads − ${deletes} ${deletes === 1 ? 'delete' : 'deletes'} = ${now}.`,
  );
}
