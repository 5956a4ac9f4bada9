import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: '30 waiting, nothing arriving, 500 ms each, one at a time: 15 s',
      input: 'drainSeconds({ backlog: 30, sendsPerSecond: 0, workMs: 500, concurrency: 1 })',
      expectedOutput: '15',
    },
    {
      name: 'Three at a time drain the same backlog in 5 s',
      input: 'drainSeconds({ backlog: 30, sendsPerSecond: 0, workMs: 500, concurrency: 3 })',
      expectedOutput: '5',
    },
    {
      name: 'Messages still arriving slow the drain: 30 waiting, 4 a second in, 10 a second out',
      input: 'drainSeconds({ backlog: 30, sendsPerSecond: 4, workMs: 100, concurrency: 1 })',
      expectedOutput: '5',
    },
    {
      name: 'A producer at least as fast as the consumer: it never drains',
      input: 'drainSeconds({ backlog: 5, sendsPerSecond: 2, workMs: 500, concurrency: 1 })',
      expectedOutput: 'Infinity',
    },
    {
      name: 'Nothing waiting: 0 s, even with a slow consumer',
      input: 'drainSeconds({ backlog: 0, sendsPerSecond: 9, workMs: 500, concurrency: 1 })',
      expectedOutput: '0',
    },
  ],
  hints: [
    'The consumer handles `concurrency * 1000 / workMs` messages a second: 3 at a time and 500 ms each make 6.',
    'The backlog shrinks by what is handled minus what still arrives. When that is 0 or less, answer `Infinity`.',
    'Answer `0` first when `backlog` is 0, then `Math.ceil(backlog / shrinksBy)`.',
  ],
} satisfies ChallengeChecks;
