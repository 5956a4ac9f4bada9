import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'adds every size',
      input: "totalBytes(['a', 'b', 'c'], async (id) => ({ a: 10, b: 20, c: 12 })[id])",
      expectedOutput: '42',
    },
    {
      name: 'an empty list totals 0',
      input: 'totalBytes([], async () => 100)',
      expectedOutput: '0',
    },
    {
      name: 'waits for sizes that arrive later, in any order',
      input:
        "totalBytes(['x', 'y'], (id) => new Promise((resolve) => setTimeout(() => resolve(id === 'x' ? 5 : 7), id === 'x' ? 40 : 10)))",
      expectedOutput: '12',
    },
    {
      name: 'asks for every size first: three 60 ms sizes take under 120 ms',
      input:
        "(async () => { const start = Date.now(); await totalBytes(['a', 'b', 'c'], () => new Promise((resolve) => setTimeout(() => resolve(1), 60))); return Date.now() - start < 120; })()",
      expectedOutput: 'true',
    },
    {
      name: 'rejects with the error of a size that cannot be read',
      input:
        "totalBytes(['a', 'b'], async (id) => { if (id === 'b') throw new Error('no size for b'); return 1; }).catch((error) => error.message)",
      expectedOutput: 'no size for b',
    },
  ],
  hints: [
    'Calling getSize(id) starts the request; await only waits for it. So call getSize for every id before you await any of them.',
    'ids.map((id) => getSize(id)) gives an array of promises that are all already running; await Promise.all(...) on it gives the sizes, in order.',
    'Add the sizes with a loop or with sizes.reduce((total, size) => total + size, 0); an empty list then totals 0.',
  ],
} satisfies ChallengeChecks;
