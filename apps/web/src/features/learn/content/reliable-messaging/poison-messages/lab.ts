import type { LabText } from '../../section-parts';

export default {
  title: 'Send a poison message',
  goal: 'Switch on the `poison` fault on `file-events` for one message: storage then sends the next file event with a field of the wrong type. The users consumer sees that it can never succeed and puts it in the dead-letter list at once, with the reason, instead of retrying it, while the next upload is counted as usual. Then replay it and watch it come straight back.',
  steps: [
    'Press **Start exercise**.',
    'Open the [fault switches, filled in](/services?target=file-events&type=poison&value=1&durationSeconds=300#fault-switches) on Services: **Target** `file-events`, **Fault** `poison`, **Messages to spoil** `1` (the next message) and **Duration (seconds)** `300`. Press **Start fault**.',
    'On [Storage](/storage#upload), upload a small file: the upload succeeds, but **Storage used** does not count it, because its event could not be read. Upload a second file: this one is counted.',
    'On [Services](/services#queues), the `file-events` row of the **Queues** table counts the message under **Dead-lettered (last minute)** within a few seconds, with no retries before it. Press **Dead letters (1)** in that row (the count includes any earlier ones) and read the reason beside your message.',
    'Press **Replay all**: the message goes back on the queue and, still unreadable, returns to the dead letters at once. Clear the poison fault in the **Active lab faults** banner if it is still listed.',
    'Press **Check**.',
  ],
  check: 'poison-dead-lettered',
  checkExplanation:
    "Check opens the traces since Start that hold the users service's `process file-events` (`GET /api/traces?service=users&operation=process file-events`) and needs a delivery that ended `dead-lettered` with `lab.fault` = `poison`. It reads the dead letters (`GET /api/lab/queues/file-events/dead-letters`), which must hold one that arrived since Start with a `reason`; the demo user's `usage.fileCount` (`GET /api/users/demo-user`), which must have risen by at least 1; and the users service's traces (`GET /api/traces?service=users`), which must hold a replay of the dead letters, with the message back among the dead letters after it.",
} satisfies LabText;
