import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'without a delimiter, returns every key under the prefix, in key order',
      input: "listWithDelimiter(['b/2', 'a/1', 'b/1', 'c'], 'b/', '')",
      expectedOutput: "{ objects: [ 'b/1', 'b/2' ], delimitedPrefixes: [] }",
    },
    {
      name: "with '/' and no prefix, top-level 'folders' become delimited prefixes ending in '/'",
      input:
        "listWithDelimiter(['users/a/x', 'readme.txt', 'exports/1.csv', 'users/b/y'], '', '/').delimitedPrefixes",
      expectedOutput: "[ 'exports/', 'users/' ]",
    },
    {
      name: 'lists each delimited prefix once and keeps keys directly under the prefix as objects',
      input: "listWithDelimiter(['u/a/1', 'u/c', 'u/a/2', 'x/y'], 'u/', '/')",
      expectedOutput: "{ objects: [ 'u/c' ], delimitedPrefixes: [ 'u/a/' ] }",
    },
    {
      name: 'matches the prefix as text, not as a folder name',
      input:
        "listWithDelimiter(['users/demo/a', 'users/kiri/c', 'users/dan/b'], 'users/d', '/').delimitedPrefixes",
      expectedOutput: "[ 'users/dan/', 'users/demo/' ]",
    },
  ],
  hints: [
    'Sort a copy of the keys (`[...keys].sort()`), then skip every key that does not start with the prefix.',
    'Search for the delimiter only after the prefix: `key.indexOf(delimiter, prefix.length)`. If it is found at `at`, the delimited prefix is `key.slice(0, at + delimiter.length)`.',
    'A `Set` keeps insertion order and drops duplicates, so many keys under one prefix give it once; an empty delimiter means no grouping at all.',
  ],
} satisfies ChallengeChecks;
