import type { LabText } from '../../section-parts';

export default {
  title: 'Deliver file events out of order',
  goal: "Switch on the `reorder` fault on `file-events`: the users consumer then handles each batch in reverse order and puts every other message back on the queue, due again 2 seconds later, so events overtake each other. Send three uploads at once with **Generate load**, delete one of the files, and check that the demo user's usage still ends right: three uploads and one delete leave two more files than at the start.",
  steps: [
    'Press **Start exercise**.',
    'Open the [fault switches, filled in](/services?target=file-events&type=reorder&durationSeconds=300#fault-switches) on Services: **Target** `file-events`, **Fault** `reorder` and **Duration (seconds)** `300`. Press **Start fault**.',
    'In **Generate load**, under the fault switches, choose **Uploads**, set **Number of uploads** to `3` and press **Generate load**. The three uploads leave within a second, so their events reach the consumer in one batch, which the fault turns round. (A batch of one has nothing to reorder: files uploaded by hand, seconds apart, each arrive alone.)',
    'On [Storage](/storage), press **Delete** on one of the three `load-…` files and confirm with **Delete** in the **Delete file** dialog.',
    "Open [the traces of your file events](/traces?service=users&operation=process%20file-events) (the Storage page's **See what happened** would open the delete's trace, which nothing requeued) and choose one of your uploads (`POST /api/storage/upload`): a users row `process file-events` whose **Attributes** show `messaging.cloudflare.outcome` = `requeued` and `lab.fault` = `reorder`, and a second delivery 2 seconds later that applied it. (Not every upload was put back: the fault puts back every other message.)",
    'Press **Clear** beside the reorder fault in the **Active lab faults** banner, and wait until the `file-events` **Backlog** on [Services](/services#queues) is 0.',
    'Press **Check**.',
  ],
  check: 'reorder-usage-right',
  checkExplanation:
    "Check opens the traces since Start that hold the users service's `process file-events` (`GET /api/traces?service=users&operation=process file-events`) and needs one with a delivery that ended `requeued` with `lab.fault` = `reorder`. It counts those traces' uploads (`POST /api/storage/upload`) and deletes (`DELETE …`), needs at least one delete, none of your own file events still on its way (your traces of `send file-events` since Start, `GET /api/traces?service=storage&operation=send file-events`, each with its `process file-events` delivery done), and your `usage.fileCount` (`GET /api/users/{you}`: the demo user, unless a class shares the system) to equal the count at Start plus the uploads minus the deletes.",
} satisfies LabText;
