import type { Section } from '../../lib/module-schema';

const FENCE = '```';

// Sources for the combinators' semantics (when each settles, input order, no cancellation,
// AggregateError, the empty-array cases) and for aborting a fetch on a deadline:
// Source: https://tc39.es/ecma262/multipage/control-abstraction-objects.html#sec-promise.all
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/all
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/allSettled
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/race
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/any
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/AggregateError
// Source: https://developer.mozilla.org/en-US/docs/Web/API/AbortSignal/timeout_static
// Workers (production): six simultaneous outgoing connections per invocation; a seventh waits
// until one of them has its response headers.
// Source: https://developers.cloudflare.com/workers/platform/limits/#simultaneous-open-connections
// This project: the gateway's /health probes every service with Promise.all, each probe
// catching its own failure (services/gateway/src/routes/health/health.routes.ts,
// packages/service-kit/src/probe-service.ts); a search is GET /api/nzbn/search, whose span in the
// visualization worker has that name, and so has the gateway's root span (the route that answered).
export const concurrencyPatternsSection: Section = {
  id: 'concurrency-patterns',
  title: 'Concurrency Patterns',
  type: 'interactive',
  learningObjectives: [
    'Run independent calls at the same time and predict the total: the slowest call, not the sum',
    'Choose between Promise.all, allSettled, race and any from when each settles and with what',
    'Put a deadline on a call with Promise.race, and keep at most N calls in flight with a pool',
  ],
  introduction:
    "Concurrency means having several operations in progress at once on one thread: while one request waits for the network, the next can start. The gateway's health check asks three services at once, and the register search is quickest when independent searches overlap. Four Promise combinators and a small pool cover nearly every case you will meet.",
  content: `### Sequential or parallel

On one thread, concurrency does not mean computing two things at the same instant. It means **waiting** for several things at once: JavaScript starts a request and, while the network works, starts the next. In a service that is where the time goes, in waits for D1, R2 and other workers.

${FENCE}text
await in turn   kiwi ████████████
                bay              ██████
                farm                   █████████    done at 270 ms (the sum)

Promise.all     kiwi ████████████                   done at 120 ms (the slowest)
                bay  ██████
                farm █████████
                     0         100       200       300 ms
${FENCE}

Awaiting each call in a loop adds the times together. Starting every call first and then waiting for all of them takes only as long as the slowest: \`const results = await Promise.all(queries.map(search))\`. Here \`map\` calls \`search\` for each query, which starts all three requests at once, and \`Promise.all\` waits for them together.

### The four combinators

Each takes an iterable (usually an array) of promises and returns one new promise. They differ in when that promise settles and with what:

| Combinator | Fulfils | Rejects |
|---|---|---|
| \`Promise.all\` | when all fulfil, with their values in input order | as soon as one rejects, with its reason (it fails fast) |
| \`Promise.allSettled\` | when all have settled, with \`{ status, value }\` or \`{ status, reason }\` for each | never |
| \`Promise.race\` | if the first to settle fulfils, with its value | if the first to settle rejects, with its reason |
| \`Promise.any\` | with the first value to arrive | only when all reject, with an \`AggregateError\` whose \`errors\` lists every reason |

Three details matter in practice:

- **None of them cancels anything.** When \`Promise.all\` rejects or \`race\` has a winner, the other operations keep running; the combinator just stops waiting for them and drops their results. A later rejection is not reported as unhandled, because the combinator did attach a handler to it.
- Results of \`all\` and \`allSettled\` come in **input order**, not in the order the calls finished.
- With an empty array, \`all\` and \`allSettled\` fulfil with \`[]\`, \`any\` rejects with an \`AggregateError\`, and \`race\` stays pending for ever.

Choosing is mostly a question of what a failure should mean:

- \`all\` when every part is needed, such as a page that needs the user and their files: one failure fails the whole answer.
- \`allSettled\` when you want every outcome, such as a report. The gateway's \`/health\` reaches the same result another way: it asks storage, users and visualization at once with \`Promise.all\`, but each probe catches its own failure and turns it into a status, so one service being down cannot reject the whole check. The cards on [Services](/services) go further: each asks for its own service's health separately, so a slow service never holds up the others.
- \`race\` when the first to settle wins, failure or not; mostly for timeouts.
- \`any\` when you want the first success, such as the fastest of several mirrors; failures only matter if every call fails.

In the visualisation, pick a combinator and make a call fail: watch \`race\` and \`any\` part ways when the fastest call fails.

### Timeouts with race

A promise has no timeout of its own. Race it against a timer that rejects:

${FENCE}js
function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out after ' + ms + ' ms')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
${FENCE}

Clearing the timer matters, or it fires later for nothing. And the slow operation still runs: \`race\` only stops waiting for it. To really stop a request, give \`fetch\` a signal, as in \`fetch(url, { signal: AbortSignal.timeout(2000) })\`, which aborts the request itself. The [error handling module](/learn/error-handling) builds on this.

### Limiting concurrency: a pool of N

\`Promise.all(items.map(fn))\` starts **every** call at once. For three searches that is what you want; for 5,000 files it floods the service you call, trips its rate limits and holds thousands of answers in memory. A deployed Cloudflare Worker can also have at most six outgoing connections waiting for a response per invocation; a seventh is queued until one of them gets its response headers, so starting 5,000 fetches at once does not even make them faster.

A pool keeps at most N calls in flight. Start N workers; each takes the next item nobody has claimed, awaits it, stores the result at that item's index and goes back for more until no items are left:

${FENCE}text
limit 2, items a b c d e
worker 1   [ a ][    c    ][ e ]
worker 2   [    b    ][ d ]
           a new call starts the moment one finishes
${FENCE}

Because JavaScript runs one piece of code at a time, \`const index = next++\` can never hand the same item to two workers: no locks needed. Storing by index keeps the results in input order. You write this pool in the challenge.

### Watch it live

A register search in this app is one \`GET /api/nzbn/search\` request. The exercise below times three real searches awaited in turn and then with \`Promise.all\`, and [Traces](/traces) shows each search as a trace of its own.`,
  summary: `- Awaiting calls in turn costs the sum of their times; starting them all and then awaiting \`Promise.all\` costs about the slowest one.
- \`all\` fulfils with every value in input order or rejects on the first failure; \`allSettled\` never rejects and reports every outcome.
- \`race\` settles like the first call to settle, even a failure; \`any\` fulfils with the first success and rejects with an \`AggregateError\` only when all fail.
- No combinator cancels the calls it stops waiting for: clear your timers, and use an \`AbortSignal\` to stop a request.
- For large batches, a pool of N workers keeps at most N calls in flight and the results in input order.`,
  code: {
    language: 'javascript',
    code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (start) => Math.round((Date.now() - start) / 10) * 10 + ' ms';
async function search(q, ms, fails = false) {
  await sleep(ms);
  if (fails) throw new Error(q + ' failed');
  return q;
}

let start = Date.now();
for (const q of ['kiwi', 'bay', 'farm']) await search(q, 50);
console.log('in turn:', since(start));
start = Date.now();
const all = await Promise.all([search('kiwi', 50), search('bay', 30), search('farm', 40)]);
console.log('Promise.all:', all, 'after', since(start));

start = Date.now();
try {
  await Promise.all([search('kiwi', 50), search('bay', 20, true)]);
} catch (error) {
  console.log('Promise.all rejected:', error.message, 'after', since(start));
}
const settled = await Promise.allSettled([search('kiwi', 30), search('bay', 20, true)]);
console.log('allSettled:', settled.map((result) => result.status));
console.log('race:', await Promise.race([search('kiwi', 30), search('bay', 20)]));
console.log('any:', await Promise.any([search('kiwi', 30), search('bay', 20, true)]));
try {
  await Promise.any([search('kiwi', 20, true), search('bay', 10, true)]);
} catch (error) {
  console.log('any:', error.name, error.errors.map((reason) => reason.message));
}

const timeout = (ms) =>
  new Promise((_, reject) => setTimeout(() => reject(new Error('timed out after ' + ms + ' ms')), ms));
try {
  await Promise.race([search('slow', 100), timeout(40)]);
} catch (error) {
  console.log('race with a timeout:', error.message);
}`,
    explanation:
      "Three searches of 50 ms take about 150 ms in turn but about 50 ms with Promise.all, the slowest of the three, and the values come back in input order. Promise.all rejects after about 20 ms, when bay fails, without waiting for kiwi. allSettled reports both outcomes. race gives the faster call, bay; any skips bay's failure and gives kiwi; when every call fails, any rejects with an AggregateError listing both errors. The last race rejects after 40 ms while the slow search carries on, ignored.",
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 330,
    code: `// Three calls awaited in turn, and the same three started together and combined.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 520;
const CONTROLS = narrow ? 72 : 38;
const STATUS = narrow ? 70 : 44;
const svgHeight = height - CONTROLS - STATUS;
const fs = narrow ? 11 : 12;
const calls = [
  { name: 'kiwi', ms: 120 },
  { name: 'bay', ms: 60 },
  { name: 'farm', ms: 90 },
];
const MAX = 300;
const PLAY_MS = 2000;
let combinator = 'all';
let failing = 'none';

const root = d3.select(container).style('font-family', theme.fontFamily).style('color', theme.text);
const controls = root.append('div').style('box-sizing', 'border-box').style('padding', '0 4px')
  .style('height', CONTROLS + 'px').style('display', 'flex')
  .style('flex-direction', narrow ? 'column' : 'row').style('justify-content', 'center')
  .style('align-items', narrow ? 'flex-start' : 'center').style('gap', '4px');
const row = () => controls.append('div').style('display', 'flex')
  .style('align-items', 'center').style('gap', '4px');
const row1 = row();
const row2 = narrow ? row() : row1;
const small = (button) => button.attr('type', 'button')
  .style('font-size', '12px').style('padding', '2px 8px').style('min-height', '28px');
row1.append('span').style('font-size', '12px').style('color', theme.dimmed).text('Promise.');
const comboButtons = row1.selectAll('button.combo')
  .data(['all', 'allSettled', 'race', 'any']).join('button').attr('class', 'combo')
  .call(small).text((d) => d)
  .on('click', (event, d) => { combinator = d; draw(); });
const failBay = small(row2.append('button')).text('Fail bay')
  .style('margin-left', narrow ? '0' : '10px')
  .on('click', () => { failing = failing === 'bay' ? 'none' : 'bay'; draw(); });
const failAll = small(row2.append('button')).text('Fail all')
  .on('click', () => { failing = failing === 'all' ? 'none' : 'all'; draw(); });
small(row2.append('button')).text('Replay').on('click', () => draw());
const status = root.append('p').attr('aria-live', 'polite')
  .style('margin', '0').style('padding', '0 4px').style('box-sizing', 'border-box').style('height', STATUS + 'px').style('overflow', 'hidden')
  .style('font-size', narrow ? '12px' : '13px').style('line-height', '1.35');
const svg = root.append('svg').attr('width', width).attr('height', svgHeight).attr('role', 'img')
  .attr('aria-label', 'Timelines of three calls, kiwi 120 ms, bay 60 ms and farm 90 ms: awaited one after another, then started together, with a dashed line where the chosen combinator settles');

const fails = (call) => failing === 'all' || (failing === 'bay' && call.name === 'bay');
const byTime = calls.slice().sort((p, q) => p.ms - q.ms);
const slowest = byTime[byTime.length - 1];

function inTurn() {
  let clock = 0;
  let stopped = null;
  const rows = calls.map((call) => {
    const start = clock;
    clock += call.ms;
    if (stopped !== null) return { call, start, skipped: true };
    if (fails(call)) stopped = clock;
    return { call, start, skipped: false };
  });
  const ok = stopped === null;
  const at = ok ? clock : stopped;
  return { rows, at, ok, label: (ok ? 'done at ' : 'throws at ') + at + ' ms' };
}

function together() {
  const firstFail = byTime.find(fails);
  const firstOk = byTime.find((call) => !fails(call));
  const first = byTime[0];
  const result = (at, ok, text) =>
    ({ at, ok, text, label: (ok ? 'fulfilled at ' : 'rejected at ') + at + ' ms' });
  if (combinator === 'all') {
    return firstFail
      ? result(firstFail.ms, false, 'Promise.all rejects at ' + firstFail.ms + " ms with " + firstFail.name + "'s error: it fails fast. The other calls keep running (nothing is cancelled); their results are ignored.")
      : result(slowest.ms, true, 'Promise.all fulfils at ' + slowest.ms + ' ms, when the slowest call (' + slowest.name + ') is done, with all three results in input order: kiwi, bay, farm.');
  }
  if (combinator === 'allSettled') {
    const failed = calls.filter(fails).length;
    return result(slowest.ms, true, 'Promise.allSettled never rejects: it fulfils at ' + slowest.ms + ' ms, once all three have settled, with one outcome per call: ' + (3 - failed) + ' fulfilled, ' + failed + ' rejected.');
  }
  if (combinator === 'race') {
    return fails(first)
      ? result(first.ms, false, 'Promise.race settles like the first call to settle, even a failure: ' + first.name + ' rejects at ' + first.ms + ' ms, so race rejects with its error.')
      : result(first.ms, true, 'Promise.race settles like the first call to settle: ' + first.name + ' fulfils at ' + first.ms + " ms, so race fulfils with " + first.name + "'s result.");
  }
  if (firstOk) {
    return firstOk === first
      ? result(firstOk.ms, true, 'Promise.any fulfils with the first success: ' + firstOk.name + ', at ' + firstOk.ms + ' ms.')
      : result(firstOk.ms, true, 'Promise.any skips the failure of ' + first.name + ' and fulfils at ' + firstOk.ms + ' ms with ' + firstOk.name + ', the first success.');
  }
  return result(slowest.ms, false, 'Every call fails, so Promise.any rejects only at ' + slowest.ms + ' ms, after the last failure, with an AggregateError listing all three errors.');
}

const labelW = narrow ? 34 : 46;
const x = d3.scaleLinear().domain([0, MAX]).range([labelW, width - 22]);
// Two panels of three rows each, their titles and the axis share the svg's height.
const rowGap = 5;
const rowH = Math.max(10, Math.min(22, Math.floor((svgHeight - 72) / 6) - rowGap));
const panelH = 18 + calls.length * (rowH + rowGap);
const axisY = 4 + panelH * 2 + 8;
const when = (ms) => (ms / MAX) * PLAY_MS;

function draw() {
  svg.selectAll('*').interrupt().remove();
  comboButtons.attr('aria-pressed', (d) => String(d === combinator));
  failBay.attr('aria-pressed', String(failing === 'bay'));
  failAll.attr('aria-pressed', String(failing === 'all'));
  const seq = inTurn();
  const par = together();
  status.text(par.text);

  const axis = svg.append('g').attr('transform', 'translate(0,' + axisY + ')')
    .call(d3.axisBottom(x).tickValues([0, 100, 200, 300]).tickFormat((ms) => ms + ' ms').tickSizeOuter(0));
  axis.attr('font-family', theme.fontFamily);
  axis.selectAll('text').style('fill', theme.dimmed);
  axis.selectAll('line, path').attr('stroke', theme.grid);

  const panels = [
    { title: 'await in turn', y: 2, rows: seq.rows, result: seq },
    {
      title: 'Promise.' + combinator,
      y: 2 + panelH + 8,
      rows: calls.map((call) => ({ call, start: 0, skipped: false })),
      result: par,
    },
  ];
  panels.forEach((panel) => {
    const g = svg.append('g').attr('transform', 'translate(0,' + panel.y + ')');
    const colour = panel.result.ok ? theme.success : theme.danger;
    g.append('text').attr('x', 2).attr('y', 12).attr('font-size', fs).attr('font-weight', 600)
      .style('fill', theme.text).text(panel.title);
    const label = g.append('text').attr('x', width - 4).attr('y', 12).attr('text-anchor', 'end')
      .attr('font-size', fs).style('fill', colour).text(panel.result.label);
    panel.rows.forEach((item, index) => {
      const y = 18 + index * (rowH + rowGap);
      const x0 = x(item.start);
      const x1 = x(item.start + item.call.ms);
      g.append('text').attr('x', 2).attr('y', y + rowH * 0.75).attr('font-size', fs)
        .style('fill', theme.dimmed).text(item.call.name);
      if (item.skipped) {
        g.append('rect').attr('x', x0).attr('y', y).attr('width', x1 - x0).attr('height', rowH)
          .attr('rx', 3).attr('fill', 'none').attr('stroke', theme.border).attr('stroke-dasharray', '4 3');
        g.append('text').attr('x', x0 + 4).attr('y', y + rowH * 0.75).attr('font-size', fs - 1)
          .style('fill', theme.dimmed).text('never starts');
        return;
      }
      const failed = fails(item.call);
      const bar = g.append('rect').attr('x', x0).attr('y', y).attr('height', rowH).attr('rx', 3)
        .attr('fill', failed ? theme.danger : theme.success).attr('width', reduced ? x1 - x0 : 0);
      const tag = g.append('text').attr('x', x1 + 3).attr('y', y + rowH * 0.75)
        .attr('font-size', fs - 1).style('fill', theme.dimmed).text(failed ? 'error' : 'ok')
        .attr('opacity', reduced ? 1 : 0);
      if (!reduced) {
        bar.transition().delay(when(item.start)).duration(when(item.call.ms)).ease(d3.easeLinear)
          .attr('width', x1 - x0);
        tag.transition().delay(when(item.start + item.call.ms)).duration(150).attr('opacity', 1);
      }
      const end = item.start + item.call.ms;
      if (panel.result === par && end > par.at) {
        // Still running after the combinator settled: nothing cancels it, its result is ignored.
        const fade = g.append('rect').attr('x', x(par.at)).attr('y', y).attr('width', x1 - x(par.at))
          .attr('height', rowH).attr('fill', theme.background).attr('opacity', reduced ? 0.6 : 0);
        if (!reduced) fade.transition().delay(when(par.at)).duration(200).attr('opacity', 0.6);
      }
    });
    const mx = x(panel.result.at);
    const marker = g.append('line').attr('x1', mx).attr('x2', mx).attr('y1', 15)
      .attr('y2', 18 + calls.length * (rowH + rowGap)).attr('stroke', colour).attr('stroke-width', 2)
      .attr('stroke-dasharray', '4 3').attr('opacity', reduced ? 1 : 0);
    label.attr('opacity', reduced ? 1 : 0);
    if (!reduced) {
      marker.transition().delay(when(panel.result.at)).duration(150).attr('opacity', 1);
      label.transition().delay(when(panel.result.at)).duration(150).attr('opacity', 1);
    }
  });

  if (!reduced) {
    const head = svg.append('line').attr('x1', x(0)).attr('x2', x(0)).attr('y1', 0).attr('y2', axisY)
      .attr('stroke', theme.accent).attr('stroke-width', 1.5);
    head.transition().duration(PLAY_MS).ease(d3.easeLinear).attr('x1', x(MAX)).attr('x2', x(MAX))
      .transition().duration(200).attr('opacity', 0);
  }
}
draw();`,
  },
  quiz: {
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
  },
  challenge: {
    description: `Write \`async function mapWithConcurrency(items, limit, fn)\`: call \`fn(item, index)\` for every item, with **at most \`limit\` calls in flight at once**, and return (a promise of) the results **in the same order as \`items\`**. As soon as one call finishes, the next item should start, so the whole limit stays in use. If a call rejects, \`mapWithConcurrency\` rejects with that error, like \`Promise.all\`.`,
    starterCode: `async function mapWithConcurrency(items, limit, fn) {
  const results = new Array(items.length);
  // Start up to limit workers; each takes the next unclaimed index until none are left,
  // and stores fn's result at that index.
  return results;
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
        name: 'returns the results in input order, not in finishing order',
        input:
          'mapWithConcurrency([30, 10, 20], 2, (ms) => new Promise((resolve) => setTimeout(() => resolve(ms), ms)))',
        expectedOutput: '[ 30, 10, 20 ]',
      },
      {
        name: 'runs at most limit calls at once, and uses the whole limit',
        input:
          '(async () => { let active = 0; let peak = 0; await mapWithConcurrency([1, 2, 3, 4, 5, 6], 3, async (x) => { active++; peak = Math.max(peak, active); await new Promise((resolve) => setTimeout(resolve, 10)); active--; return x; }); return peak; })()',
        expectedOutput: '3',
      },
      {
        name: 'works with a limit larger than the list',
        input: "mapWithConcurrency(['a', 'b'], 5, async (s) => s.toUpperCase())",
        expectedOutput: "[ 'A', 'B' ]",
      },
      {
        name: 'an empty list gives an empty array',
        input: 'mapWithConcurrency([], 2, async (x) => x)',
        expectedOutput: '[]',
      },
      {
        name: 'rejects with the error of a call that fails',
        input:
          "mapWithConcurrency([1, 2, 3], 2, async (x) => { if (x === 2) throw new Error('item 2 failed'); return x; }).catch((error) => error.message)",
        expectedOutput: 'item 2 failed',
      },
    ],
    hints: [
      'Keep one shared counter, next. A worker is an async function that loops: take const index = next++, await fn(items[index], index), store the result at results[index], and stop when next reaches items.length.',
      'Start Math.min(limit, items.length) workers, then await Promise.all(workers). When a worker rejects, Promise.all rejects too, which is the error behaviour you need.',
      'JavaScript runs one piece of code at a time, so next++ can never give the same index to two workers.',
    ],
  },
  lab: {
    id: 'time-register-searches',
    title: 'Time real searches in sequence and in parallel',
    goal: 'Search the live business register three times one after another, then three times with `Promise.all`, and compare the two times. In [Traces](/traces) you will find each search as its own trace, and see why the parallel run costs about as much as its slowest search while the sequential run costs the sum.',
    steps: [
      'Press **Start exercise**.',
      "Press **Run Code** on this exercise's example. It searches the register for `kiwi`, `bay` and `farm`, first awaiting each search in turn, then all three at once with `Promise.all`, and prints both times and each search's total.",
      'Compare the two times it printed: the sequential one is roughly the sum of three searches, the `Promise.all` one roughly the slowest of them. Run it again if you like: the figures move a little, the gap stays.',
      "Open [Traces](/traces) and type `GET /api/nzbn/search` in **Operation** (the visualization worker's span for a search; the **Root span** column shows the same name, since the gateway's span is named by the route that answered). The six newest rows are your searches: the older three ran in a row, each starting when the one before had finished; the newest three ran at the same time, overlapping. Compare their **Duration** with the two times you printed.",
      'Press **Check**.',
    ],
    check: 'search-timing',
    checkExplanation:
      'Check reads the register-search traces recorded since you pressed Start exercise (`GET /api/traces`) and passes when there are at least three of them and at least two overlapped in time: one started before another had ended.',
    code: {
      language: 'javascript',
      code: `// Three real register searches: awaited one after another, then all at once.
const queries = ['kiwi', 'bay', 'farm'];
const search = (q) => api.get('/api/nzbn/search?q=' + encodeURIComponent(q));

let start = performance.now();
for (const q of queries) await search(q); // each search waits for the one before
const inTurnMs = Math.round(performance.now() - start);

start = performance.now();
const results = await Promise.all(queries.map((q) => search(q))); // all three start now
const togetherMs = Math.round(performance.now() - start);

console.log('one after another:', inTurnMs, 'ms');
console.log('with Promise.all:', togetherMs, 'ms');
queries.forEach((q, i) => console.log(q + ':', results[i].data.total, 'matches'));`,
      explanation:
        "The first figure is about the sum of three searches, the second about the slowest single search, so it is the smaller one. Each search's total (`data.total`) is the same whichever way it was run: only the waiting changed. Every search also left a trace: six in all, three in a row and three overlapping.",
      runnable: true,
    },
  },
};
