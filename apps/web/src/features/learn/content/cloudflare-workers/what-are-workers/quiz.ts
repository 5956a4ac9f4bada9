import type { Quiz } from '../../section-parts';

export default {
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
} satisfies Quiz;
