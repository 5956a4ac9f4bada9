import type { Quiz } from '../../section-parts';

export default {
  questions: [
    {
      question:
        'A call to `env.FILES.list({ prefix })` returns `truncated: true`. What should the code do next?',
      options: [
        'Stop: `truncated` means the bucket is too large to list',
        'Call `list` again with the `limit` doubled',
        'Call `list` again with the same `prefix` and the `cursor` from this page, and repeat until `truncated` is `false`',
        'Call `list` again only if this page held exactly `limit` objects',
      ],
      correctAnswer: 2,
      explanation:
        '`truncated` says there are more objects; the `cursor` tells the next call where to continue, and the `prefix` must be passed again. Counting objects against `limit` is the tempting mistake: R2 may return a short page that is still truncated.',
    },
    {
      question:
        'Why does the download route return `new Response(object.body)` instead of reading the object with `arrayBuffer()` first?',
      options: [
        "Streaming sends the bytes as they arrive, without holding the whole file in the isolate's 128 MB",
        '`arrayBuffer()` is not available on R2 objects',
        '`object.body` is already a complete string',
      ],
      correctAnswer: 0,
      explanation:
        '`object.body` is a `ReadableStream`, and a `Response` streams it to the client. `arrayBuffer()` exists, but it buffers the whole object in memory, which matters for large files and many concurrent downloads.',
    },
    {
      question:
        '`put(key, value, { onlyIf: { etagMatches: etagYouRead } })` resolves to `null`. What happened?',
      options: [
        'The key does not exist yet, so R2 created it',
        'The object changed after you read it, so its `etag` no longer matches and nothing was stored: read it again and retry',
        'The `put` failed on the network and should be retried unchanged',
        'The value was stored, but R2 returned no metadata',
      ],
      correctAnswer: 1,
      explanation:
        'A failed precondition makes `put` resolve to `null` and store nothing; that is how `onlyIf` prevents a lost update. A network or service failure would reject the promise instead. Retrying the same `put` unchanged would fail again, because the `etag` you hold is stale.',
    },
    {
      question: 'Which outcome should the code retry unchanged, after a backoff?',
      options: [
        "`put` rejects with `'… (10043)'`, `ServiceUnavailable`",
        '`put` rejects with `BadDigest` (10037) because the `sha256` you passed does not match the bytes',
        '`get` resolves to `null`',
      ],
      correctAnswer: 0,
      explanation:
        '`ServiceUnavailable` is passing, and the error-codes page recommends retrying it with exponential backoff. `BadDigest` means the bytes are not what you hashed, so the same `put` fails again; `null` from `get` means the object is missing, which no retry changes.',
    },
    {
      question:
        "The storage service's D1 batch fails after `FILES.put` has stored the blob. What does it do?",
      options: [
        'Retries the batch until it succeeds, keeping the request open',
        "Deletes the blob, then the pending row, and answers 500 'Upload failed: the file could not be stored and nothing was kept. Please try again.'",
        'Leaves the blob and answers 201, because the bytes are safe in R2',
        'Marks the row stored anyway, so the file is listed',
      ],
      correctAnswer: 1,
      explanation:
        'It removes what it wrote, blob first so that a failure still leaves a pending row for the sweep, and tells the user to try again. Answering 201 or marking the row stored would list a file whose event was never recorded.',
    },
  ],
} satisfies Quiz;
