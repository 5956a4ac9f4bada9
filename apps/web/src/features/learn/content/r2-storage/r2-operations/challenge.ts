import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'follows the cursor through every page',
      input:
        "(async () => { const all = ['a', 'b', 'c', 'd', 'e']; const bucket = { async list({ cursor } = {}) { const start = cursor ? Number(cursor) : 0; const objects = all.slice(start, start + 2).map((key) => ({ key })); return start + 2 < all.length ? { objects, truncated: true, cursor: String(start + 2) } : { objects, truncated: false }; } }; return listAllKeys(bucket, ''); })()",
      expectedOutput: "[ 'a', 'b', 'c', 'd', 'e' ]",
    },
    {
      name: 'passes the prefix on every call, not only the first',
      input:
        "(async () => { const all = ['logs/1', 'logs/2', 'logs/3', 'users/a']; const seen = []; const bucket = { async list({ prefix = '', cursor } = {}) { seen.push(prefix || '(none)'); const keys = all.filter((key) => key.startsWith(prefix)); const start = cursor ? Number(cursor) : 0; const objects = keys.slice(start, start + 2).map((key) => ({ key })); return start + 2 < keys.length ? { objects, truncated: true, cursor: String(start + 2) } : { objects, truncated: false }; } }; const keys = await listAllKeys(bucket, 'logs/'); return keys.join(',') + ' | prefixes: ' + seen.join(','); })()",
      expectedOutput: 'logs/1,logs/2,logs/3 | prefixes: logs/,logs/',
    },
    {
      name: 'an empty bucket gives an empty array',
      input: "listAllKeys({ async list() { return { objects: [], truncated: false }; } }, '')",
      expectedOutput: '[]',
    },
    {
      name: 'keeps going past short and empty pages that are still truncated',
      input:
        "(async () => { const pages = { start: { objects: [{ key: 'k1' }], truncated: true, cursor: 'p2' }, p2: { objects: [], truncated: true, cursor: 'p3' }, p3: { objects: [{ key: 'k2' }, { key: 'k3' }], truncated: false } }; let calls = 0; const keys = await listAllKeys({ async list({ cursor } = {}) { calls++; return pages[cursor ?? 'start']; } }, ''); return keys.join(',') + ' in ' + calls + ' calls'; })()",
      expectedOutput: 'k1,k2,k3 in 3 calls',
    },
  ],
  hints: [
    'Loop: request a page, collect its keys, and keep the cursor only if the page is truncated. A do...while loop fits, because there is always at least one call.',
    'Build the options for each call from the prefix and, after the first page, the cursor: `{ prefix, cursor }`.',
    'Do not stop on an empty or short page; only `truncated: false` means the end.',
  ],
} satisfies ChallengeChecks;
