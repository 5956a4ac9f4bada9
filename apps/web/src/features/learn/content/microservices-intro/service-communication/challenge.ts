import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'drops a duplicate in the same batch',
      input: "dedupeEvents([{ id: 'e1' }, { id: 'e2' }, { id: 'e1' }]).map((e) => e.id)",
      expectedOutput: "[ 'e1', 'e2' ]",
    },
    {
      name: 'keeps the first delivery of an event',
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
      name: 'adds every new id to seen',
      input:
        "(() => { const seen = new Set(['a']); dedupeEvents([{ id: 'a' }, { id: 'b' }, { id: 'b' }], seen); return [...seen]; })()",
      expectedOutput: "[ 'a', 'b' ]",
    },
    {
      name: 'usage counts each upload once',
      input:
        "dedupeEvents([{ id: 'u1', size: 100 }, { id: 'u2', size: 50 }, { id: 'u1', size: 100 }]).reduce((bytes, e) => bytes + e.size, 0)",
      expectedOutput: '150',
    },
  ],
  hints: [
    'Loop over the events and ask `seen.has(event.id)` before keeping one.',
    'Add the id to `seen` as soon as you keep its event, so a later duplicate in the same batch is skipped.',
    'Do not create a new Set inside the function body: the caller passes the same `seen` to every batch, and that shared Set is what remembers ids between calls.',
  ],
} satisfies ChallengeChecks;
