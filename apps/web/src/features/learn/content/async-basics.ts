import type { LearningModule } from '../lib/module-schema';

const FENCE = '```';

export const asyncBasicsModule: LearningModule = {
  id: 'async-basics',
  title: 'Asynchronous JavaScript Basics',
  description:
    'How JavaScript waits without blocking: the event loop, promises, async/await and running work concurrently. Every Worker in this dashboard is built on these ideas.',
  difficulty: 'beginner',
  duration: 30,
  topics: ['event loop', 'promises', 'async/await', 'concurrency'],
  prerequisites: [],
  sections: [
    {
      id: 'sync-vs-async',
      title: 'Synchronous vs Asynchronous Code',
      type: 'theory',
      learningObjectives: [
        'Explain why a single-threaded runtime needs asynchronous I/O',
        'Describe how the call stack, the task queue and the microtask queue decide what runs next',
        'Predict the order of output from code that mixes plain calls, timers and promises',
      ],
      introduction:
        'JavaScript runs your code on one thread. A Worker in this dashboard may be serving dozens of requests at once, and most of its time is spent waiting: for R2 to return a file, for D1 to answer a query, for another service to reply. Asynchronous code is how one thread does useful work while those waits are in progress.',
      content: `### One thread, many waits

A **synchronous** call runs to completion before the next line starts. That is fine for arithmetic, but an operation that waits on the network would hold the only thread and freeze everything else in the meantime.

An **asynchronous** call starts the work, returns straight away, and arranges for your code to continue later when the result is ready. While it waits, the thread is free to run other code, such as another request's handler.

| | Synchronous | Asynchronous |
|---|---|---|
| Returns | the result | a promise of the result |
| Thread while waiting | blocked | free for other work |
| Typical use | computing, parsing, formatting | network, storage, timers |
| In a Worker | \`JSON.parse(text)\` | \`env.FILES.get(id)\`, \`env.USERS.fetch(request)\` |

### The event loop

The runtime keeps three structures:

1. **The call stack** holds the functions running right now.
2. **The task queue** holds callbacks that are ready to run: a timer that has fired, a network response that has arrived, a new incoming request.
3. **The microtask queue** holds promise callbacks (\`.then\`, and the code after an \`await\`).

The loop is: take one task, run it until the stack is empty, then run **every** microtask (including new ones queued along the way), then take the next task. So promise callbacks always run before the next timer, even a timer of 0 ms.

${FENCE}js
console.log('A');
setTimeout(() => console.log('D'), 0);        // a task
Promise.resolve().then(() => console.log('C')); // a microtask
console.log('B');
// A, B, C, D
${FENCE}

### Why it matters in a Worker

A Worker isolate handles many requests on the same thread. While one handler is at \`await env.DB.prepare(...).first()\`, another can run. A long synchronous loop, on the other hand, delays every request in that isolate and counts against the Worker's CPU time limit. Keep heavy computation small, and let the waiting happen asynchronously.`,
      summary: `- JavaScript runs your code on a single thread; asynchronous calls keep that thread free while waiting.
- The event loop runs one task, then drains the whole microtask queue, then takes the next task.
- Promise callbacks (microtasks) run before timers (tasks), even \`setTimeout(fn, 0)\`.
- A synchronous busy loop blocks every request in a Worker isolate, so keep CPU work short.`,
      code: {
        language: 'javascript',
        code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

console.log('A: start of synchronous code');
setTimeout(() => console.log('D: timer callback (a task)'), 0);
Promise.resolve().then(() => console.log('C: promise callback (a microtask)'));
console.log('B: end of synchronous code');
await sleep(20);

// A busy loop holds the only thread: the 10 ms timer cannot fire until the loop ends.
const started = Date.now();
setTimeout(() => {
  console.log('timer fired after ' + (Date.now() - started) + ' ms (it asked for 10)');
}, 10);
while (Date.now() - started < 100) {
  // busy-wait for 100 ms
}
console.log('loop finished after ' + (Date.now() - started) + ' ms');
await sleep(20);`,
        explanation:
          'The first half prints A, B, C, D: synchronous code first, then the microtask, then the timer task. The second half shows blocking: the timer was due after 10 ms but can only run once the 100 ms loop gives the thread back, so it reports about 100 ms.',
        runnable: true,
      },
      quiz: {
        questions: [
          {
            question:
              "In what order does this print? console.log('a'); setTimeout(() => console.log('b'), 0); Promise.resolve().then(() => console.log('c')); console.log('d');",
            options: ['a b c d', 'a d c b', 'a d b c', 'a c d b'],
            correctAnswer: 1,
            explanation:
              'Synchronous code runs first (a, d). Then the microtask queue is drained (c) before the next task, the timer (b).',
          },
          {
            question:
              'A storage Worker handler is waiting at await env.FILES.get(id). What can the same isolate do meanwhile?',
            options: [
              'Nothing: the isolate is frozen until R2 answers',
              'Only run timers, not other requests',
              'Run other requests and callbacks, because await gives the thread back to the event loop',
            ],
            correctAnswer: 2,
            explanation:
              'await suspends only that async function. The thread returns to the event loop and can run other handlers until the R2 result arrives.',
          },
          {
            question: 'Which of these blocks the event loop?',
            options: [
              'A for loop that hashes 10 MB of data synchronously',
              'await new Promise((resolve) => setTimeout(resolve, 100))',
              'await env.USERS.fetch(request)',
            ],
            correctAnswer: 0,
            explanation:
              'Synchronous computation keeps the call stack busy. The other two start a wait and release the thread until it completes.',
          },
        ],
      },
    },
    {
      id: 'promises-intro',
      title: 'Promises',
      type: 'interactive',
      learningObjectives: [
        'Describe the three states of a promise and why it settles only once',
        'Create a promise with new Promise to wrap a callback API such as setTimeout',
        'Chain .then calls and pass values along the chain',
      ],
      introduction:
        'A promise is an object that stands for a result you do not have yet. Almost every Workers API returns one: env.FILES.get(key) returns a promise of an R2 object, env.STORAGE.fetch(request) returns a promise of a Response. Knowing how promises behave is the key to reading any of that code.',
      content: `### Three states

A promise starts **pending**. It then settles exactly once, either **fulfilled** with a value or **rejected** with a reason (usually an \`Error\`). After that it never changes again: calling \`resolve\` a second time is ignored.

| State | Meaning | Who is notified |
|---|---|---|
| pending | the work is still running | nobody yet |
| fulfilled | the work succeeded with a value | \`.then(onFulfilled)\` callbacks |
| rejected | the work failed with a reason | \`.catch\` and \`.then(_, onRejected)\` callbacks |

### Creating a promise

Most of the time a library gives you a promise. When you have an older callback-style API, wrap it with the \`Promise\` constructor. The function you pass receives \`resolve\` and \`reject\`:

${FENCE}js
function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
${FENCE}

### Chaining

\`.then(callback)\` returns a **new** promise that fulfils with whatever the callback returns. If the callback returns another promise, the chain waits for it and passes on its value. This is how several asynchronous steps run one after another:

${FENCE}js
getFileMetadata(id)
  .then((meta) => env.FILES.get(meta.id)) // returns a promise; the chain waits for it
  .then((object) => object?.text())
  .then((text) => console.log(text));
${FENCE}

A callback registered on a promise that has already settled still runs, on the microtask queue. You never miss a result by attaching \`.then\` late.

### Things to remember

- A promise does not start the work; the function that created it did. Holding a promise only lets you observe the result.
- An R2 \`get\` for a missing key does not reject: it fulfils with \`null\`. Read each API's documentation to learn which outcomes are values and which are errors.
- Always return the inner promise inside \`.then\`. Forgetting the \`return\` breaks the chain: the next step runs at once with \`undefined\`.`,
      summary: `- A promise is pending, then settles once: fulfilled with a value or rejected with a reason.
- Wrap callback APIs with \`new Promise((resolve, reject) => ...)\`.
- \`.then\` returns a new promise; returning a promise from the callback makes the chain wait for it.
- Return inner promises from \`.then\` callbacks, or the chain moves on with \`undefined\`.`,
      code: {
        language: 'javascript',
        code: `function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
function fakeGetUser(id) {
  return sleep(50).then(() => ({ id, name: 'Demo User' }));
}

const pending = fakeGetUser('demo-user');
console.log('straight away we hold:', String(pending));

pending
  .then((user) => {
    console.log('fulfilled with', user.name);
    return user.id.length; // becomes the value of the next link
  })
  .then((length) => console.log('the next link received', length));

const settledOnce = new Promise((resolve) => {
  resolve('first');
  resolve('second'); // ignored: a promise settles only once
});
settledOnce.then((value) => console.log('settled once with:', value));
await sleep(100);`,
        explanation:
          'fakeGetUser returns a pending promise at once. The settledOnce line prints first because that promise is already fulfilled; the user arrives 50 ms later and its value flows down the chain.',
        runnable: true,
      },
      quiz: {
        questions: [
          {
            question:
              'Inside a .then callback you return another promise. What does the next .then in the chain receive?',
            options: [
              'The inner promise object itself',
              'undefined, because promises cannot be returned',
              'The value the inner promise fulfils with, once it has fulfilled',
            ],
            correctAnswer: 2,
            explanation:
              'Returning a promise from .then makes the chain wait for it and pass on its fulfilled value (or its rejection).',
          },
          {
            question: 'How many times can a promise change state?',
            options: [
              'Once: from pending to either fulfilled or rejected',
              'Twice: pending to fulfilled, then fulfilled to rejected',
              'As many times as resolve is called',
            ],
            correctAnswer: 0,
            explanation:
              'A promise settles exactly once. Later calls to resolve or reject are ignored.',
          },
          {
            question:
              'The storage service calls env.FILES.get(id) for an id that is not in the bucket. What does the promise do?',
            options: [
              'It rejects with a not-found error',
              'It fulfils with null',
              'It stays pending for ever',
              'It fulfils with an empty body',
            ],
            correctAnswer: 1,
            explanation:
              'R2 get fulfils with null for a missing key; the handler checks for null and answers 404.',
          },
        ],
      },
      challenge: {
        description:
          'Write delay(ms, value): it returns a promise that fulfils with value after ms milliseconds (with undefined when no value is given). This is the sleep helper used throughout these lessons.',
        starterCode: `function delay(ms, value) {
  // Return a promise that fulfils with value after ms milliseconds.
}`,
        solution: `function delay(ms, value) {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}`,
        tests: [
          { name: 'fulfils with the value', input: "delay(20, 'done')", expectedOutput: 'done' },
          {
            name: 'waits at least ms milliseconds',
            input:
              '(async () => { const start = Date.now(); await delay(50); return Date.now() - start >= 45; })()',
            expectedOutput: 'true',
          },
          {
            name: 'returns a promise',
            input: 'delay(0, 1) instanceof Promise',
            expectedOutput: 'true',
          },
          {
            name: 'fulfils with undefined when no value is given',
            input: 'delay(10).then((value) => value === undefined)',
            expectedOutput: 'true',
          },
        ],
        hints: [
          'Create the promise with new Promise((resolve) => { ... }).',
          'Inside it, call setTimeout and resolve with value when the timer fires.',
        ],
      },
    },
    {
      id: 'async-await',
      title: 'async and await',
      type: 'interactive',
      learningObjectives: [
        'Rewrite a promise chain as an async function using await',
        'Explain what an async function returns and when the code after await runs',
        'Recognise when sequential awaits are needed and when they waste time',
      ],
      introduction:
        'async and await are a more readable way to write promise code. The handlers of every service in this dashboard are async functions: they await D1, R2 and other services line by line, and the runtime turns that into the same promise machinery you met in the last section.',
      content: `### What async and await do

- An **async function** always returns a promise. \`return 42\` fulfils it with 42; a \`throw\` rejects it.
- **await** pauses the async function until the promise settles, then gives you its value (or throws its reason). Only that function pauses: the thread goes back to the event loop, and the rest of the function continues later as a microtask.

| Promise chain | async/await |
|---|---|
| \`getUser(id).then((user) => user.name)\` | \`const user = await getUser(id); return user.name;\` |
| \`.catch((error) => ...)\` | \`try { ... } catch (error) { ... }\` |
| \`Promise.all([a(), b()]).then(([x, y]) => ...)\` | \`const [x, y] = await Promise.all([a(), b()]);\` |

### A Worker handler, line by line

This is the shape of a route in the users service, written with Hono:

${FENCE}ts
app.get('/api/users/:id', async (c) => {
  const id = c.req.param('id');
  const user = await findUser(c.env.DB, id);   // waits for D1
  if (!user) return c.json({ success: false }, 404);
  const usage = await findUsage(c.env.DB, id); // waits again
  return c.json({ success: true, data: { ...user, usage } });
});
${FENCE}

It reads top to bottom like synchronous code, yet the isolate serves other requests during each \`await\`.

### Sequential or parallel?

Each \`await\` waits before the next line starts. That is right when a step needs the previous result. When two calls are independent, awaiting them one after the other adds their times together; starting both and awaiting \`Promise.all\` takes only as long as the slower one. The runnable example measures the difference.

### Common mistakes

- **Forgetting await.** \`const user = getUser(id)\` gives you a pending promise, not a user.
- **await inside forEach.** \`items.forEach(async (item) => { await save(item); })\` starts every save and returns at once; \`forEach\` ignores the promises. Use \`for...of\` with \`await\` for one at a time, or \`Promise.all(items.map(save))\` for all at once.
- **Top-level await** works in modules (and in this app's code runner), but inside a Worker keep awaits inside handlers, where each request has its own context.`,
      summary: `- An async function always returns a promise; \`return\` fulfils it and \`throw\` rejects it.
- \`await\` pauses only the current function, not the thread.
- Await one after another only when a step needs the previous result; otherwise use \`Promise.all\`.
- \`forEach\` does not wait for async callbacks; use \`for...of\` or \`Promise.all\` with \`map\`.`,
      code: {
        language: 'javascript',
        code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function getUser(id) { await sleep(60); return { id, plan: 'free' }; }
async function getUsage(id) { await sleep(60); return { fileCount: 3, bytes: 5120 }; }

async function profileOneByOne(id) {
  const user = await getUser(id);
  const usage = await getUsage(id); // waits for getUser first, although it need not
  return { ...user, ...usage };
}
async function profileTogether(id) {
  const [user, usage] = await Promise.all([getUser(id), getUsage(id)]);
  return { ...user, ...usage };
}

let started = Date.now();
console.log(await profileOneByOne('demo-user'), 'in', Date.now() - started, 'ms');
started = Date.now();
console.log(await profileTogether('demo-user'), 'in', Date.now() - started, 'ms');

const forgotten = getUser('demo-user'); // no await
console.log('without await we hold:', String(forgotten));
await forgotten;`,
        explanation:
          'Both functions build the same profile. Awaiting one call after the other takes about 120 ms; starting both and awaiting Promise.all takes about 60 ms. Without await you hold a promise, not the user.',
        runnable: true,
      },
      quiz: {
        questions: [
          {
            question: 'An async function runs return 42. What does calling it give you?',
            options: [
              'The number 42',
              'A promise that fulfils with 42',
              'undefined until someone awaits it',
            ],
            correctAnswer: 1,
            explanation:
              'An async function always returns a promise; the returned value becomes its fulfilment value.',
          },
          {
            question:
              "items.forEach(async (item) => { await save(item); }); console.log('saved'); When is 'saved' printed?",
            options: [
              'Straight away, before the saves finish, because forEach ignores the promises',
              'After every save has finished',
              'Never: forEach throws on async callbacks',
            ],
            correctAnswer: 0,
            explanation:
              'forEach calls each async callback and discards the promise it returns, so nothing waits for the saves.',
          },
          {
            question:
              'Two independent calls each take about 60 ms. How long do const a = await f(); const b = await g(); take in total?',
            options: ['About 60 ms', 'About 90 ms', 'About 120 ms'],
            correctAnswer: 2,
            explanation:
              'g() does not start until f() has finished, so the times add up. Promise.all([f(), g()]) would take about 60 ms.',
          },
        ],
      },
      challenge: {
        description:
          'Write async totalBytes(ids, getSize): getSize(id) returns a promise of a file size; totalBytes returns the sum of the sizes of all ids. The starter uses forEach and returns 0 before any size arrives; fix it.',
        starterCode: `async function totalBytes(ids, getSize) {
  let total = 0;
  ids.forEach(async (id) => {
    total += await getSize(id);
  });
  return total;
}`,
        solution: `async function totalBytes(ids, getSize) {
  let total = 0;
  for (const id of ids) {
    total += await getSize(id);
  }
  return total;
}`,
        tests: [
          {
            name: 'adds every size',
            input: "totalBytes(['a', 'b', 'c'], async (id) => ({ a: 10, b: 20, c: 12 })[id])",
            expectedOutput: '42',
          },
          {
            name: 'an empty list totals 0',
            input: 'totalBytes([], async () => 100)',
            expectedOutput: '0',
          },
          {
            name: 'waits for slow sizes',
            input:
              "totalBytes(['x', 'y'], (id) => new Promise((resolve) => setTimeout(() => resolve(id === 'x' ? 5 : 7), 30)))",
            expectedOutput: '12',
          },
        ],
        hints: [
          'forEach does not wait for the promises its callback returns.',
          'A for...of loop with await inside waits for each size before moving on.',
          'For extra speed, const sizes = await Promise.all(ids.map(getSize)) fetches them all at once.',
        ],
      },
    },
    {
      id: 'concurrency-patterns',
      title: 'Concurrency Patterns',
      type: 'interactive',
      learningObjectives: [
        'Run independent work at the same time with Promise.all and know when it rejects',
        'Choose between Promise.all, Promise.allSettled, Promise.race and Promise.any',
        'Limit concurrency so a burst of work does not overwhelm a service',
      ],
      introduction:
        "Concurrency means having several operations in progress at once on one thread. The gateway's /health route asks three services at the same time; the storage service can delete a page of objects together. The Promise combinators and a small concurrency limiter cover nearly every case you will meet.",
      content: `### The four combinators

Each takes an iterable of promises and returns one promise:

| Combinator | Fulfils when | Rejects when | Use it for |
|---|---|---|---|
| \`Promise.all\` | all fulfil (values in input order) | the first one rejects | steps that must all succeed |
| \`Promise.allSettled\` | all settle (never rejects) | never | reporting on everything, such as health checks |
| \`Promise.race\` | the first one settles, whichever way | the first one rejects | timeouts |
| \`Promise.any\` | the first one fulfils | all reject (\`AggregateError\`) | the fastest of several replicas |

None of them cancels the losers. When \`Promise.all\` rejects, or \`Promise.race\` has a winner, the other operations keep running; the combinator only stops waiting for them.

### Health checks with allSettled

The gateway's \`/health\` reports each service's status. If one service is down, the others' answers still matter, so \`allSettled\` fits better than \`all\`:

${FENCE}js
const results = await Promise.allSettled(
  ['storage', 'users', 'visualization'].map((name) => checkService(name)),
);
const healthy = results.every((result) => result.status === 'fulfilled');
${FENCE}

### Limiting concurrency

\`Promise.all(items.map(fn))\` starts **every** call at once. For 5 items that is fine; for 5,000 uploads it floods the receiving service, runs into rate limits and uses a lot of memory. Workers also limit how many outgoing connections one invocation can have open at a time, and queue the rest.

A **concurrency limit** keeps at most \`limit\` calls in flight: start \`limit\` workers, and have each one take the next unclaimed item until none are left. Results are stored by index so they come back in input order. You will write this in the challenge.

### Choosing

- Independent reads that all must succeed: \`Promise.all\`.
- Want every outcome, even failures: \`Promise.allSettled\`.
- Many items: a limit of a few (4 to 10) in flight.
- A deadline: \`Promise.race\` against a timer (see the error-handling module).

The sandbox draws three calls made one after another and then together: the total time is the sum in the first case and the maximum in the second.`,
      summary: `- \`Promise.all\` waits for all and rejects on the first failure; \`allSettled\` reports every outcome.
- \`race\` settles with the first to settle; \`any\` fulfils with the first success.
- No combinator cancels the other operations; they keep running.
- Parallel time is the slowest call, sequential time is the sum.
- Bound concurrency for large batches so you do not overwhelm a service.`,
      code: {
        language: 'javascript',
        code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function check(name, ms, ok = true) {
  await sleep(ms);
  if (!ok) throw new Error(name + ' unreachable');
  return name + ' healthy';
}

const results = await Promise.allSettled([
  check('storage', 80), check('users', 40), check('visualization', 60, false),
]);
for (const result of results) {
  console.log(result.status, '-', result.status === 'fulfilled' ? result.value : result.reason.message);
}

try {
  await Promise.all([check('storage', 80), check('visualization', 60, false)]);
} catch (error) {
  console.log('Promise.all rejected with:', error.message);
}

const winner = await Promise.race([check('storage', 80), check('users', 40)]);
console.log('race winner:', winner);`,
        explanation:
          'allSettled reports all three outcomes, including the failure. Promise.all rejects as soon as visualization fails, at 60 ms, without waiting for storage. race settles with users, the faster of the two.',
        runnable: true,
      },
      d3Sandbox: {
        width: 600,
        height: 280,
        code: `// Three calls awaited one after another, then started together with Promise.all.
const calls = [
  { name: 'storage', ms: 80, colour: '#4c6ef5' },
  { name: 'users', ms: 40, colour: '#12b886' },
  { name: 'visualization', ms: 60, colour: '#f59f00' },
];
const rows = [];
let clock = 0;
for (const call of calls) {
  rows.push({ group: 'Sequential', ...call, start: clock });
  clock += call.ms;
}
for (const call of calls) rows.push({ group: 'Promise.all', ...call, start: 0 });

const margin = { top: 30, right: 20, bottom: 40, left: 190 };
const svg = d3.select(container).append('svg').attr('width', width).attr('height', height);
const x = d3.scaleLinear().domain([0, 200]).range([margin.left, width - margin.right]);
const y = d3.scaleBand()
  .domain(rows.map((row) => row.group + ': ' + row.name))
  .range([margin.top, height - margin.bottom])
  .padding(0.25);

svg.append('g')
  .attr('transform', 'translate(0,' + (height - margin.bottom) + ')')
  .call(d3.axisBottom(x).ticks(5).tickFormat((ms) => ms + ' ms'));
svg.append('g').attr('transform', 'translate(' + margin.left + ',0)').call(d3.axisLeft(y));

svg.selectAll('rect.call').data(rows).join('rect')
  .attr('class', 'call')
  .attr('x', (row) => x(row.start))
  .attr('y', (row) => y(row.group + ': ' + row.name))
  .attr('width', (row) => x(row.start + row.ms) - x(row.start))
  .attr('height', y.bandwidth())
  .attr('fill', (row) => row.colour);

const totals = [
  { label: 'sequential total: 180 ms', at: 180 },
  { label: 'parallel total: 80 ms', at: 80 },
];
svg.selectAll('line.total').data(totals).join('line')
  .attr('x1', (d) => x(d.at)).attr('x2', (d) => x(d.at))
  .attr('y1', margin.top - 6).attr('y2', height - margin.bottom)
  .attr('stroke', '#495057').attr('stroke-dasharray', '4 3');
svg.selectAll('text.total').data(totals).join('text')
  .attr('x', (d) => x(d.at) + 4).attr('y', (d, i) => 14 + i * 12)
  .attr('font-size', 11).attr('fill', '#495057')
  .text((d) => d.label);`,
      },
      quiz: {
        questions: [
          {
            question:
              'Promise.all is given three health checks and the second one rejects after 10 ms. What happens?',
            options: [
              'It waits for all three, then rejects',
              'It rejects straight away with the error of the second check, and the other checks keep running',
              'It fulfils with the two successful results',
              'It cancels the other two checks and rejects',
            ],
            correctAnswer: 1,
            explanation:
              'Promise.all rejects on the first rejection. Nothing is cancelled: the other checks run to completion, and their results are ignored.',
          },
          {
            question:
              "The gateway's /health should report every service's status even when one is down. Which combinator fits?",
            options: ['Promise.race', 'Promise.any', 'Promise.allSettled'],
            correctAnswer: 2,
            explanation:
              'allSettled never rejects and gives a { status, value | reason } result for every input.',
          },
          {
            question: 'Why limit concurrency when processing 5,000 files against another service?',
            options: [
              'To avoid flooding that service and running into rate, connection and memory limits',
              'Because Promise.all accepts at most 100 promises',
              'Because JavaScript can only have 10 pending promises',
            ],
            correctAnswer: 0,
            explanation:
              'Promise.all has no size limit, but starting thousands of requests at once overloads the receiver and your own resources.',
          },
        ],
      },
      challenge: {
        description:
          'Write async mapWithConcurrency(items, limit, fn): call fn(item, index) for every item with at most limit calls in flight at once, and return the results in the same order as items.',
        starterCode: `async function mapWithConcurrency(items, limit, fn) {
  // Call fn(item, index) for every item, with at most limit calls running at once,
  // and return the results in input order.
}`,
        solution: `async function mapWithConcurrency(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  }
  const workers = [];
  for (let i = 0; i < Math.min(limit, items.length); i++) workers.push(worker());
  await Promise.all(workers);
  return results;
}`,
        tests: [
          {
            name: 'keeps input order',
            input:
              'mapWithConcurrency([30, 10, 20], 2, (ms) => new Promise((resolve) => setTimeout(() => resolve(ms), ms)))',
            expectedOutput: '[ 30, 10, 20 ]',
          },
          {
            name: 'runs at most limit at once, and uses the whole limit',
            input:
              '(async () => { let active = 0; let peak = 0; await mapWithConcurrency([1, 2, 3, 4, 5, 6], 3, async (x) => { active++; peak = Math.max(peak, active); await new Promise((resolve) => setTimeout(resolve, 10)); active--; return x; }); return peak; })()',
            expectedOutput: '3',
          },
          {
            name: 'a limit larger than the list',
            input: "mapWithConcurrency(['a', 'b'], 5, async (s) => s.toUpperCase())",
            expectedOutput: "[ 'A', 'B' ]",
          },
          {
            name: 'an empty list',
            input: 'mapWithConcurrency([], 2, async (x) => x)',
            expectedOutput: '[]',
          },
        ],
        hints: [
          'Start limit worker functions; each loops, taking the next unclaimed index until none are left.',
          'Store each result at its index rather than pushing it, so the order matches the input.',
          'await Promise.all(workers), then return the results array.',
        ],
      },
    },
  ],
};
