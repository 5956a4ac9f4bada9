import type { LabText } from '../../section-parts';

export default {
  title: 'Pause a consumer and watch the backlog drain',
  goal: "Hold the users service's `file-events` consumer still with a `pause` fault, upload three files, and watch the events wait: the uploads succeed at once, but the demo user's file count does not move while the queue's backlog grows and ages. Then clear the fault and time how long the backlog takes to drain. While paused, the consumer puts each message back on the queue, due again in 1 second, and acknowledges the original, so no retries are used up and nothing ends in the dead-letter queue: a queue lets the producer carry on while its consumer is away.",
  steps: [
    'Press **Start exercise**.',
    "Open the [fault switches, filled in](/services?target=file-events&type=pause&durationSeconds=180#fault-switches) on Services: **Target** `file-events`, **Fault** `pause`, **Duration (seconds)** `180`. Press **Start fault**. The **Active lab faults** banner now reads 'pause on file-events consumer'.",
    'On [Storage](/storage#upload), upload three small files (PNG, JPEG, PDF or TXT) one after another. Each upload succeeds, but the file count in **Storage used** stays where it was.',
    'Back on [Services](/services#queues), find the `file-events` row of the **Queues** table under the System map: **Backlog** is 3, and **Oldest message** grows each time the map refreshes (every 3 seconds).',
    'Press **Clear** beside the pause fault in the banner, and time how long **Backlog** takes to reach 0: the held messages are due again within a second, and the figures arrive through telemetry a moment later. **Storage used** on [Storage](/storage) then counts the three files.',
    'Press **Check**.',
  ],
  check: 'pause-and-drain',
  checkExplanation:
    "Check reads your `usage.fileCount` from `GET /api/users/{you}` (the demo user, unless a class shares the system), which must have risen by at least 3 since Start, and your traces, which must hold a `process file-events` span with outcome `paused` since Start. It then needs none of your own file events still on its way (your traces of `send file-events` since Start, `GET /api/traces?service=storage&operation=send file-events`, each with its `process file-events` delivery done), with no `pause` fault active. Other learners' messages in the same queue never count.",
} satisfies LabText;
