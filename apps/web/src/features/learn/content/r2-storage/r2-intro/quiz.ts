import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        "A bucket holds `'users/a/1.txt'`, `'users/a/2.txt'` and `'users/b.txt'`. What does `list({ prefix: 'users/', delimiter: '/' })` return?",
      options: [
        "`objects: ['users/b.txt']`, `delimitedPrefixes: ['users/a/']`",
        "`objects: ['users/a/1.txt', 'users/a/2.txt', 'users/b.txt']`, `delimitedPrefixes: []`",
        "`objects: []`, `delimitedPrefixes: ['users/a/', 'users/b.txt']`",
        "It rejects, because the folder `'users/'` was never created",
      ],
      correctAnswer: 0,
      explanation:
        "Both keys under `'users/a/'` contain a `'/'` after the prefix, so they roll up into one delimited prefix, `'users/a/'`. `'users/b.txt'` has no `'/'` after the prefix, so it is an object. Listing everything as objects is what happens without a delimiter, and there are no folders to create.",
    },
    {
      question:
        "A Worker's `put` of `'reports/q1.pdf'` has resolved. A Worker in another region lists with prefix `'reports/'` a moment later. What does it see?",
      options: [
        'The new key, because R2 listings are strongly consistent',
        'Possibly the old listing for up to a minute, until the write propagates',
        'The new key only if both Workers run in the same data centre',
      ],
      correctAnswer: 0,
      explanation:
        "R2's `list` shows all objects at that point in time, globally, once the write has resolved. Propagation delays of up to a minute apply to permission changes (API tokens), not to objects; only a cache in front of a custom domain can serve stale objects.",
    },
    {
      question: 'You need to store a 12 GiB video in R2. What does it take?',
      options: [
        'One `put`: an object may be up to 5 TiB',
        'A multipart upload: parts of 5 MiB to 5 GiB, all the same size except a smaller last one, at most 10,000 of them',
        'Splitting it into three objects, because nothing over 5 GiB can be stored',
        'A multipart upload with parts of any size, as long as there are at most 10,000',
      ],
      correctAnswer: 1,
      explanation:
        'A single upload is limited to 4.995 GiB, but an object may reach 4.995 TiB through a multipart upload. Its parts must be 5 MiB to 5 GiB and uniform except the last, so the 5 TiB figure is not a limit for one `put`, and parts of any size are refused.',
    },
    {
      question: 'Why does an upload insert a pending D1 row before it puts the blob into R2?',
      options: [
        'So that every blob has a row explaining it: after a crash the sweep finds the pending row and removes both',
        'Because R2 rejects writes for keys that D1 does not know',
        'Because inserting the row first makes the upload faster',
        'So that the file appears in the list while its bytes are still arriving',
      ],
      correctAnswer: 0,
      explanation:
        'The sweep reads rows, not the bucket, so the row must exist before the blob. Pending rows are never listed, so the file appears only after the batch marks it stored, once its blob is safely in R2. R2 knows nothing of D1.',
    },
    {
      question: "Why does a delete mark the row `'deleting'` before it calls `FILES.delete`?",
      options: [
        'So that the file leaves the list before its blob disappears, and nobody is offered a download that would fail',
        'Because R2 refuses to delete a key whose D1 row is stored',
        'To make R2 delete the blob faster',
      ],
      correctAnswer: 0,
      explanation:
        "Only `'stored'` rows are listed, so marking the row first hides the file before its bytes go. If the blob cannot be deleted, the row goes back to `'stored'`; if the request dies, the sweep finishes the delete. R2 has no idea what D1 holds.",
    },
  ],
} satisfies Quiz;
