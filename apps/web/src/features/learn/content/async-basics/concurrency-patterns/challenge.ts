import type { ChallengeChecks } from '../../section-parts';

export default {
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
} satisfies ChallengeChecks;
