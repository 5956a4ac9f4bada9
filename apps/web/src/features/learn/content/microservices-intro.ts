import type { LearningModule } from '../lib/module-schema';

const FENCE = '```';

export const microservicesIntroModule: LearningModule = {
  id: 'microservices-intro',
  title: 'Introduction to Microservices',
  description:
    'What changes when one program becomes several services: owning data, paying for network calls, and choosing between request/response through service bindings and events through queues. Illustrated with the four Workers of this dashboard.',
  difficulty: 'beginner',
  duration: 45,
  topics: ['microservices', 'service bindings', 'queues', 'architecture'],
  prerequisites: ['async-basics'],
  sections: [
    {
      id: 'monolith-vs-micro',
      title: 'Monoliths and Microservices',
      type: 'theory',
      learningObjectives: [
        'Compare a monolith and microservices on deployment, scaling, data ownership and failure',
        'Name the services of this dashboard and the data each one owns',
        'Recognise the costs microservices add: network latency, partial failure and eventual consistency',
      ],
      introduction:
        'The dashboard you are running is not one program but four Cloudflare Workers that cooperate. Before looking at how they talk, it helps to see what is gained and what is paid by splitting a system this way, and when a single program would be the better choice.',
      contentUrl: '/lesson-content/microservices-intro/monolith-vs-micro.md',
      content: `### One program or many

A **monolith** is one deployable program: every feature shares one codebase, one process and usually one database. **Microservices** split the system into small services. Each one owns one area of the product and its data, is deployed on its own, and is reached only through its API or its events.

| | Monolith | Microservices |
|---|---|---|
| Deployment | one unit; every change redeploys everything | each service deploys on its own |
| Data | one shared database; join anything | each service owns its data |
| A call between parts | a function call: cannot fail halfway | a network request: can time out or fail |
| Consistency | one transaction can cover everything | across services it is eventual |

### This dashboard as microservices

| Worker | Owns |
|---|---|
| gateway | no data; serves the web app and routes \`/api/*\` |
| storage | file blobs in R2, file metadata in D1 |
| users | users and per-user usage in D1 |
| visualization | metric rollups and the business register in D1 |

The users service never reads the storage service's database. A user's file count comes from the users service's own table, kept up to date by \`file.uploaded\` and \`file.deleted\` events. **A service owns its data, and the others learn about changes through its API or its events.**

### What microservices cost

- **Latency.** Every hop between services adds network time.
- **Partial failure.** The users service can be down while storage is up; every caller has to decide what to do then.
- **Eventual consistency.** After an upload the users service's count catches up when it consumes the event, usually within a second or so.
- **Operations.** More deployables, and following a request across services needs telemetry.

### When to choose which

Start with a monolith when the team is small and the boundaries are unclear. Move to services when parts of the system change, scale or fail at different rates and the boundaries are stable enough to become APIs. Workers lower the cost of running many small services; the other costs remain, which is what the rest of this course is about.`,
      summary: `- A monolith is one deployable program; microservices are separately deployed services that each own their data.
- In this dashboard: gateway (routing), storage (R2 and D1), users (usage), visualization (metrics and the register).
- Services never read each other's databases; they use APIs and events.
- The costs: network latency, partial failure, eventual consistency and more to operate.
- Prefer a monolith until the boundaries are clear and the parts genuinely differ.`,
      code: {
        language: 'javascript',
        code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const usage = new Map([['demo-user', { fileCount: 3, bytes: 5120 }]]);
// Monolith: the usage table lives in the same process, so this is a function call.
const getUsageInProcess = (userId) => usage.get(userId);

// Microservices: the same question is a request to the users service.
let calls = 0;
async function getUsageFromUsersService(userId) {
  calls += 1;
  await sleep(40); // network time plus the other service's own work
  if (calls === 2) throw new Error('users-service answered 503');
  return structuredClone(usage.get(userId)); // a copy crosses the boundary, not a reference
}

let started = performance.now();
console.log('in process:', getUsageInProcess('demo-user'), (performance.now() - started).toFixed(2), 'ms');
for (let i = 0; i < 2; i++) {
  started = performance.now();
  try {
    const result = await getUsageFromUsersService('demo-user');
    console.log('over the network:', result, Math.round(performance.now() - started), 'ms');
  } catch (error) {
    console.log('over the network, failed:', error.message);
  }
}`,
        explanation:
          'The in-process call takes a fraction of a millisecond and cannot fail halfway. The service call takes tens of milliseconds, returns a copy of the data, and on the second attempt fails: the caller has to decide what to do about it.',
        runnable: true,
      },
      quiz: {
        questions: [
          {
            question:
              'In this dashboard, how does the users service learn that a file was uploaded?',
            options: [
              "It reads the storage service's D1 database",
              'It consumes a file.uploaded event from the file-events queue',
              'The browser tells it after each upload',
            ],
            correctAnswer: 1,
            explanation:
              "The storage service publishes file events to a queue and the users service consumes them. No service reads another service's tables.",
          },
          {
            question: 'Which of these is a cost that microservices add compared with a monolith?',
            options: [
              'Every change has to redeploy the whole system',
              'Only one programming language can be used',
              'A call between two parts can time out or fail halfway',
            ],
            correctAnswer: 2,
            explanation:
              "Calls between services cross a network boundary, so partial failure and latency become normal. Redeploying everything is the monolith's cost.",
          },
          {
            question:
              "Straight after an upload the file appears in the list, but the user's usage still shows the old count for a moment. What is this?",
            options: [
              'Eventual consistency: usage catches up when the users service consumes the event',
              'A bug: the two services must always agree',
              'The browser cache showing stale data',
            ],
            correctAnswer: 0,
            explanation:
              'Storage and users each own their data. The users service updates its count when the file.uploaded event arrives, shortly after the upload.',
          },
        ],
      },
    },
    {
      id: 'service-communication',
      title: 'How Services Communicate',
      type: 'interactive',
      learningObjectives: [
        'Contrast request/response calls with events on a queue, and choose between them',
        'Explain how the gateway forwards /api/* requests through service bindings',
        'Explain at-least-once delivery and why a queue consumer must be idempotent',
      ],
      introduction:
        'The four Workers of this dashboard talk in two ways. The gateway forwards your requests to the other services and waits for their answers; the storage service announces uploads and deletes as events on a queue and moves on. Each style suits different jobs and fails in different ways.',
      contentUrl: '/lesson-content/microservices-intro/service-communication.md',
      content: `### Two ways to talk

Services communicate **synchronously**, by request and response (the caller waits for the answer), or **asynchronously**, by events (the sender puts a message on a queue and carries on; a consumer handles it later).

| | Request/response (service binding) | Events (queue) |
|---|---|---|
| Does the caller wait? | yes, for the response | only until the queue accepts the message |
| Coupling | the callee must be up now | the consumer can be down; messages wait |
| Delivery | once per call, or an error | at least once; duplicates are possible |
| In this dashboard | gateway to storage, users, visualization | storage to users; every worker to visualization |

### Request/response through service bindings

The gateway's \`wrangler.toml\` declares a service binding named \`STORAGE\`, and the Worker calls it with the same \`fetch\` signature it would use for the web:

${FENCE}ts
app.all('/api/storage/*', (c) => c.env.STORAGE.fetch(c.req.raw));
${FENCE}

The request goes straight to the other Worker without a trip over the public internet. Use this when a user is waiting for the answer.

### Events through queues

When an upload finishes, the storage service publishes a \`file.uploaded\` event to the \`file-events\` queue with \`env.FILE_EVENTS.sendBatch(...)\`. The users service consumes it in its \`queue(batch, env, ctx)\` handler and calls \`message.ack()\` or \`message.retry()\` for each message. The upload never waits for this. Telemetry travels the same way: every worker sends it to the \`telemetry\` queue inside \`ctx.waitUntil\`, after the response.

### At-least-once delivery and idempotency

A queue delivers each message **at least once**: a consumer that crashes before acknowledging gets the message again. So a consumer must be **idempotent**, meaning that applying an event twice has the same effect as applying it once. The users service records every event id it has applied in \`processed_events\`, in the same D1 transaction as the usage change, and skips ids it has seen. After 5 failed deliveries a message moves to the dead-letter queue \`file-events-dead-letter\`.

### Choosing

- The user is waiting for data: request/response through a binding.
- Something should happen because of a change, and nobody needs to wait: publish an event.
- Whatever consumes events: make it idempotent, keyed by the event id.`,
      summary: `- Request/response (service bindings) suits work a user is waiting for; the callee must be up.
- Events on a queue decouple services: the producer carries on, and the consumer can catch up later.
- The gateway forwards \`/api/*\` with \`env.STORAGE.fetch\`, \`env.USERS.fetch\` and \`env.VISUALIZATION.fetch\`.
- Queues deliver at least once, so consumers must be idempotent, for example by recording event ids.
- Messages that keep failing go to a dead-letter queue instead of being retried for ever.`,
      code: {
        language: 'javascript',
        code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const usage = { 'demo-user': 0 };
const processed = new Set(); // the users service keeps these ids in D1

async function applyEvent(event) {
  if (processed.has(event.id)) return 'skipped duplicate ' + event.id;
  usage[event.userId] += event.type === 'file.uploaded' ? event.size : -event.size;
  processed.add(event.id);
  return 'applied ' + event.id;
}

// At-least-once delivery: e2 arrives twice, as after a consumer crash before its ack.
const deliveries = [
  { id: 'e1', type: 'file.uploaded', userId: 'demo-user', size: 2048 },
  { id: 'e2', type: 'file.uploaded', userId: 'demo-user', size: 1024 },
  { id: 'e2', type: 'file.uploaded', userId: 'demo-user', size: 1024 },
  { id: 'e3', type: 'file.deleted', userId: 'demo-user', size: 2048 },
];
for (const event of deliveries) {
  await sleep(20);
  console.log(await applyEvent(event), '-> bytes:', usage['demo-user']);
}`,
        explanation:
          'The second delivery of e2 is recognised by its id and skipped, so the user ends with 1024 bytes, the same as if every event had arrived exactly once.',
        runnable: true,
      },
      d3Sandbox: {
        width: 640,
        height: 300,
        code: `// The dashboard's Workers: solid arrows are requests through service bindings,
// dashed arrows are messages through queues.
const W = 62, H = 18;
const nodes = {
  browser: { x: 66, y: 150, label: 'browser', fill: '#e9ecef' },
  gateway: { x: 215, y: 150, label: 'gateway', fill: '#d0ebff' },
  storage: { x: 385, y: 55, label: 'storage (R2, D1)', fill: '#d3f9d8' },
  users: { x: 385, y: 150, label: 'users (D1)', fill: '#d3f9d8' },
  visualization: { x: 385, y: 245, label: 'visualization (D1)', fill: '#d3f9d8' },
  fileEvents: { x: 565, y: 100, label: 'file-events queue', fill: '#fff3bf' },
  telemetry: { x: 565, y: 245, label: 'telemetry queue', fill: '#fff3bf' },
};
const edges = [
  { from: 'browser', to: 'gateway', label: '/api/*', queue: false },
  { from: 'gateway', to: 'storage', label: 'STORAGE', queue: false },
  { from: 'gateway', to: 'users', label: 'USERS', queue: false },
  { from: 'gateway', to: 'visualization', label: 'VISUALIZATION', queue: false },
  { from: 'storage', to: 'fileEvents', label: 'send', queue: true },
  { from: 'fileEvents', to: 'users', label: 'consume', queue: true },
  { from: 'telemetry', to: 'visualization', label: 'consume', queue: true },
];
// Where the line from a's centre towards b's centre leaves a's box.
const exit = (a, b) => {
  const dx = b.x - a.x, dy = b.y - a.y;
  const t = Math.min(W / Math.abs(dx || 1e-9), H / Math.abs(dy || 1e-9));
  return [a.x + dx * t, a.y + dy * t];
};
const svg = d3.select(container).append('svg').attr('width', width).attr('height', height);
svg.append('defs').append('marker')
  .attr('id', 'service-diagram-arrow').attr('viewBox', '0 0 10 10')
  .attr('refX', 9).attr('refY', 5).attr('markerWidth', 7).attr('markerHeight', 7)
  .attr('orient', 'auto')
  .append('path').attr('d', 'M0,0L10,5L0,10Z').attr('fill', '#495057');

for (const edge of edges) {
  const a = nodes[edge.from], b = nodes[edge.to];
  const [x1, y1] = exit(a, b), [x2, y2] = exit(b, a);
  svg.append('line').attr('x1', x1).attr('y1', y1).attr('x2', x2).attr('y2', y2)
    .attr('stroke', '#495057').attr('stroke-width', 1.5)
    .attr('stroke-dasharray', edge.queue ? '5 4' : null)
    .attr('marker-end', 'url(#service-diagram-arrow)');
  svg.append('text').attr('x', (x1 + x2) / 2).attr('y', (y1 + y2) / 2 - 5)
    .attr('text-anchor', 'middle').attr('font-size', 10).attr('fill', '#495057')
    .text(edge.label);
}
const boxes = svg.selectAll('g.node').data(Object.values(nodes)).join('g')
  .attr('transform', (d) => 'translate(' + d.x + ',' + d.y + ')');
boxes.append('rect').attr('x', -W).attr('y', -H).attr('width', 2 * W).attr('height', 2 * H)
  .attr('rx', 6).attr('fill', (d) => d.fill).attr('stroke', '#868e96');
boxes.append('text').attr('text-anchor', 'middle').attr('dy', '0.35em')
  .attr('font-size', 11).text((d) => d.label);
svg.append('text').attr('x', 565).attr('y', 285).attr('text-anchor', 'middle')
  .attr('font-size', 10).text('every worker sends, after its response');
svg.append('text').attr('x', 8).attr('y', 16).attr('font-size', 11)
  .text('solid: service binding (request/response)   dashed: queue (events)');`,
      },
      quiz: {
        questions: [
          {
            question:
              'Which of these fits a request/response call through a service binding rather than a queue?',
            options: [
              'Updating usage counts after an upload',
              'Listing the files a user is looking at on the Storage page',
              'Recording the duration of every request',
            ],
            correctAnswer: 1,
            explanation:
              'The user is waiting for the list, so the gateway asks the storage service and returns its answer. The other two are side effects that suit a queue.',
          },
          {
            question:
              'Queues deliver each message at least once. What property must the consumer have?',
            options: [
              'It must be fast enough to avoid duplicates',
              'It must process messages in strict order',
              'It must be idempotent: applying a message twice has the same effect as once',
              'It must call message.retry() on every message',
            ],
            correctAnswer: 2,
            explanation:
              "Duplicates can happen whatever the consumer's speed, so it must recognise and skip an event it has already applied, for example by its id.",
          },
          {
            question:
              'What happens to a file-events message whose processing fails on every one of its 5 allowed deliveries?',
            options: [
              'It moves to the dead-letter queue file-events-dead-letter',
              'It is retried for ever',
              'It is silently deleted',
            ],
            correctAnswer: 0,
            explanation:
              'The consumer is configured with max_retries = 5 and a dead-letter queue, where failed messages wait to be inspected.',
          },
        ],
      },
      challenge: {
        description:
          'Write dedupeEvents(events, seen): return the events whose id is not yet in the Set seen, in order, adding each new id to seen. A duplicate inside the same batch counts as seen too. seen defaults to a new Set, and passing the same Set again makes the consumer idempotent across batches.',
        starterCode: `function dedupeEvents(events, seen = new Set()) {
  // Keep only events whose id has not been seen, and remember the new ids.
  return events;
}`,
        solution: `function dedupeEvents(events, seen = new Set()) {
  const fresh = [];
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    fresh.push(event);
  }
  return fresh;
}`,
        tests: [
          {
            name: 'drops a duplicate in the same batch',
            input: "dedupeEvents([{ id: 'e1' }, { id: 'e2' }, { id: 'e1' }]).map((e) => e.id)",
            expectedOutput: "[ 'e1', 'e2' ]",
          },
          {
            name: 'keeps the first occurrence',
            input: "dedupeEvents([{ id: 'x', n: 1 }, { id: 'x', n: 2 }])",
            expectedOutput: "[ { id: 'x', n: 1 } ]",
          },
          {
            name: 'remembers ids across batches',
            input:
              "(() => { const seen = new Set(); dedupeEvents([{ id: 'a' }, { id: 'b' }], seen); return dedupeEvents([{ id: 'b' }, { id: 'c' }], seen).map((e) => e.id); })()",
            expectedOutput: "[ 'c' ]",
          },
          {
            name: 'usage counts each upload once',
            input:
              "dedupeEvents([{ id: 'u1', size: 100 }, { id: 'u2', size: 50 }, { id: 'u1', size: 100 }]).reduce((bytes, e) => bytes + e.size, 0)",
            expectedOutput: '150',
          },
        ],
        hints: [
          'Loop over the events and check seen.has(event.id) before keeping one.',
          'Add the id to seen as soon as you keep the event, so a later duplicate in the same batch is skipped.',
        ],
      },
    },
  ],
};
