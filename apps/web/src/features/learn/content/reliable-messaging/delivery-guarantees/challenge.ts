import type { ChallengeChecks } from '../../section-parts';

export default {
  tests: [
    {
      name: 'Counts distinct uploads',
      input:
        "usageOf([{ id: 'e1', fileId: 'f1', size: 100 }, { id: 'e2', fileId: 'f2', size: 50 }])",
      expectedOutput: '{ fileCount: 2, bytes: 150 }',
    },
    {
      name: 'Counts an event delivered twice once',
      input:
        "usageOf([{ id: 'e1', fileId: 'f1', size: 100 }, { id: 'e2', fileId: 'f2', size: 50 }, { id: 'e1', fileId: 'f1', size: 100 }])",
      expectedOutput: '{ fileCount: 2, bytes: 150 }',
    },
    {
      name: 'Counts one file sent under two event ids once',
      input:
        "usageOf([{ id: 'e1', fileId: 'f1', size: 100 }, { id: 'e9', fileId: 'f1', size: 100 }])",
      expectedOutput: '{ fileCount: 1, bytes: 100 }',
    },
    {
      name: 'Counts nothing when nothing arrived',
      input: 'usageOf([])',
      expectedOutput: '{ fileCount: 0, bytes: 0 }',
    },
  ],
  hints: [
    'Keep a `Map` from `fileId` to size: a file is either in it or not, however often it is delivered.',
    'Key by `fileId`, not by `id`: two sends of one upload have different event ids but the same file.',
  ],
} satisfies ChallengeChecks;
