import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        'Storage sends `file.uploaded` and then `file.deleted` for one file. What may the users consumer see?',
      options: [
        'Always the upload first: a queue is first in, first out',
        'The delete first, or the two in separate batches: Queues does not guarantee delivery order',
        'Only the delete: the queue drops the upload it replaces',
      ],
      correctAnswer: 1,
      explanation:
        'Cloudflare Queues does not guarantee delivery in the order of publishing; a retry, a delay or two consumer invocations running at once can put the delete first.',
    },
    {
      question:
        'A handler removes a file from the count on `file.deleted`, and ignores a delete for a file it has not seen. What goes wrong when the delete arrives first?',
      options: [
        'Nothing: the delete is ignored and the upload is counted, which is right',
        'The late upload adds the file, so a deleted file is counted',
        'The handler throws, and the queue retries the delete forever',
      ],
      correctAnswer: 1,
      explanation:
        'Ignoring the early delete loses it; the upload that arrives after it then counts a file that no longer exists. The delete has to leave a tombstone that the late upload respects.',
    },
    {
      question: "What is a tombstone in the users service's ledger?",
      options: [
        'A row for a file with `deleted = 1`, written even when the upload has not arrived yet',
        'A message in the dead-letter queue',
        'A file kept in R2 after it was deleted',
        'A log line saying a delete failed',
      ],
      correctAnswer: 0,
      explanation:
        "The delete inserts the file's row already marked deleted, so the later `INSERT OR IGNORE` of its upload finds the row and changes nothing: both orders end in the same ledger.",
    },
    {
      question:
        'Two profile updates, version 7 then version 8, arrive as 8 then 7. The consumer runs `UPDATE ... SET name = ?, version = ? WHERE id = ? AND version < ?`. What is stored at the end?',
      options: [
        "Version 7's name: it arrived last",
        "Version 8's name: version 7 matches no row, since the stored version is already 8",
        'Both, in two rows',
      ],
      correctAnswer: 1,
      explanation:
        'The condition `version < ?` lets only a newer version through; once 8 is stored, the late 7 updates nothing, so the latest state wins whatever the arrival order.',
    },
    {
      question:
        "With the lab's `reorder` fault on, how can you tell from a trace that a message was put back?",
      options: [
        'Its `process file-events` span has outcome `requeued` and `lab.fault = reorder`',
        'The upload answered 500',
        'The trace has no `send file-events` span',
      ],
      correctAnswer: 0,
      explanation:
        'The consumer records the delivery it put back as a span that ended `requeued`, marked with the fault; the copy is delivered 2 seconds later in the same trace and applied then.',
    },
  ],
} satisfies Quiz;
