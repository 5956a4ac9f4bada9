import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        'How does the gateway reach the users Worker when it calls `c.env.USERS.fetch(c.req.raw)`?',
      options: [
        "Over the public internet, to the users Worker's URL",
        'Through a shared D1 database',
        'Through a queue, so the gateway does not wait for the answer',
        'Through a service binding that hands the request straight to the other Worker',
      ],
      correctAnswer: 3,
      explanation:
        'A service binding is declared in `wrangler.toml` and calls the other Worker directly, with no public URL or network hop; the gateway awaits its `Response`. A queue would not give the gateway an answer to return.',
    },
    {
      question:
        'A `queue()` handler calls `ack()` on messages 1 and 2 of a batch of 5, then throws while handling message 3. Which messages are delivered again?',
      options: [
        'All 5: a throw retries the whole batch',
        'Messages 3, 4 and 5: explicitly acknowledged messages are not redelivered',
        'Only message 3, the one that failed',
        'None: throwing acknowledges the batch',
      ],
      correctAnswer: 1,
      explanation:
        'A failed batch is retried except for the messages explicitly acknowledged, so 1 and 2 are done and 3, 4 and 5 come back. Only message 3 would come back if the handler had caught the error, called `retry()` on it and acked the rest.',
    },
    {
      question:
        'A consumer leaves `max_retries` at its default and has no `dead_letter_queue`. One message fails on every attempt. What happens to it?',
      options: [
        'It is retried forever until it succeeds',
        'It is delivered 4 times (the first attempt and 3 retries), then deleted',
        'It is moved to a dead-letter queue that Queues creates for it',
        'It is delivered once and then deleted',
      ],
      correctAnswer: 1,
      explanation:
        '`max_retries` defaults to 3, so the message gets one attempt and three retries. Without a dead-letter queue, a message that reaches the retry limit is deleted permanently; Queues never creates a dead-letter queue on its own.',
    },
    {
      question:
        'Why does the users consumer write each uploaded file with `INSERT OR IGNORE`, keyed by the file id, so that applying the same event twice changes nothing?',
      options: [
        'Queues delivers at least once, so the same message can, rarely, arrive twice',
        'Storage sends every event twice on purpose',
        'D1 cannot update a row once it is written',
        'It makes each query faster',
      ],
      correctAnswer: 0,
      explanation:
        'With at-least-once delivery a message may come again (after a retry, or a failure after the work was done), and counting an upload twice would be wrong. An idempotent write makes a repeat harmless. Storage does not send duplicates on purpose, D1 updates rows freely, and speed has nothing to do with it.',
    },
    {
      question: 'What is the safe way to look up a user by an id from the URL in D1?',
      options: [
        '`env.USERS_DB.prepare("SELECT * FROM users WHERE id = \'" + id + "\'").first()`',
        "`env.USERS_DB.prepare('SELECT * FROM users WHERE id = ?1').bind(id).first()`",
        "`env.USERS_DB.first('users', id)`",
      ],
      correctAnswer: 1,
      explanation:
        "`bind` passes the id as a value, never as SQL, so an id such as `x' OR '1'='1` is just an id that matches nothing. Pasting it into the string lets it change the query (SQL injection). D1 has no `first(table, id)` shortcut.",
    },
  ],
} satisfies Quiz;
