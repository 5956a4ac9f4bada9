import type { LearningModule } from '../lib/module-schema';

const FENCE = '```';

export const errorHandlingModule: LearningModule = {
  id: 'error-handling',
  title: 'Error Handling in Async Code',
  description:
    'Where errors go in asynchronous code and how to deal with them: rejections in promise chains, try/catch with await, timeouts, and retrying transient failures with backoff without doing anything twice.',
  difficulty: 'intermediate',
  duration: 35,
  topics: ['error handling', 'promises', 'async/await', 'retries'],
  prerequisites: ['async-basics'],
  sections: [
    {
      id: 'promise-errors',
      title: 'Errors in Promise Chains',
      type: 'interactive',
      learningObjectives: [
        'Trace how a rejection travels down a promise chain to the nearest handler',
        'Use .catch to recover or rethrow, and .finally to clean up',
        'Avoid unhandled rejections and floating promises in Worker code',
        'Put a deadline on a slow operation with Promise.race',
      ],
      introduction:
        'In synchronous code an exception unwinds the call stack until a catch block stops it. Promises have no call stack to unwind, because the code that started the work has usually returned long before the failure. Instead, a failure becomes a rejected promise, and it travels along the chain of promises until something handles it.',
      content: `### How a rejection travels

A rejection skips every fulfilment handler until it reaches a rejection handler: a \`.catch(handler)\`, or the second argument of \`.then\`. A \`throw\` inside any \`.then\` callback rejects the promise that \`.then\` returned, so both kinds of failure travel the same way.

| You write | What happens |
|---|---|
| \`throw\` inside a \`.then\` callback | the promise returned by that \`.then\` rejects |
| a \`.catch\` handler that returns a value | the chain continues, fulfilled with that value |
| a \`.catch\` handler that throws | the chain stays rejected, with the new error |
| \`.finally(fn)\` | \`fn\` runs either way and the original outcome passes through |
| no handler anywhere | an unhandled rejection: the runtime logs it and nobody reacts |

### Recover, rethrow or report

Handle an error where you can do something useful about it. A download route can turn "not found" into a 404; an unexpected error is better passed on to a central handler that logs it and answers 500.

${FENCE}js
loadMetadata(id)
  .then((file) => render(file))
  .catch((error) => {
    if (error.code === 'NOT_FOUND') return notFoundPage(id); // recover
    throw error;                                              // rethrow the rest
  });
${FENCE}

### Floating promises

A **floating promise** is one that nobody awaits or handles, such as \`env.TELEMETRY.send(event);\` on its own line in a Worker. If it rejects, nobody hears about it, and the runtime may end the invocation before it finishes. Either \`await\` it, or hand it to \`ctx.waitUntil\` with a \`.catch\` that logs. The storage service starts its clean-up sweep like this:

${FENCE}ts
ctx.waitUntil(
  sweep(env).catch((error) => console.warn('Sweep failed; the next one will retry:', error)),
);
${FENCE}

Always reject with \`Error\` objects, not strings: they carry a stack trace and a \`message\`.

### Deadlines with Promise.race

A promise has no built-in timeout. To stop waiting after \`ms\` milliseconds, race it against a timer that rejects. The slow operation is **not** cancelled: it runs to the end and its result is ignored, so clear your timer when the race is over. For \`fetch\`, passing \`signal: AbortSignal.timeout(ms)\` really cancels the request.`,
      summary: `- A rejection skips fulfilment handlers until a \`.catch\` (or the second argument of \`.then\`) handles it.
- Returning a value from \`.catch\` recovers the chain; throwing keeps it rejected.
- \`.finally\` runs either way and does not change the outcome.
- Never leave a promise floating: \`await\` it or pass it to \`ctx.waitUntil\` with a \`.catch\`.
- \`Promise.race\` against a timer adds a deadline but does not cancel the slow work.`,
      code: {
        language: 'javascript',
        code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function readMetadata(id) {
  await sleep(30);
  if (id === 'missing') throw new Error('No file with id ' + id);
  return { id, size: 2048 };
}

await readMetadata('missing')
  .then((meta) => { console.log('never runs'); return meta.size; })
  .catch((error) => { console.log('caught:', error.message); return 0; })
  .then((size) => console.log('chain recovered with size', size))
  .finally(() => console.log('finally: runs whatever happened'));

const slow = sleep(200).then(() => 'slow answer');
const deadline = new Promise((_, reject) => {
  setTimeout(() => reject(new Error('timed out after 50 ms')), 50);
});
await Promise.race([slow, deadline]).then(
  (value) => console.log('got', value),
  (error) => console.log('race:', error.message),
);
console.log('the slow call still finished:', await slow);`,
        explanation:
          'The rejection skips the first .then and is handled by .catch, which recovers with 0; .finally runs at the end. The race rejects at 50 ms, but the slow operation keeps running and finishes at 200 ms: racing does not cancel it.',
        runnable: true,
      },
      quiz: {
        questions: [
          {
            question:
              "In p.then(() => { throw new Error('x'); }).then(A).catch(B).then(C), which of A, B and C run?",
            options: ['A and C', 'Only B', 'B and C', 'A, B and C'],
            correctAnswer: 2,
            explanation:
              'The throw rejects the chain, so A is skipped. B handles the rejection and returns normally, so the chain is fulfilled again and C runs.',
          },
          {
            question: 'What does a value returned from a .catch handler do?',
            options: [
              'It fulfils the promise returned by .catch, so the chain continues normally',
              'It is ignored; the chain stays rejected',
              'It becomes the new rejection reason',
            ],
            correctAnswer: 0,
            explanation:
              '.catch returns a new promise like .then does. A normal return from the handler fulfils it.',
          },
          {
            question:
              'Promise.race([work, timeout]) rejects because the timeout wins. What happens to work?',
            options: [
              'It is cancelled automatically',
              'It keeps running; the race only stopped waiting for it',
              'It rejects with the same timeout error',
            ],
            correctAnswer: 1,
            explanation:
              'Promises cannot be cancelled from outside. Use an AbortSignal when the operation supports one.',
          },
        ],
      },
      challenge: {
        description:
          "Write withTimeout(promise, ms): return a promise that settles like promise if it settles within ms milliseconds, and otherwise rejects with new Error('Timed out after <ms> ms'), for example 'Timed out after 30 ms'.",
        starterCode: `function withTimeout(promise, ms) {
  // Settle like promise, or reject with an Error after ms milliseconds.
}`,
        solution: `function withTimeout(promise, ms) {
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('Timed out after ' + ms + ' ms')), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}`,
        tests: [
          {
            name: 'passes a fast value through',
            input:
              "withTimeout(new Promise((resolve) => setTimeout(() => resolve('ok'), 10)), 200)",
            expectedOutput: 'ok',
          },
          {
            name: 'rejects a slow promise',
            input:
              "withTimeout(new Promise((resolve) => setTimeout(() => resolve('late'), 300)), 30).catch((error) => error.message)",
            expectedOutput: 'Timed out after 30 ms',
          },
          {
            name: 'passes a rejection through',
            input:
              "(async () => { const failing = new Promise((_, reject) => setTimeout(() => reject(new Error('boom')), 10)); failing.catch(() => {}); return withTimeout(failing, 100).catch((error) => error.message); })()",
            expectedOutput: 'boom',
          },
        ],
        hints: [
          'Build a second promise that rejects from a setTimeout callback.',
          'Promise.race([promise, deadline]) settles with whichever settles first.',
          'Clear the timer with .finally(() => clearTimeout(timer)) so it does not fire later.',
        ],
      },
    },
    {
      id: 'async-await-errors',
      title: 'try/catch, Retries and Backoff',
      type: 'interactive',
      learningObjectives: [
        'Handle rejections from awaited calls with try, catch and finally',
        'Retry transient failures with exponential backoff, and recognise failures not to retry',
        'Explain why a retried operation must be idempotent, and when to let a queue retry for you',
      ],
      introduction:
        'With await, a rejected promise becomes an ordinary exception thrown at the await, so the familiar try/catch works again. That makes it straightforward to add the two things every service in a distributed system needs: a clear answer when something fails, and a careful second attempt when the failure is only temporary.',
      content: `### try/catch with await

${FENCE}ts
app.get('/api/storage/download/:id', async (c) => {
  try {
    const object = await c.env.FILES.get(c.req.param('id'));
    if (object === null) return c.json({ success: false, error: { message: 'Not found' } }, 404);
    return new Response(object.body);
  } catch (error) {
    console.error('R2 read failed:', error);
    return c.json({ success: false, error: { message: 'Storage unavailable' } }, 503);
  }
});
${FENCE}

Three details matter:

- Inside \`try\`, write \`return await promise\`, not \`return promise\`. Without \`await\` the function returns before the promise rejects, and this \`catch\` never sees the error.
- \`await Promise.all([...])\` throws the first rejection; the other operations keep running.
- Hono routes can leave unexpected errors to \`app.onError\`, one place that logs and answers with the error envelope. This dashboard's services do that.

### Retrying transient failures

Some failures go away if you wait a moment: a restarting service, a brief network fault, a rate limit. Others never will.

| Failure | Retry? |
|---|---|
| 502, 503, 504, network error, timeout | yes, with backoff |
| 429 Too Many Requests | yes, after the \`Retry-After\` time |
| 400, 404, 422 (bad input, missing thing) | no: it fails the same way again |
| 500 from a bug | at most once or twice |

**Exponential backoff** waits \`base * 2 ** (attempt - 1)\` between attempts: 100, 200, 400 ms, and so on. Adding random **jitter** spreads out clients that failed at the same moment, so they do not all return together. Always cap the number of attempts.

### Only retry what is safe to repeat

A retry can repeat work that actually succeeded: the request reached the service, but the answer was lost. Retry only **idempotent** operations (a read, an R2 \`put\` to the same key, an event applied by id), or make them idempotent with an id the receiver remembers.

### Let the queue retry for you

In a queue consumer, do not loop with sleeps. Call \`message.retry()\` (optionally \`{ delaySeconds }\`) and the queue redelivers later. The users service acknowledges the events it applied and retries them all if the D1 transaction fails; after 5 failed deliveries a message moves to the dead-letter queue.`,
      summary: `- \`await\` turns a rejection into an exception, so \`try\`/\`catch\`/\`finally\` works.
- Inside \`try\`, use \`return await\` so the \`catch\` sees the rejection.
- Retry transient failures (5xx, timeouts, 429) with exponential backoff, jitter and a cap; never retry bad input.
- Only retry operations that are idempotent, or make them so with an id.
- In queue consumers, use \`message.retry()\` and a dead-letter queue instead of retry loops.`,
      code: {
        language: 'javascript',
        code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
let calls = 0;
async function flakyUsersService() {
  calls += 1;
  if (calls < 3) throw new Error('503 Service Unavailable');
  return { fileCount: 3 };
}
async function withRetry(fn, attempts, baseMs) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      console.log(Date.now() - started + ' ms: attempt ' + attempt + ' failed: ' + error.message);
      if (attempt === attempts) throw error;
      const wait = baseMs * 2 ** (attempt - 1);
      console.log('  waiting ' + wait + ' ms before the next attempt');
      await sleep(wait);
    }
  }
}
const usage = await withRetry(flakyUsersService, 4, 40).catch((error) => 'gave up: ' + error.message);
console.log(Date.now() - started + ' ms: result', usage);`,
        explanation:
          'The service fails twice and then answers. withRetry waits 40 ms, then 80 ms, and succeeds on the third attempt. Change attempts from 4 to 2 to see it give up and rethrow the last error, which the .catch turns into a message.',
        runnable: true,
      },
      d3Sandbox: {
        width: 620,
        height: 260,
        code: `// Retry with exponential backoff: each attempt takes 30 ms, the wait doubles after each failure.
const base = 100, attemptMs = 30;
const attempts = [];
let clock = 0;
for (let i = 1; i <= 4; i++) {
  const ok = i === 4;
  attempts.push({ label: 'attempt ' + i, start: clock, end: clock + attemptMs, ok });
  clock += attemptMs;
  if (!ok) {
    const wait = base * 2 ** (i - 1);
    attempts[i - 1].wait = wait;
    clock += wait;
  }
}
const margin = { top: 20, right: 20, bottom: 40, left: 80 };
const svg = d3.select(container).append('svg').attr('width', width).attr('height', height);
const x = d3.scaleLinear().domain([0, clock + 40]).range([margin.left, width - margin.right]);
const y = d3.scaleBand().domain(attempts.map((a) => a.label))
  .range([margin.top, height - margin.bottom]).padding(0.35);

svg.append('g').attr('transform', 'translate(0,' + (height - margin.bottom) + ')')
  .call(d3.axisBottom(x).ticks(8).tickFormat((ms) => ms + ' ms'));
svg.append('g').attr('transform', 'translate(' + margin.left + ',0)').call(d3.axisLeft(y));

// The waits: a dashed line from the end of a failed attempt to the start of the next one.
const failed = attempts.filter((a) => !a.ok);
svg.selectAll('line.wait').data(failed).join('line')
  .attr('x1', (a) => x(a.end)).attr('x2', (a) => x(a.end + a.wait))
  .attr('y1', (a) => y(a.label) + y.bandwidth() / 2)
  .attr('y2', (a) => y(a.label) + y.bandwidth() / 2)
  .attr('stroke', '#868e96').attr('stroke-dasharray', '4 3');
svg.selectAll('text.wait').data(failed).join('text')
  .attr('x', (a) => x(a.end + a.wait / 2)).attr('y', (a) => y(a.label) - 3)
  .attr('text-anchor', 'middle').attr('font-size', 11).attr('fill', '#495057')
  .text((a) => 'wait ' + a.wait + ' ms');

svg.selectAll('rect.attempt').data(attempts).join('rect')
  .attr('x', (a) => x(a.start)).attr('y', (a) => y(a.label))
  .attr('width', (a) => Math.max(3, x(a.end) - x(a.start))).attr('height', y.bandwidth())
  .attr('fill', (a) => (a.ok ? '#2f9e44' : '#e03131'));
svg.selectAll('text.outcome').data(attempts).join('text')
  .attr('x', (a) => x(a.end) + 4).attr('y', (a) => y(a.label) + y.bandwidth() / 2 + 4)
  .attr('font-size', 11)
  .text((a) => (a.ok ? 'succeeded at ' + a.end + ' ms' : ''));`,
      },
      quiz: {
        questions: [
          {
            question:
              'async function load() { try { return fetchUser(); } catch { return null; } } — fetchUser() rejects. What does load() do?',
            options: [
              'It fulfils with null',
              'It rejects, because the function returned the promise before it rejected, so the catch never ran',
              'It throws synchronously',
            ],
            correctAnswer: 1,
            explanation:
              'Without await, the try block finishes as soon as the promise is returned. Write return await fetchUser() to catch its rejection.',
          },
          {
            question: 'Which failure is worth retrying with backoff?',
            options: [
              '400 Bad Request: userId is missing',
              '404 Not Found: no file with that id',
              '503 Service Unavailable from the users service',
            ],
            correctAnswer: 2,
            explanation:
              'A 503 is usually temporary. Bad input and missing resources fail the same way on every attempt.',
          },
          {
            question: 'Why must an operation be idempotent before you retry it after a timeout?',
            options: [
              'Because the first attempt may have succeeded even though its answer was lost',
              'Because retries always run in parallel',
              'Because idempotent operations cannot fail',
            ],
            correctAnswer: 0,
            explanation:
              'A timeout tells you that you did not hear back, not that nothing happened. Repeating a non-idempotent operation could do it twice.',
          },
        ],
      },
      challenge: {
        description:
          'Write async retry(fn, attempts, baseMs = 10): call fn() until it fulfils, at most attempts times, and return its value. Between attempts wait baseMs * 2 ** (attempt - 1) milliseconds (10, 20, 40, ...). If every attempt fails, throw the last error.',
        starterCode: `async function retry(fn, attempts, baseMs = 10) {
  // Call fn until it succeeds or attempts run out, with exponential backoff.
  return fn();
}`,
        solution: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function retry(fn, attempts, baseMs = 10) {
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      if (attempt < attempts) await sleep(baseMs * 2 ** (attempt - 1));
    }
  }
  throw lastError;
}`,
        tests: [
          {
            name: 'returns the first success',
            input:
              "(async () => { let calls = 0; return retry(async () => { calls++; if (calls < 3) throw new Error('flaky'); return 'ok after ' + calls; }, 5); })()",
            expectedOutput: 'ok after 3',
          },
          {
            name: 'throws the last error when every attempt fails',
            input:
              "(async () => { let calls = 0; try { await retry(async () => { calls++; throw new Error('down ' + calls); }, 3); return 'no error'; } catch (error) { return error.message + ', calls: ' + calls; } })()",
            expectedOutput: 'down 3, calls: 3',
          },
          {
            name: 'does not call again after a success',
            input:
              '(async () => { let calls = 0; await retry(async () => { calls++; return 1; }, 4); return calls; })()',
            expectedOutput: '1',
          },
          {
            name: 'backs off between attempts',
            input:
              "(async () => { const times = []; await retry(async () => { times.push(Date.now()); if (times.length < 3) throw new Error('x'); }, 3, 20); return times[2] - times[0] >= 55; })()",
            expectedOutput: 'true',
          },
        ],
        hints: [
          'Use a for loop over attempt = 1 .. attempts with try { return await fn(); } inside.',
          'In catch, remember the error and sleep before the next attempt, but not after the last one.',
          'After the loop, throw the last error you remembered.',
        ],
      },
    },
  ],
};
