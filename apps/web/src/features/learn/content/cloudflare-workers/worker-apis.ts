// The 'Hono, Service Bindings and Queues' section of the cloudflare-workers module: routing and
// middleware, Worker-to-Worker calls, D1 prepared statements, and producing and consuming queue
// messages, with the lab exercise that pauses the file-events consumer.
import type { Section } from '../../lib/module-schema';

const FENCE = '```';

// Source: https://hono.dev/docs/guides/middleware (app.use, await next(), onion order, c.res)
// Source: https://developers.cloudflare.com/workers/runtime-apis/bindings/service-bindings/
//   (no publicly accessible URL; zero overhead, by default both Workers on the same thread;
//   fetch or RPC through WorkerEntrypoint; each call counts towards the subrequest limit)
// Source: https://developers.cloudflare.com/d1/worker-api/prepared-statements/ (prepare, bind
//   with ?NNN or ? parameters, first, all, run)
// Source: https://developers.cloudflare.com/d1/worker-api/d1-database/ (batch: the statements
//   run as one SQL transaction; a failure rolls back the whole sequence)
// Source: https://developers.cloudflare.com/queues/configuration/batching-retries/
//   (max_batch_size default 10, max 100; max_batch_timeout default 5 s, max 60 s; ack, retry,
//   ackAll, retryAll; returning normally acknowledges; a failed batch is retried except the
//   messages explicitly acknowledged; max_retries defaults to 3; retry delaySeconds)
// Source: https://developers.cloudflare.com/queues/configuration/dead-letter-queues/ (after
//   max_retries a message goes to the DLQ; without one it is deleted permanently)
// Source: https://developers.cloudflare.com/queues/reference/delivery-guarantees/ (at least
//   once: a message may, rarely, be delivered more than once)
// Source: https://developers.cloudflare.com/queues/platform/limits/ (sendBatch: 100 messages
//   or 256 KB; message size 128 KB)
// Project, not Cloudflare defaults: services/users/wrangler.toml (max_batch_size 100,
//   max_batch_timeout 1, max_retries 5, file-events-dead-letter);
//   packages/service-kit/src/lab-faults/queue-faults.ts (retryDelaySeconds 1, 2, 4, 8, 16 s;
//   a pause puts each message back due in 2 s and acknowledges the original); miniflare's queue
//   broker delivers a message max_retries + 1 times before the dead-letter queue.
const content = `### Hono: routes and middleware

Hono is a small router built on the standard \`Request\` and \`Response\`. Its \`app.fetch\` has the signature of a Worker's \`fetch\`, so \`export default app\`, or \`fetch: app.fetch\` beside other handlers, is a whole Worker. A route handler gets one context, \`c\`: \`c.req.param('id')\` reads a path parameter, \`c.req.query('page')\` the query string, \`c.env\` the bindings, \`c.executionCtx\` the \`ctx\`, and \`c.json(...)\` builds the answer.

**Middleware**, registered with \`app.use\`, wraps the routes like the layers of an onion: the code before \`await next()\` runs on the way in, the code after it on the way out, when \`c.res\` holds the response. Every service here mounts one that times each request and sends telemetry in \`waitUntil\`. This users Worker has both kinds of handler:

${FENCE}ts
import { Hono } from 'hono';

type FileEvent = { id: string; type: 'file.uploaded' | 'file.deleted'; fileId: string; userId: string; size: number };
type Env = { USERS_DB: D1Database; TELEMETRY: Queue };
declare function applyOnce(db: D1Database, event: FileEvent): Promise<void>; // twice = once

const app = new Hono<{ Bindings: Env }>();

app.use(async (c, next) => {
  const started = Date.now();
  await next(); // the route runs here
  const event = { path: c.req.path, status: c.res.status, ms: Date.now() - started };
  c.executionCtx.waitUntil(c.env.TELEMETRY.send(event));
});

app.get('/api/users/:id', async (c) => {
  const row = await c.env.USERS_DB
    .prepare('SELECT id, name FROM users WHERE id = ?1')
    .bind(c.req.param('id'))
    .first();
  return row ? c.json({ success: true, data: row }) : c.json({ success: false }, 404);
});

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<FileEvent>, env: Env, ctx: ExecutionContext) {
    for (const message of batch.messages) {
      try {
        await applyOnce(env.USERS_DB, message.body);
        message.ack();
      } catch {
        message.retry({ delaySeconds: 10 });
      }
    }
  },
} satisfies ExportedHandler<Env, FileEvent>;
${FENCE}

### D1: prepared statements

\`prepare(sql)\` takes SQL with placeholders (\`?1\`, \`?2\`, or plain \`?\`), \`bind(...values)\` fills them, and \`first()\` answers one row or \`null\`, \`all()\` every row, \`run()\` the result of a write. The values never become part of the SQL text, so a user id like \`x' OR '1'='1\` is only ever a strange id. \`db.batch([...])\` runs several statements as one transaction: if one fails, none of them is applied. The users consumer applies a whole batch of file events that way.

### Service bindings

The gateway declares \`binding = "USERS"\`, \`service = "users"\` in its \`wrangler.toml\`, and \`env.USERS.fetch(request)\` hands the request to the users Worker **without a public network hop**: no URL, no DNS, no TLS. On Cloudflare both Workers usually run on the same thread of the same machine, and the users Worker need not be reachable from the internet at all. The gateway forwards \`/api/users/*\` this way; on [Traces](/traces) each such call is a client span named by its hop, \`gateway → users\`, with the users Worker's server span beneath it. Instead of HTTP, a Worker can expose **RPC** methods by extending \`WorkerEntrypoint\`, and the caller writes \`await env.USERS.getUsage(id)\`. Either way, each call counts towards the subrequest limit.

### Queues: producer and consumer

${FENCE}text
 storage (producer)             file-events                 users (consumer)
 FILE_EVENTS.send(event) ---> [ e5 e4 e3 e2 e1 ] --batch--> queue(batch, env, ctx)
                                     ^                        |  ack()   -> done
                                     +--- retry({ delay }) ---+  retry() -> again later
                                                              |
                      after max_retries                       v
                      file-events-dead-letter  <--------------+
${FENCE}

\`await env.FILE_EVENTS.send(body)\` resolves once the queue has **stored** the message, not when anyone has processed it; \`sendBatch\` sends up to 100 at once. Storage sends a file event on every upload and delete, and its request does not wait for the users service.

The queue then calls the consumer's \`queue(batch, env, ctx)\` with a batch: up to \`max_batch_size\` messages, or whatever arrived within \`max_batch_timeout\`, whichever comes first. Each message has \`body\`, \`id\` and \`attempts\`.

| In \`queue()\` | What happens |
|---|---|
| \`message.ack()\` | done: never delivered again, even if the handler throws later |
| \`message.retry({ delaySeconds })\` | delivered again after the delay; \`attempts\` goes up |
| returns normally | every message not retried counts as acknowledged |
| throws | every message not acknowledged is delivered again |

| Consumer setting | Cloudflare default | The users consumer of \`file-events\` |
|---|---|---|
| \`max_batch_size\` | 10 | 100 |
| \`max_batch_timeout\` | 5 s | 1 s |
| \`max_retries\` | 3 | 5 |
| \`dead_letter_queue\` | none: the message is deleted | \`file-events-dead-letter\` |

A message that keeps failing is delivered \`max_retries + 1\` times in all, then moved to the dead-letter queue, or deleted if there is none. Unless \`retry()\` passes \`delaySeconds\` (or the consumer sets \`retry_delay\`), a retried message is due again at once; the users consumer asks for its own backoff of 1, 2, 4, 8 and 16 s (this project's \`retryDelaySeconds\`, not a Queues default).

Delivery is **at least once**: rarely, a message arrives twice. So a consumer must be idempotent. The users service writes each file into its ledger with \`INSERT OR IGNORE\`, keyed by the file's id, so applying the same event twice changes nothing. The \`file-events\` row of the 'Queues' table on [Services](/services) shows the backlog, the oldest message's age, retries and dead letters as they happen; upload something on [Storage](/storage) and watch it pass through.`;

const code = `const MAX_RETRIES = 2; // 3 attempts in all, then the dead-letter queue
let waiting = ['e1', 'e2', 'e3', 'e4'].map((id) => ({ id, attempts: 0, dueAt: 0 }));
const deadLetters = [];
const failuresLeft = { e2: 1, e4: Infinity }; // e2 fails once (busy database); e4 always fails

// The consumer: ack what it applied, retry the rest after a delay.
async function queue(batch) {
  for (const message of batch.messages) {
    if (failuresLeft[message.body] > 0) {
      failuresLeft[message.body] -= 1;
      message.retry({ delaySeconds: 1 });
    } else message.ack();
  }
}

// The queue: every "second" (50 ms here), deliver up to 3 due messages as one batch.
for (let second = 0; waiting.length > 0; second += 1) {
  const batch = waiting.filter((m) => m.dueAt <= second).slice(0, 3);
  const outcome = new Map(); // the first ack() or retry() on a message wins
  await queue({ messages: batch.map((m) => ({ body: m.id, attempts: m.attempts + 1,
    ack: () => outcome.has(m) || outcome.set(m, 'ack'),
    retry: (options) => outcome.has(m) || outcome.set(m, options.delaySeconds) })) });
  for (const m of batch) {
    m.attempts += 1;
    const result = outcome.get(m) ?? 'ack'; // returning normally acks the rest
    let said = 'ack';
    if (result !== 'ack') said = m.attempts > MAX_RETRIES ? 'dead-lettered' : 'retry in ' + result + ' s';
    if (said === 'dead-lettered') deadLetters.push(m.id);
    if (said.startsWith('retry')) m.dueAt = second + result;
    else waiting = waiting.filter((w) => w !== m);
    console.log('t=' + second + 's', m.id, 'attempt', m.attempts + ':', said);
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
console.log('dead letters:', deadLetters);`;

const d3Code = `// A queue filling and draining: the producer's rate against what the consumer takes per batch.
const reduced = typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const TICK_MS = 1000; // one second of the simulation
const HISTORY_SECONDS = 40;
const state = { rate: 4, batch: 5, paused: false, now: 0, carry: 0 };
let waiting = []; // the second each waiting message arrived, oldest first
const history = [{ t: 0, backlog: 0 }];

const controlsHeight = width >= 580 ? 44 : width >= 440 ? 80 : 116;
const statusHeight = narrow ? 54 : 38;
const margin = { left: 40, right: 14 };
const barY = controlsHeight + 22;
const chartTop = barY + 40;
const chartBottom = height - statusHeight - 24;

const root = d3.select(container).style('position', 'relative');
const controls = root.append('div')
  .style('position', 'absolute').style('top', '0').style('left', '0').style('right', '0')
  .style('height', controlsHeight + 'px').style('overflow', 'hidden').style('z-index', '1')
  .style('display', 'flex').style('flex-wrap', 'wrap').style('align-items', 'center')
  .style('align-content', 'flex-start').style('gap', '4px 12px').style('padding-top', '4px')
  .style('box-sizing', 'border-box').style('font-size', '12px');
function slider(name, min, max, value, onInput) {
  const group = controls.append('span').style('display', 'inline-flex')
    .style('align-items', 'center').style('gap', '6px').style('min-height', '32px');
  const label = group.append('span').style('min-width', '96px');
  group.append('input').attr('type', 'range').attr('min', min).attr('max', max).attr('step', 1)
    .attr('aria-label', name).property('value', value).style('width', '110px')
    .on('input', function () { onInput(Number(this.value)); });
  return label;
}
const rateLabel = slider('Producer rate, messages per second', 0, 20, state.rate, (value) => {
  state.rate = value; render();
});
const batchLabel = slider('Batch size, messages per batch', 1, 20, state.batch, (value) => {
  state.batch = value; render();
});
// The button says what a press does next; its name changes, so it is no aria-pressed toggle.
const pauseButton = controls.append('button').attr('type', 'button')
  .style('font-size', '12px').text('Pause consumer')
  .on('click', () => { state.paused = !state.paused; render(); });

const svg = root.append('svg')
  .attr('width', width).attr('height', height)
  .attr('role', 'img')
  .attr('aria-label', 'A queue filling and draining: a bar of the messages waiting now, and a line of the backlog over the last 40 seconds')
  .style('display', 'block').style('font-family', theme.fontFamily).style('font-size', '11px');
const status = root.append('p').attr('aria-live', 'polite')
  .style('position', 'absolute').style('left', '0').style('right', '0').style('bottom', '0')
  .style('height', statusHeight + 'px').style('margin', '0').style('overflow', 'hidden')
  .style('font-size', '12px').style('line-height', '16px').style('color', theme.text);

svg.append('text').attr('x', 0).attr('y', barY - 6).text('file-events backlog');
const barValue = svg.append('text').attr('x', width - margin.right).attr('y', barY - 6)
  .attr('text-anchor', 'end');
svg.append('rect').attr('x', 0).attr('y', barY).attr('width', width - margin.right)
  .attr('height', 16).attr('fill', theme.surface).attr('stroke', theme.border);
const bar = svg.append('rect').attr('x', 0).attr('y', barY).attr('height', 16).attr('width', 0);
svg.append('text').attr('x', 0).attr('y', chartTop - 8).style('fill', theme.dimmed)
  .text(narrow ? 'backlog, last 40 s' : 'backlog over the last 40 seconds');
const xAxis = svg.append('g').attr('color', theme.dimmed)
  .attr('transform', 'translate(0,' + chartBottom + ')');
const yAxis = svg.append('g').attr('color', theme.dimmed)
  .attr('transform', 'translate(' + margin.left + ',0)');
const area = svg.append('path').attr('fill', theme.queue).attr('fill-opacity', 0.2);
const line = svg.append('path').attr('fill', 'none').attr('stroke', theme.queue).attr('stroke-width', 2);

function tick() {
  state.now += 1;
  state.carry += state.rate;
  const arrivals = Math.floor(state.carry);
  state.carry -= arrivals;
  for (let i = 0; i < arrivals; i += 1) waiting.push(state.now);
  if (!state.paused) waiting = waiting.slice(Math.min(state.batch, waiting.length));
  history.push({ t: state.now, backlog: waiting.length });
  if (history.length > HISTORY_SECONDS + 1) history.shift();
  render();
}

function describe() {
  const backlog = waiting.length;
  const figures = backlog === 0
    ? 'Backlog 0. '
    : 'Backlog ' + backlog + ', oldest ' + (state.now - waiting[0]) + ' s old. ';
  if (state.paused) return figures + 'Consumer paused: messages wait in the queue and nothing is lost.';
  if (state.rate > state.batch) {
    return figures + 'Filling: ' + state.rate + ' in, at most ' + state.batch + ' out each second.';
  }
  if (backlog > 0) return figures + 'Draining: up to ' + state.batch + ' a second against ' + state.rate + ' in.';
  return 'Empty: every message is handled within a second (' + state.rate + ' in, up to ' + state.batch + ' out).';
}

function render() {
  const backlog = waiting.length;
  const top = Math.max(10, d3.max(history, (h) => h.backlog) || 0);
  const x = d3.scaleLinear().domain([-HISTORY_SECONDS, 0]).range([margin.left, width - margin.right]);
  const ago = (h) => x(h.t - state.now);
  const y = d3.scaleLinear().domain([0, top]).nice().range([chartBottom, chartTop]);
  xAxis.call(d3.axisBottom(x).ticks(narrow ? 4 : 8).tickFormat((t) => (t === 0 ? 'now' : t + ' s')));
  yAxis.call(d3.axisLeft(y).ticks(4));
  area.attr('d', d3.area().x(ago).y0(chartBottom).y1((h) => y(h.backlog))(history));
  line.attr('d', d3.line().x(ago).y((h) => y(h.backlog))(history));
  const scale = d3.scaleLinear().domain([0, y.domain()[1]]).range([0, width - margin.right]).clamp(true);
  const grow = reduced ? bar : bar.transition().duration(TICK_MS * 0.8);
  grow.attr('width', scale(backlog)).attr('fill', state.paused ? theme.warning : theme.queue);
  barValue.text(state.paused ? 'consumer paused' : 'consumer running').style('fill', state.paused ? theme.warning : theme.dimmed);
  rateLabel.text('Producer ' + state.rate + '/s');
  batchLabel.text('Batch size ' + state.batch);
  pauseButton.text(state.paused ? 'Resume consumer' : 'Pause consumer');
  status.text(describe());
}

render();
d3.interval(tick, TICK_MS);`;

export const workerApisSection: Section = {
  id: 'worker-apis',
  title: 'Hono, Service Bindings and Queues',
  type: 'interactive',
  learningObjectives: [
    'Route requests and add middleware with Hono: app.get, c.req.param, c.env, and app.use with await next()',
    'Call another Worker through a service binding (fetch or RPC) and query D1 with prepared statements and bind',
    'Produce messages with send and consume them in queue(batch, env, ctx) with ack and retry, knowing how batching, max_retries and the dead-letter queue behave',
    'Explain why at-least-once delivery makes an idempotent consumer necessary',
  ],
  introduction:
    'Three APIs carry almost everything in this dashboard: Hono routes the requests inside each Worker, service bindings carry requests from the gateway to the other Workers, and queues carry file events and telemetry between them. This section shows each as the services use it, and in the lab you hold a queue consumer still and watch the messages wait.',
  content,
  summary: `- Hono routes with \`app.get\` and \`c.req.param\`; middleware in \`app.use\` runs code before and after \`await next()\`, like the telemetry every service mounts.
- A service binding's \`env.USERS.fetch(request)\` (or an RPC method) calls another Worker directly, without a public URL or network hop.
- D1 queries are prepared statements: \`prepare(sql).bind(...values).first()\`; \`batch\` runs statements as one transaction.
- \`send\` resolves when the queue has stored the message; the consumer gets batches and calls \`ack()\` or \`retry({ delaySeconds })\`; returning acks the rest, throwing redelivers what was not acked.
- After \`max_retries\` (3 by default, 5 here) a message goes to the dead-letter queue, or is deleted without one; delivery is at least once, so consumers are idempotent.`,
  code: {
    language: 'javascript',
    code,
    explanation:
      'Each line is one delivery attempt. At `t=0s` the first batch holds only three messages (the batch size), so `e4` waits for the next one. `e2` fails once and is retried a "second" later, where attempt 2 succeeds. `e4` fails every time: after attempt 3 (`MAX_RETRIES = 2`, so three attempts in all) it is dead-lettered instead of retried, and the last line lists it. Change `failuresLeft` or `MAX_RETRIES` and run it again.',
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
  },
  challenge: {
    description: `Write the consumer \`async function queue(batch, env)\` for file events. Each message of \`batch.messages\` has \`id\`, \`body\`, \`attempts\` (1 on the first delivery), \`ack()\` and \`retry({ delaySeconds })\`.

- A body without a string \`id\` is not a file event and can never succeed: \`ack()\` it, so it is not retried for nothing.
- Otherwise apply it with \`await env.applyOnce(body)\`. On success, \`ack()\` the message.
- If \`applyOnce\` throws, \`retry\` the message with an exponential backoff: \`delaySeconds\` is \`2 ** (attempts - 1)\`, at most 16 (so 1, 2, 4, 8, 16, 16, …).
- One failing message must not stop the others in the batch.`,
    starterCode: `async function queue(batch, env) {
  for (const message of batch.messages) {
    await env.applyOnce(message.body);
    message.ack();
  }
}`,
    solution: `const MAX_DELAY_SECONDS = 16;

function backoff(attempts) {
  return Math.min(2 ** (attempts - 1), MAX_DELAY_SECONDS);
}

async function queue(batch, env) {
  for (const message of batch.messages) {
    if (typeof message.body?.id !== 'string') {
      message.ack(); // not a file event: retrying would never help
      continue;
    }
    try {
      await env.applyOnce(message.body);
      message.ack();
    } catch {
      message.retry({ delaySeconds: backoff(message.attempts) });
    }
  }
}`,
    tests: [
      {
        name: 'Acknowledges every event it applies',
        input:
          "(async () => { const log = []; const msg = (id, body, attempts = 1) => ({ id, body, attempts, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); await queue({ messages: [msg('a', { id: 'e1' }), msg('b', { id: 'e2' })] }, { applyOnce: async () => {} }); return log; })()",
        expectedOutput: "[ 'ack a', 'ack b' ]",
      },
      {
        name: 'Retries a failed event after 1, 4 and at most 16 seconds by its attempts',
        input:
          "(async () => { const log = []; const msg = (id, body, attempts = 1) => ({ id, body, attempts, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { applyOnce: async () => { throw new Error('D1 is busy'); } }; await queue({ messages: [msg('x', { id: 'e1' }, 1), msg('y', { id: 'e2' }, 3), msg('z', { id: 'e3' }, 7)] }, env); return log; })()",
        expectedOutput: "[ 'retry x 1', 'retry y 4', 'retry z 16' ]",
      },
      {
        name: 'One failure does not stop the rest of the batch',
        input:
          "(async () => { const log = []; const msg = (id, body, attempts = 1) => ({ id, body, attempts, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { applyOnce: async (event) => { if (event.id === 'e1') throw new Error('D1 is busy'); } }; await queue({ messages: [msg('a', { id: 'e1' }, 2), msg('b', { id: 'e2' })] }, env); return log; })()",
        expectedOutput: "[ 'retry a 2', 'ack b' ]",
      },
      {
        name: 'Acknowledges a message that is not a file event instead of retrying it',
        input:
          "(async () => { const log = []; const msg = (id, body, attempts = 1) => ({ id, body, attempts, ack: () => log.push('ack ' + id), retry: (o) => log.push('retry ' + id + ' ' + o.delaySeconds) }); const env = { applyOnce: async (event) => { if (typeof event?.id !== 'string') throw new Error('not a file event'); } }; await queue({ messages: [msg('m1', 'hello'), msg('m2', null), msg('m3', { id: 'e3' })] }, env); return log; })()",
        expectedOutput: "[ 'ack m1', 'ack m2', 'ack m3' ]",
      },
    ],
    hints: [
      'Wrap `await env.applyOnce(message.body)` and `message.ack()` in `try { … } catch { … }` inside the loop, so one throw is handled for that message only.',
      'The delay is `Math.min(2 ** (message.attempts - 1), 16)`: attempts 1 gives 1 s, 3 gives 4 s, 7 gives 64, capped at 16.',
      "Check `typeof message.body?.id !== 'string'` first and `ack()` such a message: a retry could never make it valid.",
    ],
  },
  lab: {
    id: 'pause-and-drain',
    title: 'Pause a consumer and watch the backlog drain',
    goal: "Hold the users service's `file-events` consumer still with a `pause` fault, upload three files, and watch the events wait: the uploads succeed at once, but the demo user's file count does not move while the queue's backlog grows and ages. Then clear the fault and time how long the backlog takes to drain. While paused, the consumer puts each message back on the queue, due again in 2 seconds, and acknowledges the original, so no retries are used up and nothing ends in the dead-letter queue: a queue lets the producer carry on while its consumer is away.",
    steps: [
      'Press **Start exercise**.',
      "Open the [fault switches, filled in](/services?target=file-events&type=pause&durationSeconds=180#fault-switches) on Services: **Target** `file-events`, **Fault** `pause`, **Duration (seconds)** `180`. Press **Start fault**. The **Active lab faults** banner now reads 'pause on file-events consumer'.",
      'On [Storage](/storage#upload), upload three small files (PNG, JPEG, PDF or TXT) one after another. Each upload succeeds, but the file count in **Storage used** stays where it was.',
      'Back on [Services](/services#queues), find the `file-events` row of the **Queues** table under the System map: **Backlog** is 3, and **Oldest message** grows each time the map refreshes (every 3 seconds).',
      'Press **Clear** beside the pause fault in the banner, and time how long **Backlog** takes to reach 0: the held messages are due again within 2 seconds, and the figures arrive through telemetry a moment later. **Storage used** on [Storage](/storage) then counts the three files.',
      'Press **Check**.',
    ],
    check: 'pause-and-drain',
    checkExplanation:
      "Check reads the demo user's `usage.fileCount` from `GET /api/users/demo-user`, which must have risen by at least 3 since Start, and the users service's traces, which must hold a `process file-events` span with outcome `paused` since Start. It then needs `GET /api/lab/topology` to show the `file-events` backlog at 0, with no `pause` fault active.",
  },
};
