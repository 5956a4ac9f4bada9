// What every list of modules shows (the hub, its cards, filters and prerequisites, a module
// page before its sections arrive), in hub order and without the lesson text. The module files
// take their fields from here; content/module-summaries.test.ts checks that each section outline
// matches its section.
import type { ModuleSummary } from '../lib/module-summary';

export const asyncBasicsSummary: ModuleSummary = {
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
      learningObjectives: [
        'Follow the call stack as functions are called and return, and explain run-to-completion',
        'Describe how the event loop runs one task, then every microtask, and name what goes in each queue (timers and I/O; promise reactions and queueMicrotask)',
        'Predict the log order of code that mixes plain calls, setTimeout, Promise.then and queueMicrotask',
        'Explain why a long synchronous loop delays every timer and request, and why in a Worker it counts as CPU time while awaiting does not',
      ],
    },
    {
      id: 'promises-intro',
      title: 'Promises',
      learningObjectives: [
        'Name the three states of a promise and explain why it settles only once',
        'Create a promise with new Promise, knowing that the executor runs synchronously and its callbacks later, as microtasks',
        'Explain how then, catch and finally each return a new promise, and use that to chain steps and handle errors once',
        'Wrap an error-first callback API in a promise',
      ],
    },
    {
      id: 'async-await',
      title: 'async and await',
      learningObjectives: [
        'Say what an async function returns, and what becomes of a value it returns or an error it throws',
        'Explain where await pauses, what runs in the meantime, and why the rest of the function resumes as a microtask',
        'Choose between awaiting calls one after another and starting them first, and spot a forgotten await',
      ],
    },
    {
      id: 'concurrency-patterns',
      labExerciseId: 'time-register-searches',
      title: 'Concurrency Patterns',
      learningObjectives: [
        'Run independent calls at the same time and predict the total: the slowest call, not the sum',
        'Choose between Promise.all, allSettled, race and any from when each settles and with what',
        'Put a deadline on a call with Promise.race, and keep at most N calls in flight with a pool',
      ],
    },
  ],
};

export const microservicesIntroSummary: ModuleSummary = {
  id: 'microservices-intro',
  title: 'Introduction to Microservices',
  description:
    'What changes when one program becomes several services: service boundaries and owning data, paying for network hops and partial failure, and choosing between request/response through service bindings and events through queues. Illustrated with the four Workers of this dashboard.',
  difficulty: 'beginner',
  duration: 45,
  topics: ['microservices', 'service bindings', 'queues', 'architecture'],
  prerequisites: ['async-basics'],
  sections: [
    {
      id: 'monolith-vs-micro',
      title: 'Monoliths and Microservices',
      learningObjectives: [
        'Explain what a service boundary is and why each service owns its data (here, three D1 databases)',
        'Name the four Workers of this dashboard and what each one owns',
        'Weigh the costs microservices add: latency per hop, partial failure, eventual consistency and operations',
        'Decide when a monolith, or a modular monolith, is the better choice',
      ],
    },
    {
      id: 'service-communication',
      labExerciseId: 'find-the-queue-hop',
      title: 'How Services Communicate',
      learningObjectives: [
        'Contrast request/response through service bindings (the caller waits, errors are immediate) with events through a queue (the producer moves on)',
        'Explain what happens to events while a consumer is slow or down: a backlog that drains later',
        'Explain at-least-once delivery and make a queue consumer idempotent',
        'Follow an upload across the file-events queue in a trace, using the traceparent carried in the event',
      ],
    },
  ],
};

export const errorHandlingSummary: ModuleSummary = {
  id: 'error-handling',
  title: 'Error Handling in Async Code',
  description:
    'Where errors go in asynchronous code and how to deal with them: rejections in promise chains, try/catch with await, timeouts, retrying transient failures with backoff and jitter without doing anything twice, and what a queue does with a message that keeps failing.',
  difficulty: 'intermediate',
  duration: 35,
  topics: ['error handling', 'promises', 'async/await', 'retries', 'dead-letter queues'],
  prerequisites: ['async-basics'],
  sections: [
    {
      id: 'promise-errors',
      title: 'Errors in Promise Chains',
      learningObjectives: [
        'Trace how a rejection skips the fulfilment handlers of a chain to the nearest .catch, and what runs after it',
        'Decide in a .catch whether to recover (return a value) or rethrow, and clean up with .finally',
        'Explain what happens to an unhandled rejection, in a Worker and in this code runner',
        'Choose between Promise.all and Promise.allSettled, and turn a failed service-binding answer into a rejection',
      ],
    },
    {
      id: 'async-await-errors',
      labExerciseId: 'dead-letter-and-replay',
      title: 'try/catch, Retries and Backoff',
      learningObjectives: [
        'Handle failures of awaited calls with try, catch and finally, and tell failures worth retrying (timeouts, 503, network errors) from those that are not (400)',
        'Retry with exponential backoff, full jitter, a cap on each wait, and a budget of attempts and time',
        'Explain why retrying a non-idempotent call can do the work twice, and how an idempotency key prevents it',
        'Describe how Cloudflare Queues retries a failing message and moves it to a dead-letter queue, and replay it in the lab',
      ],
    },
  ],
};

export const cloudflareWorkersSummary: ModuleSummary = {
  id: 'cloudflare-workers',
  title: 'Cloudflare Workers',
  description:
    'The runtime every service of this dashboard runs on: isolates, the fetch(request, env, ctx) handler, CPU time against wall time, work after the response with waitUntil, routing with Hono, service bindings, D1 prepared statements, and producing and consuming queue messages.',
  difficulty: 'intermediate',
  duration: 40,
  topics: ['workers', 'hono', 'service bindings', 'queues'],
  prerequisites: ['async-basics', 'microservices-intro'],
  sections: [
    {
      id: 'what-are-workers',
      title: 'What Are Workers?',
      learningObjectives: [
        'Explain why a Worker runs in a V8 isolate rather than a container, and what that means for start-up and for global variables',
        'Read a module Worker and say what request, env and ctx provide, and when fetch, scheduled and queue handlers run',
        'Use ctx.waitUntil to finish work after the response without delaying it',
        'Tell CPU time from wall time and check a handler against the CPU, memory and subrequest limits',
      ],
    },
    {
      id: 'worker-apis',
      labExerciseId: 'pause-and-drain',
      title: 'Hono, Service Bindings and Queues',
      learningObjectives: [
        'Route requests and add middleware with Hono: app.get, c.req.param, c.env, and app.use with await next()',
        'Call another Worker through a service binding (fetch or RPC) and query D1 with prepared statements and bind',
        'Produce messages with send and consume them in queue(batch, env, ctx) with ack and retry, knowing how batching, max_retries and the dead-letter queue behave',
        'Explain why at-least-once delivery makes an idempotent consumer necessary',
      ],
    },
  ],
};

export const r2StorageSummary: ModuleSummary = {
  id: 'r2-storage',
  title: 'Object Storage with R2',
  description:
    'How the storage service keeps files: objects, keys and metadata in R2, metadata rows in D1, keeping the two in step without a shared transaction, and reading, streaming, listing and deleting objects from a Worker.',
  difficulty: 'advanced',
  duration: 50,
  topics: ['r2', 'storage', 'workers', 'error handling'],
  prerequisites: ['async-basics', 'cloudflare-workers', 'error-handling'],
  sections: [
    {
      id: 'r2-intro',
      title: 'Buckets, Keys and Objects',
      learningObjectives: [
        'Describe an R2 object: its key in a flat namespace, its body, its httpMetadata and customMetadata, and its etag',
        'Predict what list returns for a prefix and a delimiter, objects and delimitedPrefixes alike',
        "State R2's consistency guarantees and its limits for a single put and for a multipart upload",
        'Explain the order in which the storage service writes D1 and R2 so that a half-written file is never listed',
      ],
    },
    {
      id: 'r2-operations',
      labExerciseId: 'trace-r2-operations',
      title: 'Working with R2 from a Worker',
      learningObjectives: [
        'Call put, get, head, delete and list on an R2 binding and handle what each resolves to: an object, null, or a page',
        'Prevent a lost update with onlyIf and an etag, and reject damaged bytes with a checksum',
        'Page through a listing with limit, cursor and truncated, and stream bodies instead of buffering them',
        'Tell a missing object (null) from a failure (a rejected promise), and decide which failures to retry',
      ],
    },
  ],
};

export const MODULE_SUMMARIES: readonly ModuleSummary[] = [
  asyncBasicsSummary,
  microservicesIntroSummary,
  errorHandlingSummary,
  cloudflareWorkersSummary,
  r2StorageSummary,
];
