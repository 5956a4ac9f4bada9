import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        "In `p.then(() => { throw new Error('x'); }).then(A).catch(B).then(C)`, which of `A`, `B` and `C` run?",
      options: ['`A` and `C`', 'Only `B`', '`B` and `C`', '`A`, `B` and `C`'],
      correctAnswer: 2,
      explanation:
        'The `throw` rejects the promise the first `.then` returned, so `A`, a fulfilment handler, is skipped. `B` handles the rejection and returns normally, which fulfils the chain again, so `C` runs. "Only `B`" is tempting, but a `.catch` that returns a value recovers the chain.',
    },
    {
      question:
        "What does `Promise.reject(new Error('x')).finally(() => 'done').catch((e) => e.message)` fulfil with?",
      options: ["`'done'`", "`'x'`", '`undefined`'],
      correctAnswer: 1,
      explanation:
        "`.finally` ignores its handler's return value and passes the outcome through, so the rejection with `Error('x')` reaches `.catch`, which returns `'x'`. Only a `throw` (or a rejected promise) inside `finally` would replace the outcome; returning `'done'` does not.",
    },
    {
      question:
        '`Promise.all([a, b, c])`: `a` fulfils after 100 ms, `b` rejects after 30 ms, `c` fulfils after 60 ms. What happens?',
      options: [
        "It rejects after 30 ms with `b`'s error; `a` and `c` keep running, but their values are lost",
        "It waits 100 ms for everything, then rejects with `b`'s error",
        "It fulfils after 100 ms with `a`'s and `c`'s values, leaving `b` out",
        'It rejects after 30 ms and cancels `a` and `c`',
      ],
      correctAnswer: 0,
      explanation:
        '`Promise.all` fails fast: the first rejection rejects it at once. It cannot cancel `a` and `c`; they finish, but nobody reads their values. `Promise.allSettled` is the one that waits for every input and reports each.',
    },
    {
      question:
        'A Worker runs `const res = await env.USERS.fetch(request)`, and the users service answers 503. What happens at the `await`?',
      options: [
        'It throws, so the surrounding catch runs',
        'It fulfils with a `Response` whose `ok` is `false` and `status` is `503`; nothing throws unless your code checks and throws',
        'The binding retries the call until users answers 200',
      ],
      correctAnswer: 1,
      explanation:
        '`fetch`, and so a service binding, rejects only when no answer arrives at all. An error status is still an answer: check `res.ok` and throw if you want the rejection path. The binding does not retry on its own.',
    },
    {
      question:
        'A Worker handler runs `env.TELEMETRY.send(event);` with no `await` and no `waitUntil`, and the send rejects. What happens?',
      options: [
        'The request fails with a 500',
        'The rejection is unhandled: the runtime logs it, nothing else reacts, and the send may not even have finished',
        'The runtime retries the send',
        'It throws at the next await in the handler',
      ],
      correctAnswer: 1,
      explanation:
        'Nobody is listening to that promise, so its rejection is unhandled: it is logged and the request carries on. A floating promise may also be cut off when the response is done. `await` it, or pass it to `ctx.waitUntil` with a `.catch` that logs. It does not fail the request with a 500, which is why it is easy to miss.',
    },
  ],
} satisfies Quiz;
