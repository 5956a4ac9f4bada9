import type { LabText } from '../../section-parts';

export default {
  title: 'Deliver file events twice: a re-send and a redelivery',
  goal: "A message can arrive twice in two ways, and this exercise makes both. A **re-send**: the `duplicate` fault on `file-events` puts a copy of each message the users consumer applied back on the queue, as a producer that sends twice would; the copy is a new message (its own `messaging.message.id`, attempt 1). A **redelivery**: the `crash` fault stops the consumer before it acknowledges, so Cloudflare delivers the same message again (the same id, `messaging.cloudflare.attempts` = 2), as at-least-once delivery allows. Either way the demo user's file count rises once per upload, because the consumer's ledger is keyed by file id.",
  steps: [
    'Press **Start exercise**.',
    'Open the [fault switches, filled in](/services?target=file-events&type=duplicate&value=1&durationSeconds=300#fault-switches) on Services: **Target** `file-events`, **Fault** `duplicate`, **Share delivered twice (0 to 1)** `1` (every message) and **Duration (seconds)** `300`. Press **Start fault**. Then on [Storage](/storage#upload) upload three small files (PNG, JPEG, PDF or TXT), one after another: **Storage used** rises by one file each time, not two.',
    "After the last upload, press **See what happened** under the upload area. In the **Waterfall**, find two users rows named `process file-events`: open the second. It is a **re-send**: `lab.fault` = `duplicate`, `messaging.cloudflare.attempts` = `1` and a `messaging.message.id` of its own, not the first row's.",
    'Press **Clear** beside the duplicate fault in the **Active lab faults** banner. Open [the crash fault, filled in](/services?target=file-events&type=crash&durationSeconds=300#fault-switches) on Services: **Fault** `crash`, **Duration (seconds)** `300`, and press **Start fault**. Upload one more file on [Storage](/storage#upload).',
    'Press **See what happened**. The first `process file-events` row ended `crashed` (no ack); the second is a **redelivery**: the same `messaging.message.id` as the first, `messaging.cloudflare.attempts` = `2`. **Storage used** still rose by one.',
    'Press **Clear** beside the crash fault, then press **Check**.',
  ],
  check: 'duplicate-deliveries',
  checkExplanation:
    "Check reads the traces since Start that hold the users service's `process file-events` (`GET /api/traces?service=users&operation=process file-events`) and opens each (`GET /api/traces/{id}`): three upload traces must each hold a re-send (a second `process file-events` with `lab.fault` = `duplicate`), and one a redelivery (two deliveries of the same `messaging.message.id`, the later with `messaging.cloudflare.attempts` of 2 or more). It then reads the demo user's `usage.fileCount` (`GET /api/users/demo-user`), which must have risen by exactly the number of uploads it found since Start.",
} satisfies LabText;
