// The 'try/catch, Retries and Backoff' section of the error-handling module, with its
// 'In the Lab' exercise: a message dead-lettered under the `fail` fault, then replayed.
//
// await throws a rejection's reason at that line; try/catch/finally:
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/await
// AbortSignal.timeout makes a fetch reject with a 'TimeoutError' DOMException:
// Source: https://developer.mozilla.org/en-US/docs/Web/API/AbortSignal/timeout_static
// 429 Too Many Requests and Retry-After:
// Source: https://developer.mozilla.org/en-US/docs/Web/HTTP/Reference/Status/429
// Idempotent HTTP methods (GET, PUT, DELETE are; POST is not):
// Source: https://developer.mozilla.org/en-US/docs/Glossary/Idempotent
// Exponential backoff with full jitter (a random wait between 0 and the capped backoff):
// Source: https://aws.amazon.com/blogs/architecture/exponential-backoff-and-jitter/
// Workers: 'Network connection lost' is a runtime error; catch a fetch or binding call, retry it:
// Source: https://developers.cloudflare.com/workers/observability/errors/
// Queues: a message that is not acknowledged (the handler threw, or retry() was called) is
// redelivered; retry({ delaySeconds }) and the consumer's retry_delay set the wait;
// message.attempts counts deliveries; max_retries defaults to 3; a message that reaches it is
// written to the dead-letter queue if one is configured, otherwise deleted:
// Source: https://developers.cloudflare.com/queues/configuration/batching-retries/
// Source: https://developers.cloudflare.com/queues/configuration/dead-letter-queues/
// Queues delivers at least once; use a unique id as an idempotency key:
// Source: https://developers.cloudflare.com/queues/reference/delivery-guarantees/
// This project, not Queues defaults: services/users/wrangler.toml sets max_retries = 5 and
// dead_letter_queue = "file-events-dead-letter" for file-events; retryDelaySeconds in
// packages/service-kit/src/lab-faults/queue-faults.ts waits 1, 2, 4, 8, 16 s (capped at 16);
// under a `fail` fault, holdForFaults retries every message of the batch with that backoff.
// So a message that always fails is delivered 6 times (the first delivery and 5 retries) over
// about 1 + 2 + 4 + 8 + 16 = 31 s, then dead-lettered. The users worker stores dead letters
// (packages/service-kit/src/lab-queues/dead-letters.ts) and the lab replays them onto the queue.
import type { Section } from '../../lib/module-schema';

const FENCE = '```';

export const asyncAwaitErrorsSection: Section = {
  id: 'async-await-errors',
  title: 'try/catch, Retries and Backoff',
  type: 'interactive',
  learningObjectives: [
    'Handle failures of awaited calls with try, catch and finally, and tell failures worth retrying (timeouts, 503, network errors) from those that are not (400)',
    'Retry with exponential backoff, full jitter, a cap on each wait, and a budget of attempts and time',
    'Explain why retrying a non-idempotent call can do the work twice, and how an idempotency key prevents it',
    'Describe how Cloudflare Queues retries a failing message and moves it to a dead-letter queue, and replay it in the lab',
  ],
  introduction:
    'With await, a rejected promise becomes an ordinary exception thrown at the await, so the familiar try/catch works again. That makes it straightforward to add what every service in a distributed system needs: a clear answer when something fails, and a careful second attempt when the failure is only temporary.',
  content: `### try/catch/finally with await

\`await\` unwraps a promise: a fulfilled one gives its value, a rejected one **throws** its reason right there, as if that line said \`throw\`. So ordinary \`try\`/\`catch\`/\`finally\` handles asynchronous failures too, and \`finally\` runs however the \`try\` ends: normally, with a \`return\`, or with an error, caught or not.

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

Inside \`try\`, write \`return await promise\`, not \`return promise\`: without \`await\` the function hands back the promise before it settles, and this \`catch\` never sees its rejection.

### Which failures to retry

A retry helps only if the next attempt can succeed. That is true of **transient** failures, and never of the caller's own mistakes:

| Failure | Retry? |
|---|---|
| timeout, network error, 502, 503, 504 | yes, with backoff |
| 429 Too Many Requests | yes, but not before its \`Retry-After\` |
| 400, 404, 422: bad input, a missing thing | no: it fails the same way every time |

Give every call a timeout, or a hung service holds your caller for ever: \`fetch(url, { signal: AbortSignal.timeout(2000) })\` rejects with a \`TimeoutError\` after 2 s.

### Backoff, jitter and a cap

Retrying at once hammers a service that is already struggling. **Exponential backoff** waits longer after each failure, \`base * 2 ** (attempt - 1)\`: 100, 200, 400, 800 ms. A **cap** stops the waits from growing for ever: \`Math.min(cap, base * 2 ** (attempt - 1))\`.

Backoff alone has a flaw. When a service fails, all its clients fail at the same moment, so they also retry at the same moments, and each wave can knock the service over again. **Full jitter** makes every client wait a *random* time between 0 and its capped backoff, which spreads the waves out:

${FENCE}text
                 █       █               █
no jitter        █       █               █
full jitter  ▂▃▂▃▄▃▂▃▂▃▂▂▃▂▂▂▃▂▂▂▂▂▃▂▂▂▂▂▂
             0s  1s      3s              7s
${FENCE}

### A budget and a deadline

Cap the **number of attempts** (3 to 5 is usual) and the **total time**: someone is waiting for the answer, so stop when the next wait would pass the caller's deadline, and report the failure. Retry at one layer only: if the browser, the gateway and a service each tried 3 times, one click could become 27 calls to a service that is already down.

### The same request twice: idempotency

A timeout means you did not hear back, not that nothing happened: the request may have done its work and only the answer was lost. So a retry is safe only if doing the work twice has the same effect as doing it once, that is, if the operation is **idempotent**. A read, a \`PUT\` of the same object and a \`DELETE\` are; "charge the card" and "add 1 to the file count" are not. Make those safe with an **idempotency key**: the client picks one id for the operation, sends it with every attempt, and the server remembers the ids it has done and answers a repeat without doing the work again.

### Retries in a queue

A queue consumer does not loop and sleep; it lets **Cloudflare Queues** redeliver. A message that is not acknowledged, because the handler threw or called \`message.retry()\`, comes back in a later batch, after the delay given by \`retry({ delaySeconds })\` or the consumer's \`retry_delay\`. \`message.attempts\` counts the deliveries, for your backoff. After \`max_retries\` retries (**3 by default**) Queues moves the message to the consumer's **dead-letter queue** if one is configured; otherwise the message is **deleted**. Queues delivers at least once, so consumers must be idempotent too.

In this project the users service consumes \`file-events\` with \`max_retries = 5\` and \`dead_letter_queue = "file-events-dead-letter"\`, and retries a failed message with a backoff of its own (our choice, not a Queues default):

${FENCE}ts
const retryDelaySeconds = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 16);
for (const message of batch.messages) {
  message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
}
${FENCE}

A message that keeps failing, as under the lab's \`fail\` fault, is delivered 6 times in about 31 s:

${FENCE}text
delivery 1    2     3        4             5                     6
         |-1s-|-2s--|---4s---|-----8s------|---------16s---------|──► dead-letter queue
         0    1     3        7             15                    31 s
${FENCE}

That is the backoff alone. On this system the local broker takes a moment more for each delivery, so the message reaches the dead-letter queue about 45 s after the upload (measured on one machine).

The users service keeps those dead letters in its database, and 'Replay all' on [Services](/services) sends them back onto the queue. Applying a file event is idempotent by its id, so a replay never counts a file twice.`,
  summary: `- \`await\` turns a rejection into a throw at that line, so \`try\`/\`catch\`/\`finally\` works; inside \`try\`, write \`return await\`.
- Retry only transient failures (timeouts, network errors, 502/503/504, a 429 after its \`Retry-After\`), never bad input such as a 400.
- Wait a random time up to \`Math.min(cap, base * 2 ** (attempt - 1))\` (full jitter), and limit both the attempts and the total time.
- Retry only idempotent operations, or make them idempotent with an idempotency key.
- Cloudflare Queues redelivers a failed message up to \`max_retries\` times (3 by default; 5 for file-events here), then moves it to the dead-letter queue if there is one, or deletes it.`,
  code: {
    language: 'javascript',
    code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
class HttpError extends Error {
  constructor(status) {
    super('HTTP ' + status);
    this.status = status;
  }
}
const transient = (error) =>
  [429, 502, 503, 504].includes(error.status) || error.name === 'TimeoutError';

async function withRetry(call, attempts = 4, baseMs = 40, capMs = 100) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      if (!transient(error) || attempt === attempts) {
        console.log('  attempt ' + attempt + ': ' + error.message + ', giving up');
        throw error;
      }
      const ceiling = Math.min(capMs, baseMs * 2 ** (attempt - 1));
      console.log('  attempt ' + attempt + ': ' + error.message + ', retrying within ' + ceiling + ' ms');
      await sleep(Math.random() * ceiling); // full jitter: anywhere from 0 to the ceiling
    }
  }
}

const flakyUsers = async (attempt) => {
  if (attempt < 3) throw new HttpError(503);
  return 'usage: 3 files';
};
const badInput = async () => { throw new HttpError(400); };
const usersDown = async () => { throw new HttpError(503); };

for (const [name, call] of [['flaky users', flakyUsers], ['bad input', badInput], ['users down', usersDown]]) {
  console.log(name + ':');
  await withRetry(call).then(
    (value) => console.log('  result:', value),
    (error) => console.log('  caller gets:', error.message),
  );
}`,
    explanation:
      'Look at the three stories. The flaky service fails twice with 503 and answers on the third attempt: the ceilings grow 40, then 80 ms. The 400 is not transient, so it is thrown at once: a second try would fail the same way. The service that stays down gets four attempts; the third ceiling is capped at 100 ms instead of 160, and then the caller gets the last error. The actual waits are random (full jitter), which is why the output prints only each ceiling. Try making transient return true for every error, and watch the 400 be retried for nothing.',
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 340,
    code: `// 24 clients fail at the same moment and retry with exponential backoff (2, 4, 8, 16 s).
// Without jitter their retries line up in spikes; with full jitter they spread out. Dots are
// each client's retries; the bars count the requests reaching the service per half second.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const controlsH = 40;
const statusH = narrow ? 60 : 44;
const svgH = height - controlsH - statusH;
const CLIENTS = 24;
const RETRIES = 4;
const BASE = 2;
const CAP = 16;
const END = 32;
const SLOT = 0.5;
const SLOTS = END / SLOT;
const CAPACITY = 8;
let jitter = false;
let points = [];
let timer = null;

const root = d3.select(container);
const controls = root
  .append('div')
  .style('display', 'flex')
  .style('align-items', 'center')
  .style('gap', '8px')
  .style('height', controlsH + 'px')
  .style('padding', '0 4px')
  .style('box-sizing', 'border-box');
const jitterButton = controls
  .append('button')
  .attr('type', 'button')
  .attr('aria-pressed', 'false')
  .text('Jitter');
const replayButton = controls.append('button').attr('type', 'button').text('Replay');

const svg = root
  .append('svg')
  .attr('width', width)
  .attr('height', svgH)
  .attr('role', 'img')
  .attr(
    'aria-label',
    'Retries of 24 clients after the same failure, over 32 seconds: one row of dots per client, and below, bars counting the requests that reach the service in each half second, against its capacity of 8.',
  )
  .style('display', 'block');
const status = root
  .append('p')
  .attr('aria-live', 'polite')
  .style('margin', '0')
  .style('padding', '4px 6px')
  .style('box-sizing', 'border-box')
  .style('height', statusH + 'px')
  .style('overflow', 'hidden')
  .style('font-size', '13px')
  .style('line-height', '1.35')
  .style('color', theme.text);

const left = narrow ? 28 : 40;
const right = narrow ? 10 : 18;
const x = d3.scaleLinear().domain([0, END]).range([left, width - right]);
const stripTop = 22;
const stripBottom = stripTop + Math.round((svgH - 22) * 0.32);
const histTop = stripBottom + 26;
const histBottom = svgH - 22;
const row = d3.scaleBand().domain(d3.range(CLIENTS)).range([stripTop, stripBottom]);
// Headroom above the tallest possible bar for its 'peak' label.
const count = d3.scaleLinear().domain([0, CLIENTS + 5]).range([histBottom, histTop]);

svg
  .append('text')
  .attr('x', left)
  .attr('y', 14)
  .attr('font-size', 12)
  .text(narrow ? 'retries of 24 clients' : "each row: one client's retries (24 clients, all failed at 0 s)");
svg
  .append('text')
  .attr('x', left)
  .attr('y', histTop - 10)
  .attr('font-size', 12)
  .text(narrow ? 'requests per 0.5 s' : 'requests reaching the service per 0.5 s');
const xAxis = svg
  .append('g')
  .attr('transform', 'translate(0,' + histBottom + ')')
  .call(
    d3
      .axisBottom(x)
      .tickValues(narrow ? [0, 8, 16, 24, 32] : [0, 4, 8, 12, 16, 20, 24, 28, 32])
      .tickFormat((t) => t + ' s')
      .tickSizeOuter(0),
  );
const yAxis = svg
  .append('g')
  .attr('transform', 'translate(' + left + ',0)')
  .call(d3.axisLeft(count).tickValues([0, 8, 16, 24]).tickSize(3).tickSizeOuter(0));
[xAxis, yAxis].forEach((axis) => {
  axis.selectAll('path, line').attr('stroke', theme.border);
  axis.selectAll('text').style('fill', theme.dimmed).attr('font-size', 11);
});

const barW = Math.max(1, x(SLOT) - x(0) - 1);
const bars = svg
  .append('g')
  .selectAll('rect')
  .data(d3.range(SLOTS).map(() => 0))
  .join('rect')
  .attr('x', (c, i) => x(i * SLOT) + 0.5)
  .attr('width', barW)
  .attr('y', histBottom)
  .attr('height', 0)
  .attr('fill', theme.accent);
svg
  .append('line')
  .attr('x1', left)
  .attr('x2', width - right)
  .attr('y1', count(CAPACITY))
  .attr('y2', count(CAPACITY))
  .attr('stroke', theme.warning)
  .attr('stroke-width', 1.5)
  .attr('stroke-dasharray', '5 3');
svg
  .append('text')
  .attr('x', width - right)
  .attr('y', count(CAPACITY) - 4)
  .attr('text-anchor', 'end')
  .attr('font-size', 11)
  .style('fill', theme.warning)
  .text('capacity ' + CAPACITY);
const peakLabel = svg
  .append('text')
  .attr('text-anchor', 'middle')
  .attr('font-size', 12)
  .attr('font-weight', 600)
  .style('fill', theme.text)
  .text('');
const dotLayer = svg.append('g');
let dots = dotLayer.selectAll('circle');
const cursor = svg
  .append('line')
  .attr('y1', stripTop - 4)
  .attr('y2', histBottom)
  .attr('stroke', theme.dimmed)
  .attr('stroke-width', 1)
  .attr('opacity', 0);

function schedule() {
  const planned = [];
  for (let client = 0; client < CLIENTS; client++) {
    let t = 0;
    for (let attempt = 1; attempt <= RETRIES; attempt++) {
      const ceiling = Math.min(CAP, BASE * 2 ** (attempt - 1));
      t += jitter ? Math.random() * ceiling : ceiling;
      planned.push({ client, t });
    }
  }
  return planned;
}

function update(t) {
  const counts = d3.range(SLOTS).map(() => 0);
  points.forEach((p) => {
    if (p.t <= t) counts[Math.min(SLOTS - 1, Math.floor(p.t / SLOT))] += 1;
  });
  dots.attr('opacity', (p) => (p.t <= t ? 1 : 0));
  bars
    .data(counts)
    .attr('y', (c) => count(c))
    .attr('height', (c) => histBottom - count(c))
    .attr('fill', (c) => (c > CAPACITY ? theme.danger : theme.accent));
  cursor.attr('x1', x(t)).attr('x2', x(t));
  return counts;
}

function finish(counts) {
  cursor.attr('opacity', 0);
  const peak = d3.max(counts);
  const at = counts.indexOf(peak);
  const px = Math.max(left + 30, Math.min(width - right - 24, x(at * SLOT + SLOT / 2)));
  peakLabel.attr('x', px).attr('y', count(peak) - 5).text('peak ' + peak);
  const times = peak > CAPACITY ? Math.round(peak / CAPACITY) : 0;
  if (!jitter) {
    status.text(
      narrow
        ? 'No jitter: all 24 retry together, at 2, 6, 14 and 30 s. Peak: ' + peak + ' requests per 0.5 s (capacity 8).'
        : 'No jitter: all 24 clients retry together, at 2, 6, 14 and 30 s. Peak load: ' + peak +
            ' requests in one half-second' + (times > 1 ? ', ' + times + ' times the capacity of 8.' : '.'),
    );
    return;
  }
  status.text(
    narrow
      ? 'Full jitter: the retries spread out. Peak: ' + peak + ' requests per 0.5 s (capacity 8). Replay draws again.'
      : 'Full jitter: each client waits a random time up to its backoff, so the retries spread out. Peak load: ' +
          peak + ' requests in one half-second (capacity 8). Replay draws new waits.',
  );
}

function play() {
  if (timer) timer.stop();
  timer = null;
  points = schedule();
  dots = dotLayer
    .selectAll('circle')
    .data(points)
    .join('circle')
    .attr('cx', (p) => x(p.t))
    .attr('cy', (p) => row(p.client) + row.bandwidth() / 2)
    .attr('r', narrow ? 1.5 : 2)
    .attr('fill', theme.accent)
    .attr('opacity', 0);
  peakLabel.text('');
  if (reduced) {
    finish(update(END));
    return;
  }
  status.text(
    jitter
      ? 'Replaying with full jitter: every client draws its own random wait.'
      : 'Replaying without jitter: every client waits exactly 2, 4, 8, then 16 s.',
  );
  cursor.attr('opacity', 0.7);
  const run = d3.timer((elapsed) => {
    const t = Math.min(END, elapsed / 110);
    const counts = update(t);
    if (t >= END) {
      run.stop();
      if (timer === run) timer = null;
      finish(counts);
    }
  });
  timer = run;
}

jitterButton.on('click', () => {
  jitter = !jitter;
  jitterButton.attr('aria-pressed', String(jitter));
  play();
});
replayButton.on('click', play);
play();`,
  },
  quiz: {
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
  },
  challenge: {
    description: `Write \`async function retry(fn, attempts, baseMs = 10)\`: call \`fn()\` until it fulfils, at most \`attempts\` times, and return its value.

- Between attempts, wait \`baseMs * 2 ** (attempt - 1)\` milliseconds: 10, 20, 40 ms, and so on.
- If an error has \`retryable === false\` (bad input, like a 400), throw it at once, without another attempt.
- If every attempt fails, throw the last error.

A helper to wait: \`const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));\``,
    starterCode: `async function retry(fn, attempts, baseMs = 10) {
  // Call fn until it succeeds or the attempts run out, with exponential backoff.
  return fn();
}`,
    solution: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function retry(fn, attempts, baseMs = 10) {
  let lastError;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (error.retryable === false) throw error;
      lastError = error;
      if (attempt < attempts) await sleep(baseMs * 2 ** (attempt - 1));
    }
  }
  throw lastError;
}`,
    tests: [
      {
        name: 'returns the value of the first attempt that succeeds',
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
        name: 'does not retry an error marked retryable: false',
        input:
          "(async () => { let calls = 0; try { await retry(async () => { calls++; const error = new Error('400 bad input'); error.retryable = false; throw error; }, 5); return 'no error'; } catch (error) { return error.message + ', calls: ' + calls; } })()",
        expectedOutput: '400 bad input, calls: 1',
      },
      {
        name: 'does not call again after a success',
        input:
          '(async () => { let calls = 0; await retry(async () => { calls++; return 1; }, 4); return calls; })()',
        expectedOutput: '1',
      },
      {
        name: 'backs off between attempts (20 ms, then 40 ms)',
        input:
          "(async () => { const times = []; await retry(async () => { times.push(Date.now()); if (times.length < 3) throw new Error('x'); }, 3, 20); return times[2] - times[0] >= 55; })()",
        expectedOutput: 'true',
      },
    ],
    hints: [
      'Loop with attempt = 1 .. attempts and put try { return await fn(); } inside: the await makes a rejection land in your catch.',
      'In the catch: throw the error at once if error.retryable === false; otherwise remember it, and sleep before the next attempt, but not after the last one.',
      'After the loop, throw the last error you remembered.',
    ],
  },
  lab: {
    id: 'dead-letter-and-replay',
    title: 'Send a message to the dead-letter queue and bring it back',
    goal: "Break the `file-events` consumer with a `fail` fault, upload a file, and watch Queues redeliver its file event with this project's backoff (1, 2, 4, 8, 16 s) until it gives up and moves it to `file-events-dead-letter`. Then clear the fault and replay the letter: the demo user's file count catches up. You will see that a dead-letter queue and an idempotent consumer turn a failure into a delay instead of lost work.",
    steps: [
      'Press **Start exercise**.',
      'Open the [fault switches, filled in](/services?target=file-events&type=fail&durationSeconds=180#fault-switches) on Services: **Target** `file-events`, **Fault** `fail`, **Duration (seconds)** `180`. Press **Start fault**. Three minutes leaves time to choose a file and to watch every retry; take your time.',
      'On [Storage](/storage#upload), upload one small file (a `.txt` will do). The upload succeeds, but **Storage used** keeps the same file count: the users consumer fails every delivery of the file event that would count it.',
      "Back on [Services](/services#queues), watch the `file-events` row of the **Queues** table under the **System map**: **Retries (last minute)** climbs with each failed delivery, and about 45 s after the upload **Dead-lettered** shows 1: the backoff adds up to 31 s (1 + 2 + 4 + 8 + 16), and the local broker and the map's telemetry add about 2 s to each of the six deliveries. Wait for it: clear the fault sooner and the next retry simply succeeds (press **Check** and it says so).",
      'Press **Clear** beside the `fail` fault in the **Active lab faults** banner.',
      'Press **Dead letters (1)** in the `file-events` row (or click the `file-events-dead-letter` queue on the map), then **Replay all**. On [Storage](/storage), the file count rises by exactly one within a few seconds.',
      'Press **Check**.',
    ],
    check: 'dead-letter-replay',
    checkExplanation:
      "**Check** compares the demo user's file count (`GET /api/users/demo-user`) with its value when you pressed Start exercise, which must have risen by at least 1, looks in the recent traces (`GET /api/traces`) for your replay of the `file-events` dead letters, and reads the lab's state (`GET /api/lab/topology`, `GET /api/lab/faults`): `file-events` must have no backlog, no dead letters waiting and no `fail` fault.",
  },
};
