import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question: 'Which delivery guarantee does Cloudflare Queues give by default?',
      options: [
        'At most once: a message may be lost but never repeated',
        'At least once: a message is never lost once sent, and may rarely arrive twice',
        'Exactly once: every message arrives one time',
        'None: the producer must resend what is lost',
      ],
      correctAnswer: 1,
      explanation:
        'Queues delivers at least once to optimise for reliability; Cloudflare says a message may, on rare occasions, be delivered more than once, and leaves de-duplication to the consumer.',
    },
    {
      question:
        'A consumer writes a batch to D1, then its isolate is evicted before the queue hears back. What happens next?',
      options: [
        'The batch is lost, because the consumer never acknowledged it',
        'The queue sees the D1 write and marks the batch done',
        'The batch is delivered again, and its writes are applied a second time unless the consumer is idempotent',
        'The batch goes straight to the dead-letter queue',
      ],
      correctAnswer: 2,
      explanation:
        'The queue cannot tell work that was done but not acknowledged from work never done, so it redelivers. Only an idempotent consumer makes that second delivery harmless.',
    },
    {
      question: "Which of these ways to count a user's files is idempotent?",
      options: [
        '`UPDATE users SET file_count = file_count + 1` for each `file.uploaded`',
        '`INSERT OR IGNORE INTO user_files (file_id, ...)`, and count the rows',
        '`SELECT` the file first, then `INSERT` it if the select found nothing',
      ],
      correctAnswer: 1,
      explanation:
        'Keyed by the file id, a second insert of the same file changes nothing. Adding one per delivery counts repeats, and a select before the insert lets two deliveries handled at the same time both see nothing.',
    },
    {
      question:
        'Storage retries a `send` that timed out, and both sends reach the queue. Which key lets the consumer see the second message as a repeat?',
      options: [
        "The queue's message id",
        'The time the message was delivered',
        'The file id (or an event id that storage chose before sending)',
        'The batch the message arrived in',
      ],
      correctAnswer: 2,
      explanation:
        'Each `send` gets a new message id from the queue, and delivery times and batches differ; only a key the producer put in the body, such as the file id or its own event id, is the same in both copies.',
    },
    {
      question:
        "With the lab's `duplicate` fault at 1.0 you upload 3 files. What do the traces and usage show?",
      options: [
        '6 `process file-events` spans in the 3 upload traces, and usage up by 3',
        '3 `process file-events` spans, and usage up by 6',
        '6 `process file-events` spans, and usage up by 6',
      ],
      correctAnswer: 0,
      explanation:
        "Each message is delivered twice, so each upload's trace holds two deliveries, the second marked `lab.fault = duplicate`; the ledger ignores the second, so usage rises once per file.",
    },
  ],
} satisfies Quiz;
