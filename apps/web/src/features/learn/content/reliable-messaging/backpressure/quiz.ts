import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        'Uploads send 20 file events a second for a minute. The consumer takes 100 ms per event, one invocation at a time. What happens to the backlog during that minute?',
      options: [
        'It stays at 0: a queue absorbs any burst',
        'It grows by about 10 a second, since 20 arrive and 10 are handled',
        'It grows by 20 a second, since the consumer waits for the burst to end',
        'It grows by about 2 a second',
      ],
      correctAnswer: 1,
      explanation:
        'At 100 ms per event one invocation handles about 10 a second, so half of what arrives waits: the backlog grows by the difference, about 10 a second, to some 600 after the minute, and drains at 10 a second once the uploads stop.',
    },
    {
      question:
        'The map shows `file-events` with a backlog of 4 and an oldest message of 9 minutes. What does that say?',
      options: [
        'Nothing is wrong: 4 messages is a small backlog',
        'The producer is sending too fast',
        'The consumer is not taking those messages at all: it is stopped, paused or failing them, since a working consumer would have handled 4 messages long ago',
        'The queue has lost the messages',
      ],
      correctAnswer: 2,
      explanation:
        'The age, not the count, says how late the work is. A few messages that have waited for minutes mean the consumer is not handling them: paused, crashing, or retrying them with a long backoff. Watch both figures.',
    },
    {
      question:
        'A consumer of 5 s per batch of 100 falls behind 100 messages a second. What does Cloudflare Queues do by default?',
      options: [
        'It runs more invocations of the consumer at once, about five here, up to `max_concurrency`',
        'It makes `send` wait until the backlog is empty',
        'It drops the oldest messages',
        'Nothing: one invocation runs at a time unless you change the code',
      ],
      correctAnswer: 0,
      explanation:
        "Concurrency is on by default and scales with the backlog and its growth, up to `max_concurrency` (at most 250). The documentation's own example reaches a steady state of about five. `send` only throws above the queue's limit of 5,000 messages a second, and messages are deleted only after the retention period.",
    },
    {
      question: 'Which change lets the consumer handle more messages a second?',
      options: [
        'A larger `max_batch_timeout`',
        'A larger `max_batch_size`, if the per-message work stays the same',
        'Less work per message, or more invocations at once (when what they call can take the load)',
        '`send(body, { delaySeconds: 60 })`',
      ],
      correctAnswer: 2,
      explanation:
        'The rate is concurrency × 1000 / ms per message. A bigger batch saves invocations, not per-message work; a longer timeout only waits longer to fill a batch; `delaySeconds` moves work later, which spreads a burst but handles nothing faster.',
    },
    {
      question:
        'The consumer cannot keep up for hours and the events are only statistics. What is the honest thing for the producer to do?',
      options: [
        'Keep sending: the queue keeps messages forever',
        'Retry each send in a loop until the backlog shrinks',
        'Shed load: refuse or sample the optional events (for a client, `429` with `Retry-After`), so the queue holds only what will be handled in time',
      ],
      correctAnswer: 2,
      explanation:
        'A queue keeps a message only for its retention period (up to 14 days on Cloudflare) and has a size limit; a backlog that never drains just delays the loss. Shedding what can be lost, and saying so, keeps the important messages timely. A retry loop adds load at the worst moment.',
    },
  ],
} satisfies Quiz;
