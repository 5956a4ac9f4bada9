import type { LabText } from '../../section-parts';

export default {
  title: 'Slow the consumer and watch a backlog build and drain',
  goal: "Make the users service's `file-events` consumer take 500 ms over each message with a `slow` fault, send a burst of uploads faster than that with **Generate load**, and watch the difference wait in the queue: the backlog and its oldest message grow while the uploads arrive, then drain at the consumer's pace of about two a second. Every upload still answers at once, and every file is counted in the end: a slow consumer makes work late, not lost.",
  steps: [
    'Press **Start exercise**.',
    'Open the [fault switches, filled in](/services?target=file-events&type=slow&value=500&durationSeconds=300#fault-switches) on Services: **Target** `file-events`, **Fault** `slow`, **Work per message (ms)** `500`, **Duration (seconds)** `300`. Press **Start fault**. The **Active lab faults** banner now names the slow fault.',
    'In **Generate load**, under the fault switches, choose **Uploads**, set **Number of uploads** to `30` and press **Generate load**. The uploads take a few seconds, each answered at once.',
    'Watch the `file-events` row of the [Queues](/services#queues) table: **Backlog** climbs while the uploads arrive, **Oldest message** grows, and **Deliveries/s** (an average over the last minute) creeps up, since a consumer of 500 ms per message handles at most two a second. Work out from the backlog how long it should take to drain.',
    'Wait until **Backlog** is back to 0 (about 15 seconds of work in all), then press **Clear** beside the slow fault in the banner.',
    'Press **Check**.',
  ],
  check: 'slow-consumer-backlog',
  checkExplanation:
    "Check reads the users service's traces (`GET /api/traces` with `service=users` and `operation=process file-events`), which must hold, since Start, a `process file-events` span with the attribute `lab.fault` = `slow`. It then reads `GET /api/lab/faults`, where no `slow` fault on `file-events` may be active, and needs none of your own file events still on its way (your traces of `send file-events` since Start, `GET /api/traces?service=storage&operation=send file-events`, each with its `process file-events` delivery done).",
  code: {
    language: 'javascript',
    explanation:
      "Each line is one reading of `GET /api/lab/topology`, the figures the map's **Queues** table shows for `file-events`. Run it while the uploads arrive, and again while the backlog drains: the backlog falls by about two a second, the pace of a consumer that takes 500 ms over each message.",
    runnable: true,
  },
} satisfies LabText;
