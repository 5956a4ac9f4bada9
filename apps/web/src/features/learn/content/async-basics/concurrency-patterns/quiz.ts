import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        '`Promise.all` is given three calls, and the second rejects after 10 ms while the others are still running. What happens?',
      options: [
        'It waits for all three, then rejects',
        "It rejects at once with the second call's error, and the other two calls keep running",
        'It fulfils with the two results that succeeded',
        'It cancels the other two calls and then rejects',
      ],
      correctAnswer: 1,
      explanation:
        '`Promise.all` fails fast: it rejects with the first rejection reason as soon as it happens. It cannot cancel anything, so the other calls run to the end and their results are dropped. Waiting for everyone is what `allSettled` does.',
    },
    {
      question:
        "A status page must show every service's result, even when one of them is down. Which combinator fits?",
      options: ['`Promise.all`', '`Promise.race`', '`Promise.allSettled`', '`Promise.any`'],
      correctAnswer: 2,
      explanation:
        '`allSettled` never rejects; it waits for every call and gives `{ status, value }` or `{ status, reason }` for each. `Promise.all` would reject on the first service that is down and lose the other answers.',
    },
    {
      question:
        'Three mirrors answer a request: the fastest fails after 10 ms, the others succeed at 30 ms and 50 ms. What do `Promise.race` and `Promise.any` do?',
      options: [
        '`race` rejects at 10 ms; `any` fulfils at 30 ms',
        'Both fulfil at 30 ms',
        '`race` fulfils at 30 ms; `any` rejects at 10 ms',
        'Both reject at 10 ms',
      ],
      correctAnswer: 0,
      explanation:
        '`race` settles the same way as the first promise to settle, and that is the failure at 10 ms. `any` ignores rejections until every promise has rejected, so it fulfils with the first success at 30 ms.',
    },
    {
      question:
        '`await Promise.race([search(), timeout(500)])` rejects after 500 ms because the timer won. What happens to the search?',
      options: [
        'It is cancelled when the race settles',
        'It keeps running and its result is ignored, unless you stop it yourself, for example with an `AbortSignal`',
        'It is started again, because the race failed',
      ],
      correctAnswer: 1,
      explanation:
        'No promise combinator cancels the operations behind its inputs; `race` only stops waiting. To stop a `fetch`, pass it a `signal` such as `AbortSignal.timeout(500)`.',
    },
    {
      question:
        'A pool with a limit of 3 processes 10 items, and each call takes 100 ms. About how long does the whole batch take?',
      options: ['100 ms', 'About 333 ms', '400 ms', '1,000 ms'],
      correctAnswer: 2,
      explanation:
        'At most 3 calls run at once, so 10 items need 4 rounds (3, 3, 3 and then 1): 4 × 100 ms = 400 ms. 1,000 ms would be one at a time; 100 ms would need all 10 running at once.',
    },
  ],
} satisfies Quiz;
