import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'Counts uploads and removes a deleted file, in order',
      input:
        "usageOf([{ type: 'file.uploaded', fileId: 'a', size: 10 }, { type: 'file.uploaded', fileId: 'b', size: 5 }, { type: 'file.deleted', fileId: 'a', size: 10 }])",
      expectedOutput: '{ fileCount: 1, bytes: 5 }',
    },
    {
      name: 'Keeps a file deleted when its delete arrives first',
      input:
        "usageOf([{ type: 'file.deleted', fileId: 'a', size: 10 }, { type: 'file.uploaded', fileId: 'b', size: 5 }, { type: 'file.uploaded', fileId: 'a', size: 10 }])",
      expectedOutput: '{ fileCount: 1, bytes: 5 }',
    },
    {
      name: 'Ignores a repeated upload after the delete',
      input:
        "usageOf([{ type: 'file.uploaded', fileId: 'a', size: 10 }, { type: 'file.deleted', fileId: 'a', size: 10 }, { type: 'file.uploaded', fileId: 'a', size: 10 }])",
      expectedOutput: '{ fileCount: 0, bytes: 0 }',
    },
    {
      name: 'Counts an upload delivered twice once',
      input:
        "usageOf([{ type: 'file.uploaded', fileId: 'a', size: 10 }, { type: 'file.uploaded', fileId: 'a', size: 10 }])",
      expectedOutput: '{ fileCount: 1, bytes: 10 }',
    },
  ],
  hints: [
    'Keep one row per file with a `deleted` flag, and compute the totals at the end from the rows that are not deleted.',
    'A delete sets `deleted: true` whether or not the file is known; an upload adds a row only when there is none, so it never revives a tombstone.',
  ],
} satisfies ChallengeChecks;
