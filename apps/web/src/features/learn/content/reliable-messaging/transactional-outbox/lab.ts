import type { LabText } from '../../section-parts';

export default {
  title: "Fail storage's sends and watch the outbox keep the events",
  goal: "Make storage's publish of file events fail with a `send-fail` fault and upload two files. Each upload still succeeds, because it only needs storage's own database and bucket, but the users service hears nothing and **Storage used** stays put: the events wait in storage's outbox, and the map counts them on the storage → file-events edge. Clear the fault, and within a few seconds storage's outbox relay sends them: usage catches up, each file counted once. Nothing is lost, only late.",
  steps: [
    'Press **Start exercise**.',
    'Open the [fault switches, filled in](/services?target=file-events&type=send-fail&durationSeconds=180#fault-switches) on Services: **Target** `file-events`, **Fault** `send-fail`, **Duration (seconds)** `180`. Press **Start fault**. The **Active lab faults** banner now names the send-fail fault.',
    'On [Storage](/storage#upload), upload two small files (PNG, JPEG, PDF or TXT). Each is answered at once and listed, but the file count in **Storage used** does not move.',
    "On the [System map](/services#system-map), find the edge from `storage` to `file-events`: it counts the events waiting in storage's outbox. On [Traces](/traces), an upload's `send file-events` span has failed, with the attribute `lab.fault` = `send-fail`.",
    "Press **Clear** beside the send-fail fault in the banner. Within a few seconds storage's outbox relay sends the waiting events: the outbox count goes back to 0, and **Storage used** on [Storage](/storage) counts both files.",
    'Press **Check**.',
  ],
  check: 'outbox-send-fail',
  checkExplanation:
    "Check reads storage's traces (`GET /api/traces` with `service=storage` and `operation=send file-events`), which must hold, since Start, a `send file-events` span with the attribute `lab.fault` = `send-fail`. It then reads `GET /api/lab/faults`, where no `send-fail` fault on `file-events` may be active, and the demo user's `usage.fileCount` from `GET /api/users/demo-user`, which must have risen by at least 2 since Start.",
  code: {
    language: 'javascript',
    explanation:
      "The first line is your files as storage lists them (`GET /api/storage/files`, its `total`), the second the users service's count (`GET /api/users/{you}`); you are the demo user, or your own learner when a class shares the system (`GET /api/lab/sessions/current`). Run it while the send-fail fault is on, after your two uploads: storage has them and the users service does not. Run it again once the relay has sent them: the two agree, and no file is counted twice.",
    runnable: true,
  },
} satisfies LabText;
