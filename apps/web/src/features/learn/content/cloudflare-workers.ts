import type { LearningModule } from '../lib/module-schema';

const FENCE = '```';

export const cloudflareWorkersModule: LearningModule = {
  id: 'cloudflare-workers',
  title: 'Cloudflare Workers',
  description:
    'The runtime every service of this dashboard runs on: isolates, the fetch(request, env, ctx) handler, work after the response with waitUntil, routing with Hono, service bindings, and producing and consuming queue messages.',
  difficulty: 'intermediate',
  duration: 40,
  topics: ['workers', 'hono', 'service bindings', 'queues'],
  prerequisites: ['async-basics', 'microservices-intro'],
  sections: [
    {
      id: 'what-are-workers',
      title: 'What Are Workers?',
      type: 'theory',
      learningObjectives: [
        'Describe the Workers runtime: V8 isolates, Web-standard APIs and no servers to manage',
        'Read a module Worker and say what request, env and ctx each provide',
        'Use ctx.waitUntil to finish work after the response, as the telemetry middleware does',
      ],
      introduction:
        'All four services of this dashboard are Cloudflare Workers: small JavaScript modules that the runtime calls once per request. Locally, npm start runs them in workerd, the same open-source runtime Cloudflare uses in production, so what you learn here is exactly what is running on your machine.',
      content: `### Isolates, not servers

A Worker runs in a **V8 isolate**, the same sandboxing that keeps browser tabs apart. Many isolates share one process, so a new one starts in milliseconds instead of the seconds a container needs, and there is no server, operating system or autoscaling to manage. The runtime offers Web-standard APIs: \`fetch\`, \`Request\`, \`Response\`, \`URL\`, streams and \`crypto.subtle\`. There is no file system; state lives in bindings such as D1, R2 and queues.

### The module Worker

${FENCE}ts
export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/health') return Response.json({ status: 'healthy' });
    return new Response('Not found', { status: 404 });
  },
} satisfies ExportedHandler<Env>;
${FENCE}

| Argument | What it is | In this dashboard |
|---|---|---|
| \`request\` | the incoming \`Request\` | \`GET /api/users/demo-user\` |
| \`env\` | the bindings from \`wrangler.toml\`, plus variables and secrets | \`env.DB\` (D1), \`env.FILES\` (R2), \`env.TELEMETRY\` (queue), \`env.STORAGE\` (service) |
| \`ctx\` | the execution context: \`waitUntil(promise)\`, \`passThroughOnException()\` | \`ctx.waitUntil(sendTelemetry(...))\` |

The same default export can have other handlers: \`queue(batch, env, ctx)\` for a queue consumer (the users and visualization services) and \`scheduled(controller, env, ctx)\` for cron triggers (the storage service sweeps unfinished uploads every 5 minutes).

### Work after the response: ctx.waitUntil

Once \`fetch\` has returned its \`Response\`, the runtime may end the invocation, and promises still pending can be cut off. \`ctx.waitUntil(promise)\` keeps the invocation alive until the promise settles, **without** delaying the response. Every worker here mounts a telemetry middleware that records the route, status and duration of each request and sends them to the \`telemetry\` queue inside \`waitUntil\`: you never wait for telemetry, and it is not lost when the handler returns.

### What is different from a server

- **Globals are per isolate.** One isolate serves many requests and can be evicted at any time, so never keep important state in a global variable.
- **CPU time is limited per request**, but time spent waiting on I/O does not count towards it.
- **Memory is limited** (128 MB per isolate), so stream large bodies rather than buffering them.`,
      summary: `- Workers run in V8 isolates that start in milliseconds; there are no servers to manage.
- A module Worker exports \`fetch(request, env, ctx)\`, and optionally \`queue\` and \`scheduled\` handlers.
- \`env\` holds the bindings (D1, R2, queues, other services) declared in \`wrangler.toml\`.
- \`ctx.waitUntil(promise)\` finishes work after the response, as the telemetry middleware does.
- Keep no important state in globals; stream large data; waiting on I/O does not use CPU time.`,
      code: {
        language: 'javascript',
        code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const start = Date.now();
const at = () => String(Date.now() - start).padStart(3) + ' ms';

// A tiny stand-in for the Workers runtime: it calls fetch, sends the response at once,
// then keeps the invocation alive until every promise given to waitUntil has settled.
async function invoke(worker, request, env) {
  const pending = [];
  const ctx = { waitUntil: (promise) => pending.push(promise) };
  const response = await worker.fetch(request, env, ctx);
  console.log(at(), 'response sent:', response);
  await Promise.allSettled(pending);
  console.log(at(), 'invocation finished');
}
const env = {
  TELEMETRY: { async send(body) { await sleep(80); console.log(at(), 'telemetry queued for', body.route); } },
};
const worker = {
  async fetch(request, env, ctx) {
    await sleep(30); // the handler's own work, such as a D1 query
    ctx.waitUntil(env.TELEMETRY.send({ route: request.url, status: 200 }));
    return { status: 200, body: 'usage for demo-user' };
  },
};
await invoke(worker, { url: '/api/users/demo-user' }, env);`,
        explanation:
          'The response goes out after about 30 ms; the telemetry send finishes about 80 ms later, inside waitUntil. The client never waits for it, yet the runtime keeps the invocation alive until it is done.',
        runnable: true,
      },
      d3Sandbox: {
        width: 600,
        height: 240,
        code: `// One request to a Worker: the response leaves before the waitUntil work finishes.
const spans = [
  { lane: 'handler', label: 'route + D1 query', start: 0, end: 30, fill: '#4c6ef5' },
  { lane: 'waitUntil', label: 'telemetry to the queue', start: 30, end: 110, fill: '#f59f00' },
];
const marks = [
  { at: 30, label: 'response sent' },
  { at: 110, label: 'invocation ends' },
];
const margin = { top: 40, right: 30, bottom: 40, left: 90 };
const svg = d3.select(container).append('svg').attr('width', width).attr('height', height);
const x = d3.scaleLinear().domain([0, 130]).range([margin.left, width - margin.right]);
const y = d3.scaleBand().domain(['handler', 'waitUntil'])
  .range([margin.top, height - margin.bottom]).padding(0.35);

svg.append('g').attr('transform', 'translate(0,' + (height - margin.bottom) + ')')
  .call(d3.axisBottom(x).ticks(6).tickFormat((ms) => ms + ' ms'));
svg.append('g').attr('transform', 'translate(' + margin.left + ',0)').call(d3.axisLeft(y));

svg.selectAll('rect.span').data(spans).join('rect')
  .attr('x', (d) => x(d.start)).attr('y', (d) => y(d.lane))
  .attr('width', (d) => x(d.end) - x(d.start)).attr('height', y.bandwidth())
  .attr('fill', (d) => d.fill);
svg.selectAll('text.span').data(spans).join('text')
  .attr('x', (d) => x(d.start) + 6).attr('y', (d) => y(d.lane) + y.bandwidth() / 2 + 4)
  .attr('font-size', 11).attr('fill', 'white').text((d) => d.label);

svg.selectAll('line.mark').data(marks).join('line')
  .attr('x1', (d) => x(d.at)).attr('x2', (d) => x(d.at))
  .attr('y1', margin.top - 12).attr('y2', height - margin.bottom)
  .attr('stroke', '#495057').attr('stroke-dasharray', '4 3');
svg.selectAll('text.mark').data(marks).join('text')
  .attr('x', (d) => x(d.at)).attr('y', margin.top - 16)
  .attr('text-anchor', 'middle').attr('font-size', 11).text((d) => d.label);`,
      },
      quiz: {
        questions: [
          {
            question: 'In fetch(request, env, ctx), what is env?',
            options: [
              'The process environment of the server, like process.env',
              'The incoming request headers',
              'The execution context with waitUntil',
              'The bindings declared for this Worker (D1, R2, queues, services) plus its variables',
            ],
            correctAnswer: 3,
            explanation:
              'env is how a Worker reaches everything outside itself; env.DB, env.FILES and env.STORAGE are all bindings.',
          },
          {
            question:
              'A handler calls env.TELEMETRY.send(event) without await and without ctx.waitUntil, then returns its response. What can happen?',
            options: [
              'The response waits for the send automatically',
              'The send may be cut off when the invocation ends, and a failure goes unnoticed',
              'The runtime retries the send on the next request',
            ],
            correctAnswer: 1,
            explanation:
              'Nothing keeps a floating promise alive after the response. Passing it to ctx.waitUntil extends the invocation until it settles.',
          },
          {
            question: 'Why does a new Worker start faster than a new container?',
            options: [
              'It runs in a V8 isolate inside a process that is already running',
              'Workers are compiled to native machine code ahead of time',
              'Workers keep one server per customer always running',
            ],
            correctAnswer: 0,
            explanation:
              'Creating an isolate in an existing process takes milliseconds; a container has to boot its own runtime.',
          },
        ],
      },
    },
    {
      id: 'worker-apis',
      title: 'Hono, Service Bindings and Queues',
      type: 'interactive',
      learningObjectives: [
        'Route requests with Hono: app.get, path parameters, c.json and c.env',
        'Forward a request to another Worker through a service binding',
        'Produce messages with send and sendBatch, and consume them in queue(batch, env, ctx) with ack and retry',
      ],
      introduction:
        'Three APIs carry almost everything in this dashboard: Hono routes the requests inside each Worker, service bindings carry requests from the gateway to the other Workers, and queues carry events and telemetry between them. This section shows each one as the services use it.',
      content: `### Routing with Hono

Hono is a small web framework built on the standard \`Request\` and \`Response\`. Its \`app.fetch\` has the same signature as a Worker's \`fetch\`, so \`export default app\` is a complete Worker.

${FENCE}ts
const app = new Hono<{ Bindings: Env }>();
app.get('/api/users/:id', async (c) => {
  const id = c.req.param('id');            // path parameter
  const user = await findUser(c.env.DB, id); // c.env holds the bindings
  return user ? c.json({ success: true, data: user }) : c.json({ success: false }, 404);
});
${FENCE}

\`c.req.query('page')\` reads the query string, and \`c.executionCtx.waitUntil(...)\` reaches the execution context.

### Service bindings

The gateway declares one binding per service in its \`wrangler.toml\`:

${FENCE}toml
[[services]]
binding = "STORAGE"
service = "storage"
${FENCE}

\`env.STORAGE.fetch(request)\` hands the request to the storage Worker directly, without a public URL. The gateway forwards \`/api/storage/*\` to \`STORAGE\`, \`/api/users/*\` to \`USERS\`, and \`/api/nzbn/*\` and \`/api/metrics/*\` to \`VISUALIZATION\`; any other \`/api\` path gets a 404 from the gateway itself.

### Producing messages

A producer binding (\`[[queues.producers]]\`) gives a \`Queue\` object. \`await env.TELEMETRY.send(body)\` sends one message; \`await env.FILE_EVENTS.sendBatch([{ body: a }, { body: b }])\` sends up to 100 in one call. The promise fulfils once the queue has stored the messages, not when they are consumed.

### Consuming messages

| Call | Effect |
|---|---|
| \`message.ack()\` | this message is done; it will not be redelivered |
| \`message.retry({ delaySeconds })\` | deliver this message again later |
| \`batch.ackAll()\` / \`batch.retryAll()\` | the same for every message in the batch |
| \`queue()\` returns normally | messages not explicitly retried count as acknowledged |
| \`queue()\` throws | the whole batch is retried, except messages already acknowledged |

The users service's consumer is configured with \`max_batch_size = 100\`, \`max_retries = 5\` and a dead-letter queue. Delivery is at least once, so the consumer skips any event id it has already applied.`,
      summary: `- Hono routes requests with \`app.get\`/\`app.all\`, reads \`c.req.param\` and \`c.req.query\`, and answers with \`c.json\`.
- A service binding's \`env.SERVICE.fetch(request)\` calls another Worker directly, without a public URL.
- Producers use \`send\` and \`sendBatch\`; the promise means "stored", not "processed".
- Consumers get \`queue(batch, env, ctx)\` and call \`message.ack()\` or \`message.retry()\`; throwing retries the batch.
- Delivery is at least once, so consumers are idempotent.`,
      code: {
        language: 'typescript',
        code: `import { Hono } from 'hono';

type FileEvent = { id: string; type: 'file.uploaded' | 'file.deleted'; userId: string; size: number };
type Env = { DB: D1Database; TELEMETRY: Queue };
declare function findUsage(db: D1Database, userId: string): Promise<{ fileCount: number; bytes: number }>;
declare function applyOnce(db: D1Database, event: FileEvent): Promise<void>; // skips seen event ids

const app = new Hono<{ Bindings: Env }>();

app.get('/api/users/:id', async (c) => {
  const id = c.req.param('id');
  const usage = await findUsage(c.env.DB, id);
  c.executionCtx.waitUntil(c.env.TELEMETRY.send({ route: '/api/users/:id', status: 200 }));
  return c.json({ success: true, data: { id, usage } });
});

export default {
  fetch: app.fetch,
  async queue(batch: MessageBatch<FileEvent>, env: Env, ctx: ExecutionContext) {
    for (const message of batch.messages) {
      try {
        await applyOnce(env.DB, message.body);
        message.ack();
      } catch {
        message.retry({ delaySeconds: 10 });
      }
    }
  },
} satisfies ExportedHandler<Env, FileEvent>;`,
        explanation:
          'One Worker with both handlers: Hono answers HTTP requests (sending telemetry after the response), and queue() applies file events one by one, acknowledging each success and asking for a later redelivery of each failure. It needs the Workers runtime, so it is not runnable here.',
        runnable: false,
      },
      quiz: {
        questions: [
          {
            question:
              'How does the gateway reach the storage Worker when it calls c.env.STORAGE.fetch(c.req.raw)?',
            options: [
              "Over the public internet to the storage Worker's URL",
              'Through a shared D1 database',
              'Through a queue, so the gateway does not wait',
              'Through a service binding that hands the request to the other Worker directly',
            ],
            correctAnswer: 3,
            explanation:
              'A service binding is declared in wrangler.toml and calls the other Worker directly, and the gateway waits for its Response.',
          },
          {
            question:
              'A queue() handler returns normally without calling ack() or retry() on some messages. What happens to them?',
            options: [
              'They are redelivered at once',
              'They count as acknowledged and are not redelivered',
              'They go to the dead-letter queue',
            ],
            correctAnswer: 1,
            explanation:
              'When queue() completes without throwing, messages not explicitly retried are acknowledged. Throwing would retry the batch instead.',
          },
          {
            question:
              "In a Hono route registered as app.get('/api/users/:id', ...), how do you read the id?",
            options: ["c.req.param('id')", 'c.env.id', "c.req.query('id')"],
            correctAnswer: 0,
            explanation:
              'c.req.param reads path parameters; c.req.query reads the query string; c.env holds bindings.',
          },
        ],
      },
      challenge: {
        description:
          'Write async forward(request, env) for the gateway: read the path with new URL(request.url).pathname, and forward the request to env.STORAGE for paths under /api/storage/, env.USERS for /api/users/, and env.VISUALIZATION for /api/nzbn/ and /api/metrics/, returning await binding.fetch(request). Any other path returns { status: 404 }.',
        starterCode: `async function forward(request, env) {
  const path = new URL(request.url).pathname;
  // Pick the binding for path and return its fetch(request), or { status: 404 }.
}`,
        solution: `const ROUTES = [
  ['/api/storage/', 'STORAGE'],
  ['/api/users/', 'USERS'],
  ['/api/nzbn/', 'VISUALIZATION'],
  ['/api/metrics/', 'VISUALIZATION'],
];

async function forward(request, env) {
  const path = new URL(request.url).pathname;
  const route = ROUTES.find(([prefix]) => path.startsWith(prefix));
  if (!route) return { status: 404 };
  return await env[route[1]].fetch(request);
}`,
        tests: [
          {
            name: 'storage paths go to STORAGE',
            input:
              "(async () => { const env = { STORAGE: { fetch: async (r) => 'storage got ' + new URL(r.url).pathname }, USERS: { fetch: async () => 'users' }, VISUALIZATION: { fetch: async () => 'visualization' } }; return forward({ url: 'http://localhost/api/storage/files' }, env); })()",
            expectedOutput: 'storage got /api/storage/files',
          },
          {
            name: 'users and metrics go to their services',
            input:
              "(async () => { const env = { STORAGE: { fetch: async () => 'storage' }, USERS: { fetch: async () => 'users' }, VISUALIZATION: { fetch: async () => 'visualization' } }; return [await forward({ url: 'http://localhost/api/users/demo-user' }, env), await forward({ url: 'http://localhost/api/metrics/summary' }, env), await forward({ url: 'http://localhost/api/nzbn/search?q=kiwi' }, env)]; })()",
            expectedOutput: "[ 'users', 'visualization', 'visualization' ]",
          },
          {
            name: 'unknown API paths get a 404',
            input:
              "(async () => { const env = { STORAGE: { fetch: async () => 'storage' }, USERS: { fetch: async () => 'users' }, VISUALIZATION: { fetch: async () => 'visualization' } }; return forward({ url: 'http://localhost/api/unknown' }, env); })()",
            expectedOutput: '{ status: 404 }',
          },
        ],
        hints: [
          'Keep a list of [prefix, bindingName] pairs and find the first prefix the path starts with.',
          'env[bindingName] is the binding; call its fetch with the original request and await it.',
        ],
      },
    },
  ],
};
