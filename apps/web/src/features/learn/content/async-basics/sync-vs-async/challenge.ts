import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'fulfils with what fn returns',
      input: 'runAfterMicrotasks(() => 42)',
      expectedOutput: '42',
    },
    {
      name: 'runs fn after the microtasks queued before and after it, and those they queue',
      input:
        "(async () => { const log = []; Promise.resolve().then(() => log.push('before')); const done = runAfterMicrotasks(() => log.push('fn')); Promise.resolve().then(() => log.push('after')).then(() => log.push('chained')); queueMicrotask(() => log.push('queued')); await done; return log; })()",
      expectedOutput: "[ 'before', 'after', 'queued', 'chained', 'fn' ]",
    },
    {
      name: 'does not call fn straight away',
      input:
        '(() => { let called = false; runAfterMicrotasks(() => { called = true; }); return called; })()',
      expectedOutput: 'false',
    },
    {
      name: 'rejects with the error fn throws',
      input:
        "runAfterMicrotasks(() => { throw new Error('boom'); }).catch((error) => 'rejected: ' + error.message)",
      expectedOutput: 'rejected: boom',
    },
  ],
  hints: [
    'A microtask is not late enough: microtasks run in the order they were queued, so Promise.resolve().then(fn) runs before the microtasks queued after it. Only a task, such as a setTimeout callback, waits until the microtask queue is empty.',
    'Return new Promise((resolve, reject) => { setTimeout(() => { ... }, 0); }) and, inside the timer callback, call fn in a try block: resolve with its result, or reject with the error it throws.',
  ],
} satisfies ChallengeChecks;
