import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'lists every check when all of them succeed',
      input: "statusReport({ storage: async () => 'ok', users: async () => 'ok' })",
      expectedOutput: "[ 'storage: ok', 'users: ok' ]",
    },
    {
      name: 'reports a failed check without hiding the others',
      input:
        "statusReport({ storage: async () => 'ok', users: async () => { throw new Error('503'); } })",
      expectedOutput: "[ 'storage: ok', 'users: failed (503)' ]",
    },
    {
      name: 'keeps the order of the checks, not the order they finish',
      input:
        "statusReport({ slow: () => new Promise((resolve) => setTimeout(() => resolve('up'), 40)), fast: async () => { throw new Error('down'); } })",
      expectedOutput: "[ 'slow: up', 'fast: failed (down)' ]",
    },
    {
      name: 'runs the checks at the same time',
      input:
        "(async () => { const wait = () => new Promise((resolve) => setTimeout(() => resolve('ok'), 60)); const started = Date.now(); await statusReport({ a: wait, b: wait, c: wait }); return Date.now() - started < 150; })()",
      expectedOutput: 'true',
    },
  ],
  hints: [
    'Promise.all rejects as soon as one check rejects, and the other results are lost. Promise.allSettled waits for every check and tells you how each one ended.',
    "Each result is { status: 'fulfilled', value } or { status: 'rejected', reason }, in the same order as the array you passed: use the index to find the name.",
    'Call every check first (names.map((name) => checks[name]())) and await them together, so they run at the same time.',
  ],
} satisfies ChallengeChecks;
