import type { LearningModule } from '../lib/module-schema';

const FENCE = '```';

export const r2StorageModule: LearningModule = {
  id: 'r2-storage',
  title: 'Object Storage with R2',
  description:
    'How the storage service keeps files: objects, keys and metadata in R2, metadata rows in D1, keeping the two in step without a shared transaction, and reading, streaming, listing and deleting objects from a Worker.',
  difficulty: 'advanced',
  duration: 50,
  topics: ['r2', 'storage', 'workers', 'error handling'],
  prerequisites: ['async-basics', 'cloudflare-workers', 'error-handling'],
  sections: [
    {
      id: 'r2-intro',
      title: 'Buckets, Keys and Objects',
      type: 'theory',
      learningObjectives: [
        'Explain how R2 buckets, keys, objects and metadata fit together',
        'Decide what belongs in R2 and what belongs in D1, as the storage service does',
        'Describe how the storage service keeps R2 and D1 in step without a shared transaction',
      ],
      introduction:
        "When you upload a file on the Storage page, its bytes go to R2, Cloudflare's object storage, and a description of it goes to a D1 database. This section explains what object storage is good at, what it is not, and how the storage service makes the two stores agree even when a request fails halfway.",
      content: `### Buckets, keys and objects

R2 keeps **objects** in **buckets**. An object is a run of bytes plus a **key** (its name, a string of up to 1,024 bytes) and some metadata. The storage service's bucket is \`async-dashboard-files\`, bound to the Worker as \`env.FILES\`.

- **The namespace is flat.** A key such as \`users/demo-user/notes.txt\` contains slashes, but there are no real folders. Listing with a \`prefix\` (and optionally a \`delimiter\` of \`/\`) lets you browse as if there were.
- **Metadata** comes in two kinds: \`httpMetadata\` (content type, cache control, content disposition) and \`customMetadata\` (your own string pairs). R2 also records the size, an ETag, the upload time and optional checksums.
- **Consistency is strong.** Once \`put\` has resolved, every \`get\`, \`head\` and \`list\` sees the new object.
- Objects can be very large (up to 5 TiB, uploaded in parts), and a Worker can stream them without holding them in memory.

### R2 or D1?

| | R2 | D1 |
|---|---|---|
| Holds | blobs: bytes of any size | rows: small structured records |
| Find by | exact key, or a key prefix | any column, with SQL and indexes |
| Order | key order only | any \`ORDER BY\` |
| In this dashboard | each file's bytes, keyed by its id | name, owner, size, type, state, dates |

The Storage page lists files newest first, page by page, optionally for one user. That is a D1 query, not an R2 list, because R2 can only list in key order. R2 is read when you download a file.

### Keeping two stores in step

No transaction spans R2 and D1, so the storage service orders its steps so that a crash at any point leaves something it can finish or undo:

1. Insert the D1 row with state \`pending\`. Pending rows are never listed.
2. \`put\` the blob into R2 under the file id.
3. In one D1 batch, mark the row \`stored\` and write the \`file.uploaded\` event into an **outbox** table.

If a step fails, the service removes what it wrote and answers with an error. If the request itself dies, a sweep (a cron trigger every 5 minutes) removes pending uploads older than 10 minutes. The event is published from the outbox to the \`file-events\` queue, and republished by the sweep if that send failed.`,
      summary: `- R2 stores objects (bytes plus metadata) under keys in a flat namespace; prefixes act like folders.
- R2 is strongly consistent: after \`put\` resolves, reads and lists see the object.
- Blobs go in R2; small, searchable metadata goes in D1, queried with SQL.
- With no shared transaction, the storage service orders its writes (pending row, blob, stored plus outbox) so failures can be undone.
- A scheduled sweep finishes or removes anything a crash left behind.`,
      code: {
        language: 'javascript',
        code: `const stored = new Map();
const bucket = {
  async put(key, value, options = {}) {
    stored.set(key, { key, size: value.length, httpMetadata: options.httpMetadata ?? {}, value });
    return { key, size: value.length };
  },
  async get(key) {
    const object = stored.get(key);
    return object ? { ...object, text: async () => object.value } : null;
  },
  async list({ prefix = '' } = {}) {
    const keys = [...stored.keys()].filter((key) => key.startsWith(prefix)).sort();
    return { objects: keys.map((key) => ({ key, size: stored.get(key).size })), truncated: false };
  },
  async delete(key) { stored.delete(key); },
};
await bucket.put('users/demo-user/notes.txt', 'Kia ora', { httpMetadata: { contentType: 'text/plain' } });
await bucket.put('users/demo-user/avatar.png', 'PNG bytes');
await bucket.put('exports/2026-01.csv', 'id,name');
console.log((await bucket.list({ prefix: 'users/demo-user/' })).objects);
const note = await bucket.get('users/demo-user/notes.txt');
console.log(note.httpMetadata.contentType, '->', await note.text());
console.log('a missing key gives:', await bucket.get('users/demo-user/nothing.txt'));
await bucket.delete('users/demo-user/avatar.png');
console.log('after delete:', (await bucket.list()).objects.map((object) => object.key));`,
        explanation:
          "The bucket here is an in-memory stand-in with the same rules as R2. The prefix list returns only the demo user's keys, in key order. get fulfils with null for a missing key instead of rejecting, and after the delete the list no longer includes the avatar. A real R2 binding behaves the same way, with richer objects.",
        runnable: true,
      },
      quiz: {
        questions: [
          {
            question: "Where does the storage service keep a file's name, owner and size?",
            options: [
              'In R2 custom metadata only',
              'In a row of its D1 database, while the bytes are in R2',
              'In the users service',
            ],
            correctAnswer: 1,
            explanation:
              'Searchable, sortable metadata belongs in D1. The bucket holds the bytes under the file id.',
          },
          {
            question:
              "An R2 bucket holds the key 'users/demo-user/notes.txt'. What is 'users/demo-user/'?",
            options: [
              'A folder that must be created before the upload',
              'A separate bucket',
              'Part of the key; listing with that prefix finds the objects under it',
            ],
            correctAnswer: 2,
            explanation:
              'R2 has a flat namespace. Slashes are ordinary characters, and prefix (with a delimiter) lets you browse by them.',
          },
          {
            question: 'Why does an upload insert a pending D1 row before it puts the blob into R2?',
            options: [
              'So that a crash never leaves a blob without a row: the sweep finds the pending row and removes both',
              'Because R2 rejects writes for ids that D1 does not know',
              'To make the upload faster',
            ],
            correctAnswer: 0,
            explanation:
              'Writing the row first means every blob has a row that explains it; pending rows are hidden from lists and cleaned up if never finished.',
          },
        ],
      },
    },
    {
      id: 'r2-operations',
      title: 'Working with R2 from a Worker',
      type: 'interactive',
      learningObjectives: [
        'Store, read, list and delete objects with env.FILES.put, get, list and delete',
        'Stream an object to the client without buffering it',
        'Page through a large bucket with list cursors and the truncated flag',
        'Handle missing objects and failures without leaving R2 and D1 out of step',
      ],
      introduction:
        'An R2 binding is an object with a handful of asynchronous methods. Each returns a promise, and each has a particular way of reporting "nothing there" or "there is more". Getting those details right is what separates a download route that works from one that fails on the first missing file or the thousand-and-first object.',
      content: `### The bucket API

| Call | Resolves to | Notes |
|---|---|---|
| \`put(key, value, options?)\` | \`R2Object\` | value: stream, \`ArrayBuffer\`, string or \`Blob\`; options: \`httpMetadata\`, \`customMetadata\`, \`sha256\`; replaces an existing key |
| \`get(key, options?)\` | \`R2ObjectBody\` or \`null\` | \`body\` is a \`ReadableStream\`; also \`text()\`, \`json()\`, \`arrayBuffer()\`; \`range\` reads part |
| \`head(key)\` | \`R2Object\` or \`null\` | metadata only, no body |
| \`list(options?)\` | \`{ objects, truncated, cursor, delimitedPrefixes }\` | at most \`limit\` objects (1,000 at most) |
| \`delete(keys)\` | nothing | one key, or an array of up to 1,000 |

The storage service passes the file's SHA-256 to \`put\`, so R2 rejects the write if the bytes arrived damaged.

### Streaming a download

${FENCE}ts
const object = await c.env.FILES.get(id);
if (object === null) return c.json({ success: false, error: { message: 'File not found' } }, 404);
const headers = new Headers();
object.writeHttpMetadata(headers); // Content-Type and the rest from httpMetadata
headers.set('etag', object.httpEtag);
return new Response(object.body, { headers });
${FENCE}

\`object.body\` streams from R2 to the client as it is read, so a 20 MB file never sits whole in the Worker's 128 MB of memory.

### Listing with cursors

\`list\` returns one page. When \`truncated\` is \`true\` there is more: call \`list\` again with the \`cursor\` it returned, until \`truncated\` is \`false\`. Do not decide by counting: a page can hold fewer than \`limit\` objects and still be truncated.

${FENCE}ts
let cursor: string | undefined;
do {
  const page = await env.FILES.list({ prefix: 'users/demo-user/', cursor });
  for (const object of page.objects) console.log(object.key, object.size);
  cursor = page.truncated ? page.cursor : undefined;
} while (cursor !== undefined);
${FENCE}

### Failures

- A missing key is a value (\`null\`), not an error. Check for it and answer 404.
- A storage fault rejects the promise. Catch it where you can clean up: the storage service deletes what it wrote and answers with a clear error.
- \`put\` with \`onlyIf: { etagMatches }\` resolves to \`null\` when the object changed meanwhile, which gives optimistic concurrency.
- Delete the blob and the row in an order that leaves something recoverable, and let the scheduled sweep finish anything a crash interrupted.`,
      summary: `- \`put\`, \`get\`, \`head\`, \`list\` and \`delete\` all return promises; \`get\` and \`head\` fulfil with \`null\` for a missing key.
- Return \`object.body\` in a \`Response\` to stream a download without buffering it.
- \`list\` is paged: follow \`cursor\` while \`truncated\` is true, and never rely on page sizes.
- Catch storage faults where you can undo partial work, and keep R2 and D1 recoverable.`,
      code: {
        language: 'typescript',
        code: `import { Hono } from 'hono';

type Env = { FILES: R2Bucket };
const app = new Hono<{ Bindings: Env }>();

app.get('/api/storage/download/:id', async (c) => {
  const object = await c.env.FILES.get(c.req.param('id'));
  if (object === null) return c.json({ success: false, error: { message: 'File not found' } }, 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
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

export default app;`,
        explanation:
          'The download route streams the object with the content type stored at upload, or answers 404 when get returns null. listAllKeys follows cursors until a page is no longer truncated. Both need an R2 binding, so this is not runnable here.',
        runnable: false,
      },
      d3Sandbox: {
        width: 600,
        height: 300,
        code: `// Listing a bucket of 2,350 objects with limit 1,000: three pages, joined by cursors.
const total = 2350, limit = 1000;
const pages = [];
for (let start = 0, n = 1; start < total; start += limit, n++) {
  const count = Math.min(limit, total - start);
  pages.push({ name: 'call ' + n, count, truncated: start + count < total });
}
const margin = { top: 30, right: 20, bottom: 40, left: 60 };
const svg = d3.select(container).append('svg').attr('width', width).attr('height', height);
const x = d3.scaleBand().domain(pages.map((p) => p.name))
  .range([margin.left, width - margin.right]).padding(0.3);
const y = d3.scaleLinear().domain([0, limit]).range([height - margin.bottom, margin.top]);

svg.append('g').attr('transform', 'translate(0,' + (height - margin.bottom) + ')')
  .call(d3.axisBottom(x));
svg.append('g').attr('transform', 'translate(' + margin.left + ',0)').call(d3.axisLeft(y).ticks(5));
svg.append('text').attr('x', 12).attr('y', 16).attr('font-size', 11)
  .text('objects per list() call (limit 1,000)');

svg.selectAll('rect.page').data(pages).join('rect')
  .attr('x', (p) => x(p.name)).attr('width', x.bandwidth())
  .attr('y', (p) => y(p.count)).attr('height', (p) => y(0) - y(p.count))
  .attr('fill', (p) => (p.truncated ? '#4c6ef5' : '#2f9e44'));
svg.selectAll('text.count').data(pages).join('text')
  .attr('x', (p) => x(p.name) + x.bandwidth() / 2).attr('y', (p) => y(p.count) + 16)
  .attr('text-anchor', 'middle').attr('font-size', 12).attr('fill', 'white')
  .text((p) => p.count + ' objects');
svg.selectAll('text.flag').data(pages).join('text')
  .attr('x', (p) => x(p.name) + x.bandwidth() / 2).attr('y', (p) => y(p.count) - 6)
  .attr('text-anchor', 'middle').attr('font-size', 11)
  .text((p) => 'truncated: ' + p.truncated);

// Arrows for the cursor handed from each truncated page to the next call.
const links = pages.slice(0, -1);
svg.selectAll('text.cursor').data(links).join('text')
  .attr('x', (p) => x(p.name) + x.bandwidth() + (x.step() - x.bandwidth()) / 2)
  .attr('y', y(limit / 2)).attr('text-anchor', 'middle').attr('font-size', 11)
  .attr('fill', '#495057').text('cursor →');`,
      },
      quiz: {
        questions: [
          {
            question:
              'A call to env.FILES.list() returns truncated: true. What should the code do next?',
            options: [
              'Stop: truncated means the bucket is too large to list',
              'Call list again with limit doubled',
              'Call list again with the cursor from this page, and repeat until truncated is false',
            ],
            correctAnswer: 2,
            explanation:
              'truncated says there are more objects; the returned cursor tells the next call where to continue.',
          },
          {
            question:
              'Why does the download route return new Response(object.body) instead of reading the object with arrayBuffer() first?',
            options: [
              "Streaming sends the bytes as they arrive, without holding the whole file in the Worker's memory",
              'arrayBuffer() is not available on R2 objects',
              'object.body is already a complete string',
            ],
            correctAnswer: 0,
            explanation:
              'object.body is a ReadableStream; passing it to Response streams it to the client, which matters for large files and the memory limit.',
          },
          {
            question: 'What does env.FILES.head(key) resolve to when the key does not exist?',
            options: [
              'An R2Object with size 0',
              'null',
              'It rejects with a 404 error',
              'undefined',
            ],
            correctAnswer: 1,
            explanation:
              'Like get, head reports a missing object as null, so you check the value rather than catching an error.',
          },
        ],
      },
      challenge: {
        description:
          'Write async listAllKeys(listPage): listPage(options) works like env.FILES.list and resolves to { objects: [{ key }], truncated, cursor }. Call it first with {}, then with { cursor } while the previous page was truncated, and return every key in order.',
        starterCode: `async function listAllKeys(listPage) {
  // listPage({ cursor }) resolves to { objects, truncated, cursor }.
  const page = await listPage({});
  return page.objects.map((object) => object.key);
}`,
        solution: `async function listAllKeys(listPage) {
  const keys = [];
  let cursor;
  do {
    const page = await listPage(cursor === undefined ? {} : { cursor });
    for (const object of page.objects) keys.push(object.key);
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor !== undefined);
  return keys;
}`,
        tests: [
          {
            name: 'follows the cursor through every page',
            input:
              "(async () => { const all = ['a', 'b', 'c', 'd', 'e']; const listPage = async ({ cursor } = {}) => { const start = cursor ? Number(cursor) : 0; const objects = all.slice(start, start + 2).map((key) => ({ key })); const truncated = start + 2 < all.length; return truncated ? { objects, truncated, cursor: String(start + 2) } : { objects, truncated }; }; return listAllKeys(listPage); })()",
            expectedOutput: "[ 'a', 'b', 'c', 'd', 'e' ]",
          },
          {
            name: 'one page that is not truncated',
            input:
              "listAllKeys(async () => ({ objects: [{ key: 'only.txt' }], truncated: false }))",
            expectedOutput: "[ 'only.txt' ]",
          },
          {
            name: 'an empty bucket',
            input: 'listAllKeys(async () => ({ objects: [], truncated: false }))',
            expectedOutput: '[]',
          },
          {
            name: 'handles short truncated pages',
            input:
              "(async () => { const pages = { start: { objects: [{ key: 'k1' }], truncated: true, cursor: 'p2' }, p2: { objects: [], truncated: true, cursor: 'p3' }, p3: { objects: [{ key: 'k2' }, { key: 'k3' }], truncated: false } }; let calls = 0; const keys = await listAllKeys(async ({ cursor } = {}) => { calls++; return pages[cursor ?? 'start']; }); return keys.join(',') + ' in ' + calls + ' calls'; })()",
            expectedOutput: 'k1,k2,k3 in 3 calls',
          },
        ],
        hints: [
          'Loop: request a page, collect its keys, and keep the cursor only if the page is truncated.',
          'A do...while loop fits, because there is always at least one call.',
          'Do not stop on an empty or short page; only truncated: false means the end.',
        ],
      },
    },
  ],
};
