import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        '`async function load() { try { return fetchUser(); } catch { return null; } }` — `fetchUser()` rejects. What does `load()` do?',
      options: [
        'It fulfils with `null`',
        'It rejects: the function returned the promise before it rejected, so the `catch` never ran',
        'It throws synchronously',
      ],
      correctAnswer: 1,
      explanation:
        'Without `await`, the `try` block is done as soon as the promise is returned, and the rejection happens later, outside it. Write `return await fetchUser()` to catch it. "Fulfils with `null`" is what you get with the `await`.',
    },
    {
      question: 'Which failure is worth retrying with backoff?',
      options: [
        '400 Bad Request: `userId` is missing',
        '404 Not Found: no file with that id',
        '503 Service Unavailable from the users service',
        '422: the file type is not accepted',
      ],
      correctAnswer: 2,
      explanation:
        'A 503 is usually temporary: the service is restarting or overloaded, and a later attempt can succeed. Bad input (400, 422) and a missing thing (404) fail the same way on every attempt, so retrying only adds load.',
    },
    {
      question: 'Why add full jitter to exponential backoff?',
      options: [
        'It makes every retry happen sooner',
        'Clients that failed at the same moment would otherwise retry at the same moments, hitting the recovering service in waves',
        'It guarantees that the next attempt succeeds',
        'It removes the need for a cap on the number of attempts',
      ],
      correctAnswer: 1,
      explanation:
        'Backoff alone keeps clients in step: all of them wait exactly 1, 2, 4 s, so their retries arrive together. A random wait up to the backoff spreads them out, so the peak load drops. Jitter does not make success certain, and you still need a budget of attempts.',
    },
    {
      question:
        'A `POST /charge` call times out and you retry it, but the first attempt had in fact succeeded. How do you keep the customer from being charged twice?',
      options: [
        'Retry faster, before the first attempt completes',
        'Send the same idempotency key with every attempt, so the server recognises the repeat and does not charge again',
        'Never give POST requests a timeout',
        'Use `Promise.allSettled` for the attempts',
      ],
      correctAnswer: 1,
      explanation:
        'A timeout only says the answer did not arrive. With one key per operation the server can tell a retry from a new charge and answer it with the stored result. Dropping the timeout just lets a hung call block the caller.',
    },
    {
      question:
        "Under the lab's fail fault, a file event fails every delivery. This project sets `max_retries = 5` and a dead-letter queue for `file-events`. What happens to the message?",
      options: [
        'It is retried for as long as the fault lasts',
        'After 3 retries it is deleted',
        "After the first delivery and 5 retries (about 31 s with this project's 1, 2, 4, 8, 16 s delays) Queues moves it to `file-events-dead-letter`",
        'It is dropped at once, because the consumer failed',
      ],
      correctAnswer: 2,
      explanation:
        '`max_retries` counts the retries after the first delivery, so the message is delivered 6 times; then Queues writes it to the configured dead-letter queue, where it waits to be replayed. "After 3 retries it is deleted" is what Queues would do with its defaults: `max_retries` 3 and no dead-letter queue.',
    },
  ],
} satisfies Quiz;
