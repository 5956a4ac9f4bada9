import type { LabText } from '../../section-parts';

export default {
  title: 'Find R2 operations in a trace',
  goal: "Upload a file and then delete it on the running system, and read each request's trace. You will find the storage worker's `R2 put` and `R2 delete` spans with the key they touched, and see the D1 writes and the queue send around them in exactly the order this module describes.",
  steps: [
    'Press **Start exercise**.',
    'On [Storage](/storage#upload), upload a small text file with **Choose File** (or drop it on the upload area), then press **See what happened** under the upload area.',
    'In the **Waterfall**, choose the storage row `R2 put`. Under **Span details**, the **Attributes** table shows `rpc.method` (`put`), `cloud.resource_id` (`FILES`) and `r2.key`, the new file id.',
    'Read the rows after it: `BATCH STORAGE_DB` marks the row stored and writes the outbox, then `SELECT outbox` and `send file-events` publish the event, and the users row `process file-events` follows after its queued gap.',
    'Back on [Storage](/storage), press **Delete** on that file, confirm with **Delete** in the **Delete file** dialog, and press **See what happened** again.',
    'In this trace, find `R2 delete` between `UPDATE files` (the file leaves the list) and `BATCH STORAGE_DB` (the row goes, with its `file.deleted` event); open its details to see the same `r2.key`.',
    'Press **Check**.',
  ],
  check: 'r2-operations-traced',
  checkExplanation:
    '**Check** reads the traces API (`GET /api/traces`, with `service=storage` and each span name as `operation`) and passes when traces that started after you pressed **Start exercise** hold a storage span named `R2 put` and a storage span named `R2 delete`. Spans reach the API one to three seconds after a request, so wait a moment if it does not pass at once.',
  code: {
    language: 'javascript',
    explanation:
      "It asks who you are (`GET /api/lab/sessions/current`: the demo user, or your own learner when a class shares the system); each line is then one of your stored files, read page by page from `GET /api/storage/files?page&pageSize&userId=…`; the last lines compare the total with the usage the users service counted from the `file-events` queue. Run it after your upload and again after the delete: the file appears and disappears at once, because the list is a D1 query over `stored` rows, while the users service's count may lag a moment behind, because it arrives by queue.",
    runnable: true,
  },
} satisfies LabText;
