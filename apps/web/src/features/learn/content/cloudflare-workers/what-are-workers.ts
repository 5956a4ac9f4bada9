// The 'What Are Workers?' section of the cloudflare-workers module: isolates, the handlers and
// their arguments, work after the response, CPU time against wall time, and per-isolate globals.
import type { Section } from '../../lib/module-schema';

const FENCE = '```';

// Source: https://developers.cloudflare.com/workers/reference/how-workers-works/ (V8 isolates,
//   many per runtime process, started in milliseconds; an isolate may be evicted at any time)
// Source: https://developers.cloudflare.com/workers/platform/limits/ (CPU time 10 ms on Free,
//   up to 5 min on Paid; memory 128 MB; subrequests 50 on Free and 10,000 on Paid; no hard
//   wall-time limit while the client is connected; waitUntil delays cancellation by at most
//   30 seconds)
// Source: https://developers.cloudflare.com/changelog/2025-03-25-higher-cpu-limits/ (Paid is
//   30 s of CPU by default; limits.cpu_ms opts in to any value up to 300,000 ms)
// Source: https://developers.cloudflare.com/workers/runtime-apis/context/ (ctx.waitUntil,
//   passThroughOnException)
// Source: https://developers.cloudflare.com/workers/runtime-apis/handlers/scheduled/
//   (scheduled(controller, env, ctx) for Cron Triggers)
// Source: https://developers.cloudflare.com/queues/platform/limits/ (a queue consumer's
//   invocation may run for 15 minutes of wall time)
// Project: docs/architecture.md (npm start runs one wrangler dev, all four workers in one
//   workerd); services/users/src/lib/reconcile-when-due.ts (local wrangler dev fires no crons).
const content = `### Isolates, not containers

A Worker is not a server that you start and keep running. It is a JavaScript module that the Workers runtime loads into a **V8 isolate**: the same kind of sandbox that keeps two browser tabs apart. One runtime process holds hundreds or thousands of isolates and switches between them, so a new one starts in milliseconds. There is no container image to boot, no operating system to patch and no autoscaling to set up, and so no container cold start: at worst, a new isolate has to load your module first.

Inside the isolate you get Web-standard APIs (\`fetch\`, \`Request\`, \`Response\`, \`URL\`, streams, \`crypto.subtle\`), not a file system. Anything that has to last lives outside the isolate, behind a **binding**: a D1 database, an R2 bucket, a queue, another Worker.

This project runs the same runtime on your machine. \`npm start\` starts one \`wrangler dev\`, which runs **workerd**, the open-source core of Workers, with all four Workers in one process and local D1, R2 and Queues. Each health card on [Services](/services) is one of those Workers answering.

### The module Worker

${FENCE}ts
export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/health') return Response.json({ status: 'healthy' });
    return new Response('Not found', { status: 404 });
  },
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(sweepUnfinishedUploads(env));
  },
} satisfies ExportedHandler<Env>;
${FENCE}

| Argument | What it is | In this project |
|---|---|---|
| \`request\` | the incoming \`Request\` | \`GET /api/users/demo-user\` |
| \`env\` | the bindings declared in \`wrangler.toml\`, plus variables and secrets | \`env.USERS_DB\` (D1), \`env.FILES\` (R2), \`env.FILE_EVENTS\` (a queue), \`env.STORAGE\` (another Worker) |
| \`ctx\` | the execution context: \`waitUntil(promise)\`, \`passThroughOnException()\` | \`ctx.waitUntil(...)\` around telemetry |

The same object can export other handlers. \`scheduled(controller, env, ctx)\` runs on a cron trigger: every 5 minutes, storage sweeps unfinished uploads and users reconciles usage. \`queue(batch, env, ctx)\` receives queue messages (next section). Local \`wrangler dev\` fires no crons, so this project also starts each job after a request once it is due; on Cloudflare the cron does it.

### Work after the response: ctx.waitUntil

When \`fetch\` returns its \`Response\`, the client has its answer and the runtime may end the invocation: promises still pending can be cut off. \`ctx.waitUntil(promise)\` keeps the invocation alive until the promise settles, **without** delaying the response. It is meant for short jobs: the runtime waits at most 30 seconds for them. Every Worker here sends its telemetry this way, so no request waits for it.

${FENCE}text
          0 ms                40 ms                   88 ms
handler   ##....D1 query....##
                              ^ response sent
waitUntil                     #....send telemetry....#
                                                      ^ invocation ends
CPU       ##                ###                      #
wall      <-- client waits --><- after the response ->

          # JavaScript running (CPU)     . waiting for I/O
${FENCE}

### CPU time and wall time

**Wall time** is the clock on the wall, from the start of an invocation to its end. **CPU time** is only the time your JavaScript actually runs. While a handler awaits D1, R2, a queue or another Worker, the isolate is idle and can serve other requests, so waiting counts towards wall time but not towards CPU time. Most requests use well under a millisecond of CPU.

| Per invocation | Workers Free | Workers Paid |
|---|---|---|
| CPU time | 10 ms | 30 s by default, up to 5 min with \`limits.cpu_ms\` |
| Memory (per isolate) | 128 MB | 128 MB |
| Subrequests (\`fetch\`, D1, R2, other Workers) | 50 | 10,000 |
| Wall time of an HTTP request | no hard limit while the client stays connected | the same |

So a request that waits two seconds for a slow query is fine on the Free plan, but a loop that hashes for 20 ms is not: the runtime stops it with an error. A queue consumer's invocation may last up to 15 minutes of wall time. The limits change from time to time; [the limits page](https://developers.cloudflare.com/workers/platform/limits/) has the current figures. The durations on [Metrics](/metrics) are wall time: every wait is in them.

### Globals live per isolate

${FENCE}ts
let served = 0; // module scope: one copy per isolate
export default {
  async fetch() {
    served += 1;
    return new Response('this isolate has served ' + served + ' requests');
  },
};
${FENCE}

A global survives from one request to the next **in the same isolate**, which makes it fine for a cache or a buffer. But Cloudflare runs your Worker in many isolates at once, on many machines, and evicts an isolate whenever it needs the memory. Each isolate has its own \`served\`, and any of them can start again from 0: a global is neither shared nor durable. The telemetry buffer here is a per-isolate global on purpose, since it holds events for at most a second before they go to the queue. A number that matters, such as a user's file count, belongs in D1.`;

const code = `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const at = () => Math.round((Date.now() - started) / 10) * 10 + ' ms';
let cpuMs = 0; // time spent running JavaScript, not waiting
function work(ms) { const end = Date.now() + ms; while (Date.now() < end); cpuMs += ms; }

// A stand-in for the runtime: it sends the response as soon as fetch returns,
// then keeps the invocation alive until every waitUntil promise has settled.
async function invoke(worker, request, env) {
  const pending = [];
  const ctx = { waitUntil: (promise) => pending.push(promise) };
  const response = await worker.fetch(request, env, ctx);
  console.log(at(), 'response sent:', response);
  await Promise.allSettled(pending);
  console.log(at(), 'invocation ends; CPU used: about', cpuMs, 'ms');
}

const env = {
  USERS_DB: { first: async () => { await sleep(100); return { fileCount: 3 }; } },
  TELEMETRY: { send: async (event) => { await sleep(200); console.log(at(), 'telemetry queued:', event); } },
};
const worker = {
  async fetch(request, env, ctx) {
    work(4); // parse the URL and pick a route
    const usage = await env.USERS_DB.first(); // waiting: wall time only
    work(4); // build the JSON
    ctx.waitUntil(env.TELEMETRY.send({ path: request.url, status: 200 }));
    return { status: 200, body: usage };
  },
};
await invoke(worker, { url: '/api/users/demo-user' }, env);`;

const d3Code = `// One request in a Worker: CPU time and waiting for I/O, the response, and waitUntil work.
const reduced = typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const FREE_CPU_MS = 10;
const METER_MAX_MS = 40;
const DEFAULTS = { queries: 1, background: 1, heavy: false };
const state = Object.assign({}, DEFAULTS);

const controlsHeight = narrow ? 80 : 44;
const statusHeight = narrow ? 54 : 38;
const margin = { left: narrow ? 66 : 84, right: 14 };
const laneHeight = narrow ? 32 : 52;
const handlerY = controlsHeight + 24;
const backgroundY = handlerY + laneHeight + 16;
const axisY = backgroundY + laneHeight + 4;
const meterY = axisY + 30;

const root = d3.select(container).style('position', 'relative');
const controls = root.append('div')
  .style('position', 'absolute').style('top', '0').style('left', '0').style('right', '0')
  .style('height', controlsHeight + 'px').style('overflow', 'hidden').style('z-index', '1')
  .style('display', 'flex').style('flex-wrap', 'wrap').style('align-content', 'flex-start')
  .style('gap', '6px').style('padding-top', '4px').style('box-sizing', 'border-box');
const addButton = (label) =>
  controls.append('button').attr('type', 'button').style('font-size', '12px').text(label);
const queryButton = addButton(narrow ? 'Add D1 query' : 'Add a D1 query');
const workButton = addButton(narrow ? 'Add waitUntil' : 'Add waitUntil work');
const loopButton = addButton('CPU-heavy loop').attr('aria-pressed', 'false');
const resetButton = addButton('Reset');

const svg = root.append('svg')
  .attr('width', width).attr('height', height)
  .attr('role', 'img')
  .attr('aria-label', 'Timeline of one request in a Worker: CPU time and waiting for I/O in the handler, the moment the response is sent, the waitUntil work after it, and a meter of CPU time against the Free plan limit')
  .style('display', 'block').style('font-family', theme.fontFamily).style('font-size', '11px');
const status = root.append('p').attr('aria-live', 'polite')
  .style('position', 'absolute').style('left', '0').style('right', '0').style('bottom', '0')
  .style('height', statusHeight + 'px').style('margin', '0').style('overflow', 'hidden')
  .style('font-size', '12px').style('line-height', '16px').style('color', theme.text);

svg.append('text').attr('x', margin.left - 8).attr('y', handlerY + laneHeight / 2 + 4)
  .attr('text-anchor', 'end').text('handler');
svg.append('text').attr('x', margin.left - 8).attr('y', backgroundY + laneHeight / 2 + 4)
  .attr('text-anchor', 'end').text('waitUntil');
svg.append('text').attr('x', margin.left - 8).attr('y', meterY + 11)
  .attr('text-anchor', 'end').text('CPU');
const emptyNote = svg.append('text').attr('x', margin.left + 4)
  .attr('y', backgroundY + laneHeight / 2 + 4).style('fill', theme.dimmed).text('nothing waits');
const chart = svg.append('g');
const axis = svg.append('g').attr('color', theme.dimmed)
  .attr('transform', 'translate(0,' + axisY + ')');
const responseLine = svg.append('line').attr('stroke', theme.text).attr('stroke-dasharray', '3 3');
const endLine = svg.append('line').attr('stroke', theme.event).attr('stroke-dasharray', '3 3');
const responseLabel = svg.append('text').attr('y', handlerY - 8);
const endLabel = svg.append('text').attr('y', backgroundY - 5).style('fill', theme.event);

const meter = d3.scaleLinear().domain([0, METER_MAX_MS])
  .range([margin.left, width - margin.right]).clamp(true);
svg.append('rect').attr('x', margin.left).attr('y', meterY)
  .attr('width', width - margin.left - margin.right).attr('height', 14)
  .attr('fill', theme.surface).attr('stroke', theme.border);
const meterBar = svg.append('rect').attr('x', margin.left).attr('y', meterY).attr('height', 14);
svg.append('line').attr('x1', meter(FREE_CPU_MS)).attr('x2', meter(FREE_CPU_MS))
  .attr('y1', meterY - 4).attr('y2', meterY + 18).attr('stroke', theme.danger).attr('stroke-width', 2);
svg.append('text').attr('x', meter(FREE_CPU_MS) + 4).attr('y', meterY + 30)
  .style('fill', theme.danger).text('Free limit 10 ms');
const meterText = svg.append('text').attr('y', meterY + 11);

function model() {
  const segments = [];
  let t = 0;
  const step = (kind, ms, label) => {
    segments.push({ id: 'h' + segments.length, row: 0, kind: kind, start: t, end: t + ms, label: label });
    t += ms;
  };
  step('cpu', 2, 'route');
  for (let i = 0; i < state.queries; i += 1) { step('wait', 40, 'D1 query'); step('cpu', 1, ''); }
  if (state.heavy) step('cpu', 25, 'CPU loop');
  step('cpu', 2, 'JSON');
  const responseAt = t;
  let end = t;
  for (let i = 0; i < state.background; i += 1) {
    const waitMs = 45 + 25 * i;
    segments.push({ id: 'w' + i + 'c', row: i + 1, kind: 'cpu', start: t, end: t + 1, label: '' });
    segments.push({ id: 'w' + i, row: i + 1, kind: 'wait', start: t + 1, end: t + 1 + waitMs, label: 'send' });
    end = Math.max(end, t + 1 + waitMs);
  }
  const cpu = d3.sum(segments.filter((s) => s.kind === 'cpu'), (s) => s.end - s.start);
  // Where the CPU time used so far reaches the Free limit: the runtime stops the request there.
  let used = 0;
  let stopAt = null;
  segments.filter((s) => s.kind === 'cpu').sort((a, b) => a.start - b.start).forEach((s) => {
    used += s.end - s.start;
    if (stopAt === null && used > FREE_CPU_MS) stopAt = s.end - (used - FREE_CPU_MS);
  });
  return { segments: segments, responseAt: responseAt, end: end, cpu: cpu, stopAt: stopAt };
}

function render() {
  const m = model();
  const x = d3.scaleLinear().domain([0, Math.max(m.end, 60)]).range([margin.left, width - margin.right]);
  const rows = Math.max(1, state.background);
  const rowY = (s) => (s.row === 0 ? handlerY : backgroundY + ((s.row - 1) * laneHeight) / rows);
  const rowH = (s) => (s.row === 0 ? laneHeight : laneHeight / rows) - 3;
  const move = (selection) => (reduced ? selection : selection.transition().duration(450));
  const fill = (s) => (s.kind === 'wait' ? theme.surface : s.row === 0 ? theme.accent : theme.event);

  const rects = chart.selectAll('rect').data(m.segments, (s) => s.id).join(
    (enter) => enter.append('rect').attr('x', (s) => x(s.start)).attr('width', 0),
  );
  // What would come after the stop never happens: drawn faint.
  const after = (s) => m.stopAt !== null && s.start >= m.stopAt;
  rects.attr('y', rowY).attr('height', rowH).attr('fill', fill)
    .attr('opacity', (s) => (after(s) ? 0.3 : 1))
    .attr('stroke', (s) => (s.kind === 'wait' ? (s.row === 0 ? theme.border : theme.event) : 'none'))
    .attr('stroke-dasharray', (s) => (s.kind === 'wait' ? '4 3' : null));
  move(rects).attr('x', (s) => x(s.start)).attr('width', (s) => Math.max(2, x(s.end) - x(s.start)));

  const fits = (s) => s.label !== '' && x(s.end) - x(s.start) > s.label.length * 6 + 8;
  chart.selectAll('text').data(m.segments.filter(fits), (s) => s.id).join('text')
    .attr('x', (s) => x(s.start) + 4).attr('y', (s) => rowY(s) + rowH(s) / 2 + 4)
    .style('fill', (s) => (s.kind === 'cpu' ? theme.onFill : theme.dimmed)).text((s) => s.label);

  axis.call(d3.axisBottom(x).ticks(narrow ? 3 : 6).tickFormat((ms) => ms + ' ms'));
  const noResponse = m.stopAt !== null && m.stopAt < m.responseAt;
  const rx = x(noResponse ? m.stopAt : m.responseAt);
  const ex = x(m.stopAt !== null && !noResponse ? m.stopAt : m.end);
  move(responseLine).attr('x1', rx).attr('x2', rx).attr('y1', handlerY - 4).attr('y2', axisY);
  move(endLine).attr('x1', ex).attr('x2', ex).attr('y1', backgroundY - 2).attr('y2', axisY);
  const roomLeft = rx - margin.left > 96;
  responseLabel.attr('x', roomLeft ? rx - 4 : rx + 4).attr('text-anchor', roomLeft ? 'end' : 'start')
    .text(noResponse ? 'stopped: no response' : 'response sent');
  endLabel.attr('x', ex - 4).attr('text-anchor', 'end')
    .text(state.background > 0 && !noResponse ? (m.stopAt === null ? 'invocation ends' : 'stopped') : '');
  emptyNote.text(state.background > 0 ? '' : narrow ? 'nothing waits' : 'nothing waits: the invocation ends with the response');

  const over = m.cpu > FREE_CPU_MS;
  move(meterBar).attr('width', meter(m.cpu) - margin.left).attr('fill', over ? theme.danger : theme.accent);
  meterText.attr('x', meter(Math.max(m.cpu, FREE_CPU_MS)) + 6)
    .style('fill', over ? theme.danger : theme.text).text(m.cpu + ' ms');

  queryButton.property('disabled', state.queries >= 4);
  workButton.property('disabled', state.background >= 3);
  loopButton.attr('aria-pressed', String(state.heavy));
  // Stopped before its response, a request has no response time: say one or the other.
  const stopAt = Math.round(m.stopAt ?? 0);
  const text = !over
    ? 'Response at ' + m.responseAt + ' ms, invocation ends at ' + m.end + ' ms. CPU ' + m.cpu + ' ms of 10 ms (Free): waiting for D1 and the queue is wall time only.'
    : noResponse
      ? 'CPU ' + m.cpu + ' ms is over the Free plan\\'s 10 ms: the runtime stops this request at ' + stopAt + ' ms with an error; no response is sent.'
      : 'Response at ' + m.responseAt + ' ms. CPU ' + m.cpu + ' ms is over the Free plan\\'s 10 ms: the runtime stops the waitUntil work at ' + stopAt + ' ms, before it ends.';
  status.style('color', over ? theme.danger : theme.text).text(text);
}

queryButton.on('click', () => { state.queries = Math.min(4, state.queries + 1); render(); });
workButton.on('click', () => { state.background = Math.min(3, state.background + 1); render(); });
loopButton.on('click', () => { state.heavy = !state.heavy; render(); });
resetButton.on('click', () => { Object.assign(state, DEFAULTS); render(); });
render();`;

export const whatAreWorkersSection: Section = {
  id: 'what-are-workers',
  title: 'What Are Workers?',
  type: 'theory',
  learningObjectives: [
    'Explain why a Worker runs in a V8 isolate rather than a container, and what that means for start-up and for global variables',
    'Read a module Worker and say what request, env and ctx provide, and when fetch, scheduled and queue handlers run',
    'Use ctx.waitUntil to finish work after the response without delaying it',
    'Tell CPU time from wall time and check a handler against the CPU, memory and subrequest limits',
  ],
  introduction:
    'All four services of this dashboard are Cloudflare Workers: small JavaScript modules that the runtime calls once per request. Locally, npm start runs them in workerd, the same open-source runtime Cloudflare runs in production, so what you learn here is what is running on your machine.',
  content,
  summary: `- A Worker runs in a V8 isolate inside an already running process, so it starts in milliseconds, with no container to boot and no server to manage.
- A module Worker exports \`fetch(request, env, ctx)\`, and optionally \`scheduled\` (cron) and \`queue\` (messages); \`env\` holds the bindings from \`wrangler.toml\`.
- \`ctx.waitUntil(promise)\` finishes short jobs (at most 30 s) after the response, as every Worker here does with its telemetry.
- CPU time counts only running JavaScript (10 ms per request on Free; 30 s by default and up to 5 min on Paid); waiting for I/O is wall time.
- Globals live per isolate: fine for a cache or a buffer, never for shared or durable state, which belongs in D1, R2 or a queue.`,
  code: {
    language: 'javascript',
    code,
    explanation:
      'Read the three lines in order. The response is sent at about **110 ms** (4 ms of work, 100 ms waiting for the database, 4 ms more), and only then, at about **310 ms**, does the telemetry send inside `waitUntil` finish: the client never waited for it, yet the invocation lasted until it was done. The last line shows the gap between the two clocks: about **310 ms of wall time** but only about **8 ms of CPU time**, because awaiting the database and the queue uses no CPU. Try moving the `ctx.waitUntil(...)` line to `await env.TELEMETRY.send(...)` and watch the response move to 310 ms.',
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 320,
    code: d3Code,
  },
  quiz: {
    questions: [
      {
        question: 'In `fetch(request, env, ctx)`, what is `env`?',
        options: [
          "The server's process environment, like Node's `process.env`",
          'The headers of the incoming request',
          'The execution context, with `waitUntil`',
          "The Worker's bindings (D1, R2, queues, other Workers) plus its variables and secrets",
        ],
        correctAnswer: 3,
        explanation:
          '`env` is how a Worker reaches everything outside itself: `env.USERS_DB`, `env.FILES` and `env.STORAGE` are all bindings declared in `wrangler.toml`. It is not `process.env`: there is no `process`, and `waitUntil` lives on `ctx`, not `env`.',
      },
      {
        question:
          'A handler calls `env.TELEMETRY.send(event)` without `await` and without `ctx.waitUntil`, then returns its response. What can happen?',
        options: [
          'The response waits for the send automatically',
          'The send may be cut off when the invocation ends, and a failure goes unnoticed',
          'The runtime retries the send on the next request',
          'The send throws at once because it was not awaited',
        ],
        correctAnswer: 1,
        explanation:
          'Nothing keeps a floating promise alive once the response is returned, so the runtime may end the invocation first. Passing the promise to `ctx.waitUntil` keeps the invocation alive until it settles, without delaying the response. The runtime never retries it on its own.',
      },
      {
        question:
          'Why does a new Worker start in milliseconds while a new container takes much longer?',
        options: [
          'It runs in a V8 isolate inside a runtime process that is already running',
          'Workers are compiled to native machine code ahead of time',
          'Cloudflare keeps one idle server per Worker always running',
          'Workers skip loading their module until the response is sent',
        ],
        correctAnswer: 0,
        explanation:
          'Creating an isolate inside an existing process costs little: there is no image to pull and no operating system or runtime to boot. Workers are JavaScript run by V8, not ahead-of-time native code, and no server is reserved per Worker.',
      },
      {
        question:
          'A handler runs JavaScript for 2 ms, waits 300 ms for D1 and R2, then runs 3 ms more to build the JSON. How does it stand against the Free plan limit of 10 ms of CPU time?',
        options: [
          'It uses 305 ms of CPU time and is stopped',
          'It uses about 5 ms of CPU time and is within the limit',
          'It uses 300 ms of CPU time, because waiting keeps the CPU busy',
          'The limit applies only to queue consumers, not to HTTP requests',
        ],
        correctAnswer: 1,
        explanation:
          'CPU time counts only the time JavaScript runs: 2 + 3 = 5 ms. The 300 ms of waiting is wall time, during which the isolate is idle. 305 ms is the wall time, which has no hard limit while the client stays connected.',
      },
      {
        question:
          'A Worker keeps `let count = 0` at module scope and adds 1 on each request, returning the count. What do clients see?',
        options: [
          'The exact number of requests the Worker has ever served',
          'Always 1, because module scope is reset on every request',
          'A count per isolate: different isolates count separately, and an evicted isolate starts again from 0',
          'An error, because Workers do not allow module-scope variables',
        ],
        correctAnswer: 2,
        explanation:
          'Module scope lives as long as its isolate, which serves many requests, so the count does grow; but each isolate has its own copy and can be evicted at any time. A total that must be right belongs in D1. It is not reset per request, and module-scope variables are allowed.',
      },
    ],
  },
  challenge: {
    description: `Write the fetch handler \`async function handle(request, env, ctx)\` of a small users Worker. \`request\` is a plain object \`{ method, url }\`, and the handler returns a plain \`{ status, body? }\`.

- \`GET /health\` answers \`{ status: 200, body: 'ok' }\`.
- \`GET /api/users/:id\` looks the user up with a D1 prepared statement, \`await env.USERS_DB.prepare(sql).bind(id).first()\`, and answers \`{ status: 200, body: row }\`, or \`{ status: 404 }\` when \`first()\` gives \`null\`.
- Any other method or path answers \`{ status: 404 }\`.
- For **every** request, send \`{ path, status }\` (the URL's pathname and the status you answer) with \`env.TELEMETRY.send(event)\` inside \`ctx.waitUntil\`, without awaiting it: the response must not wait for telemetry.`,
    starterCode: `async function handle(request, env, ctx) {
  const { pathname } = new URL(request.url);
  // 1. GET /health -> { status: 200, body: 'ok' }
  // 2. GET /api/users/:id -> the row from env.USERS_DB, or { status: 404 }
  // 3. Send { path, status } to env.TELEMETRY inside ctx.waitUntil
  return { status: 404 };
}`,
    solution: `async function route(request, env) {
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET') return { status: 404 };
  if (pathname === '/health') return { status: 200, body: 'ok' };
  const match = pathname.match(/^\\/api\\/users\\/([^/]+)$/);
  if (!match) return { status: 404 };
  const row = await env.USERS_DB
    .prepare('SELECT id, file_count AS fileCount FROM users WHERE id = ?1')
    .bind(match[1])
    .first();
  return row ? { status: 200, body: row } : { status: 404 };
}

async function handle(request, env, ctx) {
  const response = await route(request, env);
  const path = new URL(request.url).pathname;
  ctx.waitUntil(env.TELEMETRY.send({ path, status: response.status }));
  return response;
}`,
    tests: [
      {
        name: "GET /health answers 200 with 'ok'",
        input:
          "handle({ method: 'GET', url: 'http://localhost/health' }, { USERS_DB: { prepare: () => ({ bind: () => ({ first: async () => null }) }) }, TELEMETRY: { send: async () => {} } }, { waitUntil() {} })",
        expectedOutput: "{ status: 200, body: 'ok' }",
      },
      {
        name: 'GET /api/users/demo-user answers 200 with the row D1 found',
        input:
          "(async () => { const USERS_DB = { prepare: () => ({ bind: (id) => ({ first: async () => (id === 'demo-user' ? { fileCount: 3 } : null) }) }) }; return handle({ method: 'GET', url: 'http://localhost/api/users/demo-user' }, { USERS_DB, TELEMETRY: { send: async () => {} } }, { waitUntil() {} }); })()",
        expectedOutput: '{ status: 200, body: { fileCount: 3 } }',
      },
      {
        name: 'An unknown user, an unknown path and a POST answer 404',
        input:
          "(async () => { const env = { USERS_DB: { prepare: () => ({ bind: () => ({ first: async () => null }) }) }, TELEMETRY: { send: async () => {} } }; const ctx = { waitUntil() {} }; const statuses = []; for (const [method, path] of [['GET', '/api/users/nobody'], ['GET', '/nope'], ['POST', '/health']]) statuses.push((await handle({ method, url: 'http://localhost' + path }, env, ctx)).status); return statuses; })()",
        expectedOutput: '[ 404, 404, 404 ]',
      },
      {
        name: 'Telemetry { path, status } is sent inside ctx.waitUntil, after the response',
        input:
          "(async () => { const log = []; const env = { USERS_DB: { prepare: () => ({ bind: () => ({ first: async () => null }) }) }, TELEMETRY: { send: (event) => new Promise((resolve) => setTimeout(() => { log.push('sent ' + event.path + ' ' + event.status); resolve(); }, 30)) } }; const kept = []; const response = await handle({ method: 'GET', url: 'http://localhost/health' }, env, { waitUntil: (promise) => kept.push(promise) }); log.push('returned ' + response.status); await Promise.all(kept); return log; })()",
        expectedOutput: "[ 'returned 200', 'sent /health 200' ]",
      },
    ],
    hints: [
      'Read the path with `new URL(request.url).pathname`, and match `/api/users/:id` with a regular expression such as `/^\\/api\\/users\\/([^/]+)$/`.',
      'Work out the response first (a helper such as `route(request, env)` keeps `handle` short), then call `ctx.waitUntil(env.TELEMETRY.send({ path, status: response.status }))` and return the response.',
      'Do not `await` the send: `waitUntil` is what keeps it alive after you return, and awaiting it would make the client wait.',
    ],
  },
};
