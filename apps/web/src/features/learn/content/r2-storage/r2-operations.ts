import type { Section } from '../../lib/module-schema';

const FENCE = '```';

// Source: https://developers.cloudflare.com/r2/api/workers/workers-api-reference/
//   (put/get/head/delete/list/multipart; onlyIf: put resolves null, get returns no body; ranges;
//   one checksum per put; delete of up to 1,000 keys; list limit default and maximum 1,000 and
//   possibly fewer; cursor only when truncated; unfinished multipart uploads aborted after 7 days)
// Source: https://developers.cloudflare.com/r2/api/error-codes/
//   (the binding throws with the code at the end of the message; 10001 retry; 10043 retry with
//   exponential backoff; 10037 BadDigest; 10058 one write a second per key; get/head give null)
// Source: https://developers.cloudflare.com/r2/reference/consistency/ (last writer wins)
// Source: https://developers.cloudflare.com/r2/objects/multipart-objects/ (part sizes, count)
// Source: https://developers.cloudflare.com/workers/platform/limits/ (128 MB per isolate)
// Project: services/storage/src/lib/store-file.ts, remove-file.ts, sweep.ts,
// routes/files/files.handlers.ts, packages/service-kit/src/health.ts (head probe) and
// packages/telemetry/src/tracing/traced-bindings.ts (spans `R2 put`, `R2 delete`; attributes
// rpc.method, r2.key); docs/lab.md. The lab's list call: GET /api/storage/files?page&pageSize
// &userId (docs/storage.md; packages/contracts/src/files.ts: pageSize at most 100).

export const r2OperationsSection: Section = {
  id: 'r2-operations',
  title: 'Working with R2 from a Worker',
  type: 'interactive',
  learningObjectives: [
    'Call put, get, head, delete and list on an R2 binding and handle what each resolves to: an object, null, or a page',
    'Prevent a lost update with onlyIf and an etag, and reject damaged bytes with a checksum',
    'Page through a listing with limit, cursor and truncated, and stream bodies instead of buffering them',
    'Tell a missing object (null) from a failure (a rejected promise), and decide which failures to retry',
  ],
  introduction:
    'An R2 binding is an object with a handful of asynchronous methods. Each reports "nothing there", "your condition failed" and "there is more" in its own way, and getting those details right is what separates a download route that works from one that breaks on the first missing file, the first concurrent writer or the thousand-and-first object.',
  content: `### The binding API

| Call | Resolves to | Notes |
|---|---|---|
| \`put(key, value, options?)\` | \`R2Object\`, or \`null\` if \`onlyIf\` failed | value: stream, \`ArrayBuffer\`, string or \`Blob\`; options: \`httpMetadata\`, \`customMetadata\`, \`onlyIf\`, one checksum (\`md5\`, \`sha1\`, \`sha256\`, \`sha384\` or \`sha512\`) |
| \`get(key, options?)\` | \`R2ObjectBody\`, or \`null\` if missing | \`body\` is a \`ReadableStream\`; \`range\`: \`{ offset, length }\` or \`{ suffix }\`; if \`onlyIf\` fails, an \`R2Object\` without a body |
| \`head(key)\` | \`R2Object\` or \`null\` | metadata only |
| \`delete(keys)\` | nothing | one key, or an array of up to 1,000 |
| \`list(options?)\` | \`{ objects, truncated, cursor?, delimitedPrefixes }\` | \`limit\` defaults to 1,000, the maximum |
| \`createMultipartUpload(key)\` | an upload | \`uploadPart(n, value)\`, then \`complete(parts)\` or \`abort()\` |

A missing key is a value, \`null\`, not an error: check for it and answer 404.

### Conditional writes and checksums

Two requests that read an object, change it and write it back will lose one change: the last write wins. \`onlyIf\` turns that into a compare-and-swap. Read the object, remember its etag, and write with \`{ onlyIf: { etagMatches: etag } }\`. If anyone wrote in between, the etag differs, nothing is stored and \`put\` resolves to \`null\`: read again and retry. The Try It example below runs exactly this race. \`onlyIf\` also takes \`etagDoesNotMatch\`, \`uploadedBefore\` and \`uploadedAfter\`, or a \`Headers\` object with conditional HTTP headers.

A checksum protects the bytes instead. Pass, say, \`sha256\` with the hash you computed; R2 hashes what it receives and rejects the \`put\` if the two differ (\`BadDigest\`). The storage service does this with the SHA-256 it computes while checking the upload:

${FENCE}ts
await env.FILES.put(file.id, content, {
  httpMetadata: { contentType: file.mimeType },
  sha256: file.checksum,
});
${FENCE}

### Streaming and ranges

\`get\` resolves to the metadata and a \`body\` stream that has not been read yet. Hand it to a \`Response\` and the bytes flow from R2 to the client without ever sitting whole in the isolate's 128 MB. Use \`arrayBuffer()\` or \`text()\` only for small objects. \`range\` reads part of an object, for resumable downloads or a file's header.

The route below is the shape of the storage service's download. Ours first reads the file's D1 row, so only \`stored\` files are served, and builds safe headers from it.

${FENCE}ts
import { Hono } from 'hono';

type Env = { FILES: R2Bucket };
const app = new Hono<{ Bindings: Env }>();

app.get('/api/storage/download/:id', async (c) => {
  const object = await c.env.FILES.get(c.req.param('id'));
  if (object === null) return c.json({ success: false, error: { message: 'File not found' } }, 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers); // Content-Type and the rest from httpMetadata
  headers.set('etag', object.httpEtag);
  return new Response(object.body, { headers });
});

// Every key under a prefix, one list page (up to 1,000 objects) at a time.
export async function listAllKeys(bucket: R2Bucket, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor !== undefined);
  return keys;
}

export default app;
${FENCE}

### Listing with cursors

\`list\` returns one page. While \`truncated\` is \`true\`, call again with the \`cursor\` it returned (and the same \`prefix\`); a \`cursor\` is present only on truncated pages.

${FENCE}text
list({ limit: 3 })                -> a b c   truncated: true   cursor: 'Xa1'
list({ limit: 3, cursor: 'Xa1' }) -> d e     truncated: true   cursor: 'Xb7'  (short page!)
list({ limit: 3, cursor: 'Xb7' }) -> f       truncated: false  no cursor: done
${FENCE}

Never decide by counting: R2 may return fewer than \`limit\` objects, for example to fit metadata you asked for with \`include\`, and still have more.

### Failures and retries

A failed call rejects, and the error's message ends with R2's code, such as \`(10043)\`. Sort them before retrying:

- \`InternalError\` (10001) and \`ServiceUnavailable\` (10043) are passing: retry, with exponential backoff.
- \`TooManyRequests\` (10058) means more than about one write a second to the same key: slow down.
- \`BadDigest\` (10037) means the bytes are wrong; sending the same bytes again fails again.

A \`put\` of the same bytes under the same key is idempotent, so retrying one is safe. Multipart uploads need more care: parts are 5 MiB to 5 GiB and uniform except the last, an upload can be aborted by someone else at any time, and one never completed is aborted after 7 days.

### How the storage service uses R2

It never lists the bucket: listings come from D1. \`put\` stores an upload under the file id, with its content type and SHA-256. \`get\` serves a download. \`delete\` removes a blob on a delete, on a failed upload's cleanup and in the sweep. \`head\` of a key that need not exist is its health check's probe. It does not retry inside a request: if a step fails it removes what it wrote (the blob first, then the pending row) and answers 500 with 'Upload failed: the file could not be stored and nothing was kept. Please try again.', and the sweep finishes anything a crash cut off.

Its routes and its sweep call R2 through a traced binding, so each call is a client span named \`R2 put\`, \`R2 get\` or \`R2 delete\` with the attributes \`rpc.method\` and \`r2.key\`. Upload a file on [Storage](/storage) and you can read them in [Traces](/traces); the exercise below walks through it. The full API is in the [Workers API reference](https://developers.cloudflare.com/r2/api/workers/workers-api-reference/).`,
  summary: `- \`get\` and \`head\` resolve to \`null\` for a missing key; a failure rejects, with R2's error code at the end of the message.
- \`put\` with \`onlyIf: { etagMatches }\` resolves to \`null\` instead of overwriting a newer object: re-read and retry to avoid lost updates. A checksum makes R2 reject damaged bytes.
- Return \`object.body\` in a \`Response\` to stream a download without buffering it.
- \`list\` is paged: follow \`cursor\` while \`truncated\` is true, keep the same \`prefix\`, and never rely on page sizes.
- Retry passing errors (10001, 10043) with backoff, not \`BadDigest\`; the storage service instead cleans up, answers 500 and lets the sweep finish.`,
  code: {
    language: 'javascript',
    code: `// An in-memory bucket with R2's conditional put: onlyIf.etagMatches, null when it fails.
let uploads = 0;
const stored = new Map();
const bucket = {
  async get(key) {
    const object = stored.get(key);
    return object ? { etag: object.etag, json: async () => JSON.parse(object.value) } : null;
  },
  async put(key, value, { onlyIf } = {}) {
    if (onlyIf && stored.get(key)?.etag !== onlyIf.etagMatches) return null;
    const etag = 'e' + ++uploads; // R2's real etags are MD5 hashes
    stored.set(key, { value, etag });
    return { key, etag };
  },
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function countDownload(who, conditional) {
  for (let attempt = 1; ; attempt++) {
    const object = await bucket.get('stats.json');
    const { downloads } = await object.json();
    await sleep(who === 'A' ? 40 : 20); // both read before either writes
    const options = conditional ? { onlyIf: { etagMatches: object.etag } } : {};
    const written = await bucket.put('stats.json', JSON.stringify({ downloads: downloads + 1 }), options);
    console.log(who + ' attempt ' + attempt + ': read ' + downloads + ' (etag ' + object.etag + '), put -> ' +
      (written ? 'stored as ' + written.etag : 'null: someone wrote first'));
    if (written) return;
  }
}

for (const conditional of [false, true]) {
  await bucket.put('stats.json', JSON.stringify({ downloads: 0 }));
  console.log(conditional ? '--- with onlyIf: { etagMatches }' : '--- plain put: last writer wins');
  await Promise.all([countDownload('A', conditional), countDownload('B', conditional)]);
  const { downloads } = await (await bucket.get('stats.json')).json();
  console.log('two downloads counted as ' + downloads);
}`,
    explanation:
      "Two requests, A and B, each read the download counter, wait, and write it back plus one. With a plain put both read 0 and both write 1: B's update is lost and two downloads count as 1. With `onlyIf: { etagMatches }`, B's write changes the etag, so A's put resolves to `null` and stores nothing; A reads again (now 1, with the new etag), and its second attempt stores 2. The bucket is a stand-in: a real binding behaves the same way, with MD5 etags and over the network.",
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 360,
    code: `// Listing a bucket page by page: limit, cursor and truncated.
const reduced = typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const duration = reduced ? 0 : 400;
const narrow = width < 480;
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const total = 23;
const objects = d3.range(total).map((i) => ({ index: i, key: 'f' + String(i + 1).padStart(2, '0') }));
let limit = 5;
let shortPages = false;
let next = 0; // index of the first object not yet read
let done = false;
let calls = [];
let cursor = null;

const controlsHeight = narrow ? 84 : 44;
const statusHeight = narrow ? 54 : 38;
const svgHeight = height - controlsHeight - statusHeight;

const controls = d3.select(container).append('div')
  .style('display', 'flex').style('flex-wrap', 'wrap').style('align-items', 'center')
  .style('gap', '6px 10px').style('padding', '6px 8px').style('box-sizing', 'border-box')
  .style('height', controlsHeight + 'px').style('overflow', 'hidden');
const sliderLabel = controls.append('label')
  .style('display', 'flex').style('align-items', 'center').style('gap', '6px');
const limitText = sliderLabel.append('span').style('font-family', mono).style('min-width', '64px');
const slider = sliderLabel.append('input').attr('type', 'range')
  .attr('min', 1).attr('max', 10).attr('step', 1).property('value', limit)
  .attr('aria-label', 'limit: objects per list call')
  .style('width', narrow ? '110px' : '120px')
  .on('input', (event) => { limit = Number(event.target.value); render(); });
const nextButton = controls.append('button').attr('type', 'button').text('Next page')
  .on('click', () => fetchPage());
const shortButton = controls.append('button').attr('type', 'button').text('Short pages')
  .attr('aria-pressed', 'false')
  .on('click', () => { shortPages = !shortPages; render(); });
controls.append('button').attr('type', 'button').text('Reset')
  .on('click', () => { next = 0; done = false; calls = []; cursor = null; say('Reset: no list call made yet.'); render(); });

const status = d3.select(container).append('p').attr('aria-live', 'polite')
  .style('margin', '0').style('padding', '0 8px').style('box-sizing', 'border-box')
  .style('height', statusHeight + 'px').style('overflow', 'hidden')
  .style('font-size', '12px').style('line-height', '17px').style('color', theme.text);
function say(text) { status.text(text); }

const svg = d3.select(container).append('svg')
  .attr('width', width).attr('height', svgHeight)
  .attr('role', 'img')
  .attr('aria-label', 'A bucket of ' + total + ' objects read page by page with list calls; each call shows its limit, how many objects it returned, truncated and the cursor')
  .style('display', 'block').style('font-family', theme.fontFamily);

const pad = 8;
const gridColumns = narrow ? 10 : Math.min(total, Math.floor((width - 2 * pad) / 44));
const cell = Math.floor((width - 2 * pad) / gridColumns);
const size = Math.min(cell - 4, narrow ? 24 : 36);
const gridTop = 22;
const gridRows = Math.ceil(total / gridColumns);
if (!narrow) {
  svg.append('text').attr('x', pad).attr('y', 14).attr('font-size', 12).attr('fill', theme.dimmed)
    .text('bucket: ' + total + ' objects in key order');
}
// A legend: the page just read, pages read before, objects not read yet.
const legend = svg.append('g')
  .attr('transform', 'translate(' + (narrow ? pad : width - pad - 270) + ',14)');
[['this page', theme.accent, theme.accent], ['read before', theme.success, theme.success],
  ['not read yet', theme.surface, theme.border]].forEach(([text, fill, stroke], i) => {
  const x = i * (narrow ? 96 : 92);
  legend.append('rect').attr('x', x).attr('y', -9).attr('width', 10).attr('height', 10).attr('rx', 2)
    .attr('fill', fill).attr('stroke', stroke);
  legend.append('text').attr('x', x + 14).attr('y', 0).attr('font-size', 11).attr('fill', theme.dimmed)
    .text(text);
});
const cells = svg.selectAll('g.object').data(objects).join('g').attr('class', 'object')
  .attr('transform', (o) => 'translate(' + (pad + (o.index % gridColumns) * cell) + ',' + (gridTop + Math.floor(o.index / gridColumns) * cell) + ')');
cells.append('rect').attr('width', size).attr('height', size).attr('rx', 4).attr('stroke-width', 1);
cells.append('text').attr('x', size / 2).attr('y', size / 2 + 4).attr('text-anchor', 'middle')
  .attr('font-size', narrow ? 9 : 11).attr('font-family', mono).text((o) => o.key);

const summaryY = gridTop + gridRows * cell + 16;
const summary = svg.append('text').attr('x', pad).attr('y', summaryY).attr('font-size', 12)
  .attr('font-weight', 700).attr('fill', theme.text);
const headY = summaryY + (narrow ? 20 : 24);
const logTop = headY + (narrow ? 15 : 17);
const logStep = narrow ? 15 : 17;
const maxLog = Math.max(1, Math.floor((svgHeight - logTop + 6) / logStep));
// The calls as a table; narrow frames drop the 'cursor sent' column (it is the row above's).
const columns = narrow
  ? [['#', 0, (c) => String(c.n)], ['limit', 0.08, (c) => String(c.limit)], ['got', 0.25, (c) => String(c.count)],
    ['truncated', 0.45, (c) => String(c.truncated)], ['cursor', 0.72, (c) => c.cursor || '-']]
  : [['#', 0, (c) => String(c.n)], ['limit', 0.06, (c) => String(c.limit)],
    ['cursor sent', 0.17, (c) => c.sentCursor || '-'], ['returned', 0.4, (c) => c.count + ' objects'],
    ['truncated', 0.58, (c) => String(c.truncated)], ['next cursor', 0.78, (c) => c.cursor || 'none']];
const columnX = (fraction) => pad + Math.round(fraction * (width - 2 * pad));
svg.append('g').selectAll('text').data(columns).join('text')
  .attr('x', (col) => columnX(col[1])).attr('y', headY).attr('font-size', narrow ? 10 : 11)
  .attr('fill', theme.dimmed).text((col) => col[0]);
svg.append('line').attr('x1', pad).attr('x2', width - pad).attr('y1', headY + 4).attr('y2', headY + 4)
  .attr('stroke', theme.grid);
const log = svg.append('g');

function makeCursor(index) {
  return 'Xq' + ((index * 7919) % 4093).toString(36) + index.toString(36);
}

function fetchPage() {
  if (done) { say('The last page had truncated: false and no cursor, so the listing is complete. Press Reset to list again.'); return; }
  let count = Math.min(limit, total - next);
  // R2 may return fewer objects than limit (for instance to fit metadata) and still be truncated.
  if (shortPages && count > 1) count = Math.max(1, Math.ceil(count / 2) - (calls.length % 2));
  const from = next;
  next += count;
  const truncated = next < total;
  const sentCursor = cursor;
  cursor = truncated ? makeCursor(next) : null;
  done = !truncated;
  calls.push({ n: calls.length + 1, limit, sentCursor, from, count, truncated, cursor });
  const keys = count === 1 ? objects[from].key : objects[from].key + '..' + objects[next - 1].key;
  say('Call ' + calls.length + ' (limit ' + limit + (sentCursor ? ", cursor '" + sentCursor + "'" : ', no cursor') + '): ' +
    count + ' object' + (count === 1 ? '' : 's') + ', ' + keys +
    (count < limit && truncated ? ', fewer than limit' : '') +
    (truncated ? "; truncated: true, so the next call sends cursor '" + cursor + "'."
      : '; truncated: false, no cursor: all ' + total + ' objects read in ' + calls.length + ' calls.'));
  render();
}

function render() {
  limitText.text('limit ' + limit);
  shortButton.attr('aria-pressed', String(shortPages));
  nextButton.property('disabled', done);
  const last = calls[calls.length - 1];
  cells.select('rect').transition().duration(duration)
    .attr('fill', (o) => (last && o.index >= last.from && o.index < last.from + last.count ? theme.accent
      : o.index < next ? theme.success : theme.surface))
    .attr('stroke', (o) => (o.index < next ? 'none' : theme.border));
  cells.select('text').transition().duration(duration)
    .attr('fill', (o) => (o.index < next ? theme.onFill : theme.dimmed));
  summary.text('read so far: ' + next + ' of ' + total + (done ? ' (complete)' : '') + ' · calls: ' + calls.length);

  const shown = calls.slice(-maxLog);
  const rowsShown = log.selectAll('g.call').data(shown, (c) => c.n).join(
    (enter) => {
      const row = enter.append('g').attr('class', 'call').attr('opacity', reduced ? 1 : 0);
      row.transition().duration(duration).attr('opacity', 1);
      columns.forEach((col) => {
        row.append('text').attr('x', columnX(col[1])).attr('font-family', mono)
          .attr('font-size', narrow ? 10 : 11).text(col[2]);
      });
      return row;
    },
  );
  rowsShown.attr('transform', (c, i) => 'translate(0,' + (logTop + i * logStep) + ')')
    .selectAll('text').attr('fill', function () {
      return d3.select(this.parentNode).datum().truncated ? theme.text : theme.success;
    });
}

say('Set the limit and press Next page: each call returns one page and, while truncated is true, a cursor for the next call.');
render();`,
  },
  quiz: {
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
  },
  challenge: {
    description: `Write \`async listAllKeys(bucket, prefix)\`. \`bucket.list(options)\` works like \`env.FILES.list\`: it resolves to \`{ objects: [{ key }], truncated, cursor }\`, where \`cursor\` is present only when \`truncated\` is \`true\`.

Call \`bucket.list({ prefix })\` first, then \`bucket.list({ prefix, cursor })\` with each page's cursor while the page was truncated, and return every key in order. Pages may be shorter than you expect, even empty, and still be truncated.`,
    starterCode: `async function listAllKeys(bucket, prefix) {
  // bucket.list({ prefix, cursor }) resolves to { objects, truncated, cursor }.
  const page = await bucket.list({ prefix });
  return page.objects.map((object) => object.key);
}`,
    solution: `async function listAllKeys(bucket, prefix) {
  const keys = [];
  let cursor;
  do {
    const page = await bucket.list(cursor === undefined ? { prefix } : { prefix, cursor });
    for (const object of page.objects) keys.push(object.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor !== undefined);
  return keys;
}`,
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
  },
  lab: {
    id: 'trace-r2-operations',
    title: 'Find R2 operations in a trace',
    goal: "Upload a file and then delete it on the running system, and read each request's trace. You will find the storage worker's `R2 put` and `R2 delete` spans with the key they touched, and see the D1 writes and the queue send around them in exactly the order this module describes.",
    steps: [
      'Press **Start exercise**.',
      'On [Storage](/storage#upload), upload a small text file with **Choose File** (or drop it on the upload area), then press **See what happened** under the upload area.',
      'In the **Waterfall**, choose the storage row `R2 put`. Under **Span details**, the **Attributes** table shows `rpc.method` (`put`), `cloud.resource_id` (`FILES`) and `r2.key`, the new file id.',
      'Read the rows after it: `BATCH STORAGE_DB` marks the row stored and writes the outbox, then `SELECT outbox` and `send file-events` publish the event, and the users row `process file-events` follows after its queued gap.',
      'Back on [Storage](/storage), press **Delete** on that file, confirm with **Delete** in the **Delete file** dialog, and press **See what happened** again.',
      'In this trace, find `R2 delete` between `UPDATE files` (the file leaves the list) and `BATCH STORAGE_DB` (the row goes, with its `file.deleted` event); open its details to see the same `r2.key`.',
      'Press **Check**.',
    ],
    check: 'r2-operations-traced',
    checkExplanation:
      '**Check** reads the traces API (`GET /api/traces`, with `service=storage` and each span name as `operation`) and passes when traces that started after you pressed **Start exercise** hold a storage span named `R2 put` and a storage span named `R2 delete`. Spans reach the API one to three seconds after a request, so wait a moment if it does not pass at once.',
    code: {
      language: 'javascript',
      code: `// The demo user's files as the storage service lists them (from D1, newest first).
const pageSize = 100; // the API's maximum
let page = 1;
let listed = 0;
let bytes = 0;
let total = 0;
do {
  const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize), userId: 'demo-user' });
  const { data } = await api.get('/api/storage/files?' + query);
  total = data.total;
  for (const file of data.files) {
    console.log(file.name + ': ' + file.size + ' bytes');
    listed += 1;
    bytes += file.size;
  }
  page += 1;
} while (listed < total && page <= 10);
console.log('total: ' + listed + ' of ' + total + ' files, ' + bytes + ' bytes');
const { data: user } = await api.get('/api/users/demo-user');
console.log('users service counts: ' + user.usage.fileCount + ' files, ' + user.usage.bytes + ' bytes');`,
      explanation:
        "Each line is one stored file of the demo user, read page by page from `GET /api/storage/files?page&pageSize&userId=demo-user`; the last lines compare the total with the usage the users service counted from the `file-events` queue. Run it after your upload and again after the delete: the file appears and disappears at once, because the list is a D1 query over `stored` rows, while the users service's count may lag a moment behind, because it arrives by queue.",
      runnable: true,
    },
  },
};
