import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        'Which of these fits a request through a service binding rather than an event on a queue?',
      options: [
        'Updating the usage count after an upload',
        'Listing the files a user is looking at on the Storage page',
        'Recording how long every request took',
      ],
      correctAnswer: 1,
      explanation:
        'Someone is waiting for the list, so the gateway asks storage and returns its answer. The other two are side effects nobody waits for, which suit a queue: the usage count and the telemetry both travel as events here.',
    },
    {
      question: 'The users service is down when you upload a file. What happens?',
      options: [
        'The upload is answered as usual; its `file.uploaded` event waits in `file-events` until users is back',
        'The upload fails with 503, because users could not count it',
        'The upload waits until users is back',
        'The event is lost, so the usage never counts the file',
      ],
      correctAnswer: 0,
      explanation:
        'Storage publishes the event after its response and never calls users. The message waits in the queue (Cloudflare keeps it for the retention period, 4 days by default on the Paid plan), and the backlog drains when the consumer returns.',
    },
    {
      question: 'Queues deliver every message at least once. What must the consumer therefore be?',
      options: [
        'Fast enough that no duplicate is ever delivered',
        'Idempotent: applying a message twice has the same effect as applying it once',
        'Strictly ordered: it must apply messages in the order they were sent',
        'Careful to call `message.retry()` on every message',
      ],
      correctAnswer: 1,
      explanation:
        "Duplicates can happen however fast the consumer is (a crash before the acknowledgement, or a producer sending again), so the consumer must recognise what it has applied. The users service's ledger has one row per file id, so a duplicate upload inserts nothing.",
    },
    {
      question: "How does an upload's trace continue across the `file-events` queue?",
      options: [
        'The queue copies the HTTP headers of the upload onto the message',
        "Storage writes its producer span's `traceparent` into the event body, and the users consumer's span becomes its child",
        'The users service finds the trace whose start time is closest to the message',
        'It does not: a queue always starts a new trace',
      ],
      correctAnswer: 1,
      explanation:
        'A queue message here has no headers, so the context rides in the body. The consumer reads it and records `process file-events` with `send file-events` as its parent; the gap between them is the time the message waited.',
    },
    {
      question: 'A `file-events` message fails on every delivery. What happens to it?',
      options: [
        'It is retried for ever',
        'After `max_retries` retries (5 in this project) the queue moves it to `file-events-dead-letter`',
        'It is sent back to the storage service',
        'It is deleted after the first failure',
      ],
      correctAnswer: 1,
      explanation:
        'The consumer is configured with `max_retries = 5` and a dead-letter queue, where failed messages wait to be inspected and replayed. Without a dead-letter queue, Cloudflare deletes a message that reaches the limit (3 retries by default).',
    },
  ],
} satisfies Quiz;
