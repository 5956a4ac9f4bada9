// The check of the poison-messages exercise (reliable-messaging): a poison file event was
// dead-lettered on its delivery with a reason, the next upload was counted, and a replay sent the
// message straight back to the dead letters.
import {
  done,
  fileCountShortfall,
  notYet,
  since,
  type CheckResult,
  type LabCheckContext,
} from './lab-check-kit';
import { faultOutcomeSince } from './message-fault-spans';
import { fileEventDeadLetters, tracesSince } from './read-lab-api';

const REPLAY_PATH_PART = '/dead-letters/replay';

export async function poisonDeadLettered(context: LabCheckContext): Promise<CheckResult> {
  const { read, start } = context;
  const poisoned = await faultOutcomeSince(context, 'dead-lettered', 'poison');
  if (!poisoned) {
    return notYet(
      'No poison file event was dead-lettered since you started: switch on the poison fault, then upload a file on Storage.',
    );
  }
  const recent = (await fileEventDeadLetters(read)).filter(
    (letter) => Date.parse(letter.deadLetteredAt) >= since(start),
  );
  if (!recent.some((letter) => letter.reason)) {
    return notYet(
      'No dead letter since you started gives a reason yet: wait a moment for the dead-letter list, then check again.',
    );
  }
  const shortfall = await fileCountShortfall(context, 1);
  if (shortfall)
    return notYet(`${shortfall} Upload another file: events after the poison one keep flowing.`);
  const replays = (await tracesSince(read, { service: 'users' }, since(start))).filter((trace) =>
    trace.rootName.includes(REPLAY_PATH_PART),
  );
  if (replays.length === 0) {
    return notYet(
      'The poison message waits in the dead letters with its reason. Now replay it: press Replay all in the dead letters of file-events.',
    );
  }
  const lastReplay = Math.max(...replays.map((trace) => Date.parse(trace.startTime)));
  if (!recent.some((letter) => letter.reason && Date.parse(letter.deadLetteredAt) >= lastReplay)) {
    return notYet(
      'You replayed the dead letters; the poison message has not come back to them yet. Wait a moment and check again.',
    );
  }
  const reason = recent.find((letter) => letter.reason)?.reason ?? '';
  return done(
    `Done: the poison message went to the dead letters on its first delivery ('${reason}'), the next upload was counted, and the replay sent it straight back.`,
  );
}
