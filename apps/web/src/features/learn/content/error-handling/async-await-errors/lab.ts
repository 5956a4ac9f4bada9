import type { LabText } from '../../section-parts';

export default {
  title: 'Send a message to the dead-letter queue and bring it back',
  goal: "Break the `file-events` consumer with a `fail` fault, upload a file, and watch Queues redeliver its file event with this project's backoff (1, 2, 4, 8, 16 s) until it gives up and moves it to `file-events-dead-letter`. Then clear the fault and replay the letter: the demo user's file count catches up. You will see that a dead-letter queue and an idempotent consumer turn a failure into a delay instead of lost work.",
  steps: [
    'Press **Start exercise**.',
    'Open the [fault switches, filled in](/services?target=file-events&type=fail&durationSeconds=180#fault-switches) on Services: **Target** `file-events`, **Fault** `fail`, **Duration (seconds)** `180`. Press **Start fault**. Three minutes leaves time to choose a file and to watch every retry; take your time.',
    'On [Storage](/storage#upload), upload one small file (a `.txt` will do). The upload succeeds, but **Storage used** keeps the same file count: the users consumer fails every delivery of the file event that would count it.',
    "Back on [Services](/services#queues), watch the `file-events` row of the **Queues** table under the **System map**: **Retries (last minute)** climbs with each failed delivery, and about 45 s after the upload **Dead-lettered (last minute)** shows 1: the backoff adds up to 31 s (1 + 2 + 4 + 8 + 16), and the local broker and the map's telemetry add about 2 s to each of the six deliveries. Wait for it: clear the fault sooner and the next retry simply succeeds (press **Check** and it says so).",
    'Press **Clear** beside the `fail` fault in the **Active lab faults** banner.',
    'Press **Dead letters (1)** in the `file-events` row (or click the `file-events-dead-letter` queue on the map), then **Replay all**. On [Storage](/storage), the file count rises by exactly one within a few seconds.',
    'Press **Check**.',
  ],
  check: 'dead-letter-replay',
  checkExplanation:
    "**Check** compares your file count (`GET /api/users/{you}`: the demo user, unless a class shares the system) with its value when you pressed Start exercise, which must have risen by at least 1, looks in your recent traces (`GET /api/traces`) for your replay of the `file-events` dead letters, and reads the lab's state (`GET /api/lab/faults`, `GET /api/lab/topology` and your dead letters): none of your own file events still on its way (your traces of `send file-events` since Start, `GET /api/traces?service=storage&operation=send file-events`, each with its `process file-events` delivery done), none of your dead letters waiting and no `fail` fault.",
} satisfies LabText;
