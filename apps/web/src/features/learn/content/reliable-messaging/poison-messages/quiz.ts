import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question: 'Which of these is a poison message for the users consumer?',
      options: [
        'A file event that arrives while D1 is busy',
        'A file event whose `size` is the string `"big"`',
        'A file event delivered a second time',
        'A file event that waited 10 seconds in the queue',
      ],
      correctAnswer: 1,
      explanation:
        'A body that fails validation fails on every delivery, so it is poison. A busy database is transient, and a repeat or a wait is normal for a queue.',
    },
    {
      question:
        'A consumer leaves `max_retries` at its default and has no dead-letter queue. A poison message arrives. What happens?',
      options: [
        'It is retried forever',
        'It is delivered 4 times, then deleted permanently',
        'It moves to a dead-letter queue Queues creates on its own',
      ],
      correctAnswer: 1,
      explanation:
        'The default `max_retries` is 3, so one delivery and three retries; without a `dead_letter_queue` a message that reaches the retry limit is deleted, and with it the evidence of what was wrong.',
    },
    {
      question:
        'Why should the consumer dead-letter a message that fails validation at once, instead of calling `retry()`?',
      options: [
        'A retry cannot change the body, so every retry is wasted work and delay',
        'Queues refuses to retry a message more than once',
        'Dead-lettering is faster than acknowledging',
      ],
      correctAnswer: 0,
      explanation:
        "The message's body is the problem and it is the same on every delivery; retrying it only uses up deliveries and backoff before it reaches the dead-letter queue anyway.",
    },
    {
      question:
        'A consumer handles a batch of 10 with one `try` around the whole loop, and throws on a poison message at position 3. What happens to the other messages?',
      options: [
        'Only the poison message is redelivered',
        'Every message not acknowledged is redelivered with it, again on each retry',
        'The other messages are deleted',
      ],
      correctAnswer: 1,
      explanation:
        'A throw fails the batch, and every message not explicitly acknowledged comes back. Handling each message with its own `ack()` or `retry()` keeps one bad message from holding up the rest.',
    },
    {
      question: 'When is replaying the dead letters the right move?',
      options: [
        'At once, every time a message arrives there',
        'After the cause is fixed: the database is back, or the consumer can now read the message',
        'Never: dead letters cannot be delivered again',
      ],
      correctAnswer: 1,
      explanation:
        'A replay puts the messages back on the queue; if the cause is still there they fail again (an unreadable one goes straight back). Read the reason first, fix the cause, then replay.',
    },
  ],
} satisfies Quiz;
