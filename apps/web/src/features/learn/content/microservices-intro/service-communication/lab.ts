import type { LabText } from '../../section-parts';

export default {
  title: 'Follow an upload across the queue',
  goal: "Upload a file and follow its trace from the storage service, through the `file-events` queue, into the users service. You will find storage's producer span `send file-events`, the users service's consumer span `process file-events` that is its child, and the gap between them: how long the event waited in the queue. That gap is asynchronous communication made visible.",
  steps: [
    'Press **Start exercise**.',
    'Open [Storage](/storage#upload) and upload a small file: a short text file is enough.',
    "When the upload has finished, press **See what happened** below the upload area: it opens the upload's trace on [Traces](/traces).",
    'In the **Waterfall**, find `send file-events` (storage) and, below it, `process file-events` (users). If the users span is not there yet, wait a second or two: the page fetches the trace again by itself.',
    'On the `process file-events` row, the dashed line labelled **queued …** is the time the event waited in the queue: note how long it was. Choose the row to see its attributes in **Span details**.',
    'Optional: open [Services](/services#queues) and find the `file-events` row of the **Queues** table: its **Backlog** is back to 0 once users has applied the event.',
    'Press **Check**.',
  ],
  check: 'upload-queue-hop',
  checkExplanation:
    "Check reads the traces API (`GET /api/traces`, then `GET /api/traces/{traceId}` for each trace). It passes when a trace that started after you pressed Start exercise holds storage's producer span `send file-events` and a users consumer span `process file-events` whose parent is that producer span.",
} satisfies LabText;
