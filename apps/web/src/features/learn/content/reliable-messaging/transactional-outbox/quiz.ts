import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        'An upload handler runs `await db.prepare(insertFile).run()` and then `await env.FILE_EVENTS.send(event)`. The send throws. What is the state afterwards?',
      options: [
        'Neither happened: the throw rolls back the insert',
        'The file row is committed and no event was sent, so the users service never counts the file',
        'Queues retries the send by itself until it succeeds',
        'The event is in the dead-letter queue',
      ],
      correctAnswer: 1,
      explanation:
        'The insert committed on its own; nothing ties it to the send. A failed `send` is not retried by Queues (retries apply to deliveries to a consumer), and the dead-letter queue only holds messages that were delivered and failed. This is the dual-write problem.',
    },
    {
      question: 'What makes the outbox pattern safe where two separate writes are not?',
      options: [
        'The event is sent before the change is written',
        'The event is written as a row in the same database transaction as the change, so both are kept or neither is',
        'The queue and the database share one transaction',
        'The event is sent twice to be sure',
      ],
      correctAnswer: 1,
      explanation:
        'D1 and Queues share no transaction, but one database transaction can hold both the change and its event (`db.batch` in D1). Publishing then only moves rows that are certainly true from the outbox to the queue.',
    },
    {
      question:
        'The publisher sends an outbox row, then crashes before deleting it. What happens next, and what must the consumer do?',
      options: [
        'The event is lost; the consumer cannot know',
        'The sweep sends the event again, so the consumer must be idempotent and ignore the repeat',
        'The outbox row is deleted by the crash',
        'The queue notices the duplicate and drops it',
      ],
      correctAnswer: 1,
      explanation:
        'The row is still there, so the next sweep publishes it again: an outbox publishes at least once. Queues does not deduplicate, so the consumer keys its work by the event or file id (the users ledger) and a repeat changes nothing.',
    },
    {
      question:
        'Why should the publisher delete an outbox row only after `await queue.send(...)` resolved?',
      options: [
        'Deleting first is slower',
        'If the send then fails, a row deleted first would be gone with its event: lost for good',
        'D1 refuses to delete a row that has not been sent',
        'The queue reads the outbox table',
      ],
      correctAnswer: 1,
      explanation:
        'Delete-then-send reintroduces the dual-write problem the outbox was for. Send-then-delete can only err towards sending twice, which the idempotent consumer absorbs.',
    },
    {
      question:
        "Storage's immediate publish fails for ten minutes, and its sweep runs every 5 minutes for rows older than a minute. What does the demo user see?",
      options: [
        'Uploads fail with 500 until the queue is back',
        'Uploads succeed and are listed; usage lags until a sweep after the failure ends sends the waiting events, then catches up',
        'Usage counts the files twice once the queue is back',
        'The files are removed by the sweep',
      ],
      correctAnswer: 1,
      explanation:
        'The upload only needs its own database and R2, so it answers 201. Its event waits in the outbox and is published by the first sweep that can send it; the ledger counts each file once, so nothing is doubled.',
    },
  ],
} satisfies Quiz;
