import type { LabText } from '../../section-parts';

export default {
  title: 'Deliver every file event twice',
  goal: "Switch on the `duplicate` fault on `file-events` at 1.0, so that after the users consumer applies each message it puts a copy back on the queue, and upload three files. Each upload's trace then holds two `process file-events` deliveries, as at-least-once delivery allows, and the demo user's file count still rises by exactly 3, because the consumer's ledger is keyed by file id.",
  steps: [
    'Press **Start exercise**.',
    'Open the [fault switches, filled in](/services?target=file-events&type=duplicate&value=1&durationSeconds=300#fault-switches) on Services: **Target** `file-events`, **Fault** `duplicate`, **Share delivered twice (0 to 1)** `1` (every message) and **Duration (seconds)** `300`. Press **Start fault**.',
    'On [Storage](/storage#upload), upload three small files (PNG, JPEG, PDF or TXT), one after another, and note that **Storage used** rises by one file each time, not two.',
    'After the last upload, press **See what happened** under the upload area. In the **Waterfall**, find two users rows named `process file-events`: open the second and read `lab.fault` = `duplicate` under **Attributes**.',
    'Press **Clear** beside the duplicate fault in the **Active lab faults** banner.',
    'Press **Check**.',
  ],
  check: 'duplicate-deliveries',
  checkExplanation:
    "Check reads the traces since Start that hold the users service's `process file-events` (`GET /api/traces?service=users&operation=process file-events`) and opens each (`GET /api/traces/{id}`): three upload traces must each hold two `process file-events` deliveries, one of them with `lab.fault` = `duplicate`. It then reads the demo user's `usage.fileCount` (`GET /api/users/demo-user`), which must have risen by exactly the number of uploads it found since Start.",
} satisfies LabText;
