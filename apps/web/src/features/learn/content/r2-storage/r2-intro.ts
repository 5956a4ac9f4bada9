import type { Section } from '../../lib/module-schema';

const FENCE = '```';

// Source: https://developers.cloudflare.com/r2/api/workers/workers-api-reference/
//   (objects, httpMetadata, customMetadata, etag and httpEtag, list options, delimitedPrefixes)
// Source: https://developers.cloudflare.com/r2/reference/consistency/ (strongly consistent
//   read-after-write, metadata updates, deletes and listings; last writer wins; caching)
// Source: https://developers.cloudflare.com/r2/platform/limits/ (key 1,024 bytes; metadata 8,192
//   bytes; single upload 4.995 GiB; object 4.995 TiB; 10,000 parts; 1 write a second per key)
// Source: https://developers.cloudflare.com/r2/objects/multipart-objects/ (parts 5 MiB to 5 GiB,
//   uniform but the last; unfinished uploads aborted after 7 days)
// Source: https://developers.cloudflare.com/r2/pricing/ (no egress charges; Class A writes and
//   lists, Class B reads; deletes free)
// Source: https://developers.cloudflare.com/workers/platform/limits/ (request body 100 MB on the
//   Free and Pro plans)
// delimitedPrefixes end in the delimiter, as the local runtime's R2 list (Miniflare) and S3's
// CommonPrefixes return them. Project: services/storage/src/lib/store-file.ts, remove-file.ts,
// sweep.ts, file-repository.ts, docs/storage.md and docs/reliability.md.

export const r2IntroSection: Section = {
  id: 'r2-intro',
  title: 'Buckets, Keys and Objects',
  type: 'theory',
  learningObjectives: [
    'Describe an R2 object: its key in a flat namespace, its body, its httpMetadata and customMetadata, and its etag',
    'Predict what list returns for a prefix and a delimiter, objects and delimitedPrefixes alike',
    "State R2's consistency guarantees and its limits for a single put and for a multipart upload",
    'Explain the order in which the storage service writes D1 and R2 so that a half-written file is never listed',
  ],
  introduction:
    "When you upload a file on the Storage page, its bytes go to R2, Cloudflare's object storage, and a description of it goes to a D1 database. This section is about what an R2 bucket really holds (keys, bodies and metadata, with no folders), what it promises about consistency and size, and how the storage service orders its writes to the two stores so that no one ever sees a file that is only half there.",
  content: `### Buckets, keys and objects

R2 keeps **objects** in **buckets**. The storage worker's bucket is \`async-dashboard-files\`, bound to it as \`env.FILES\` in its \`wrangler.toml\`. An object has:

- a **key**, its name: any UTF-8 string of up to 1,024 bytes;
- a **body**: the bytes themselves;
- **\`httpMetadata\`**: the HTTP headers to send with it later (\`contentType\`, \`contentDisposition\`, \`contentEncoding\`, \`contentLanguage\`, \`cacheControl\`, \`cacheExpiry\`);
- **\`customMetadata\`**: your own string-to-string pairs. All metadata together may take 8,192 bytes;
- what R2 records itself: \`size\`, \`uploaded\`, a \`version\` that is new for every upload, checksums, and an **etag**. For a single-part upload the etag is the MD5 of the bytes, so it changes whenever the bytes change. \`httpEtag\` is the same value in quotes, ready for an \`ETag\` header.

The etag is what conditional operations compare against, as the next section shows.

### A flat namespace

There are no folders. \`users/demo-user/notes.txt\` is one key whose characters happen to include slashes: nothing called \`users/\` exists by itself, and you never create it. Two options of \`list\` make the slashes useful:

- \`prefix\` keeps only the keys that **start with** that text. It is a string comparison, not a folder: the prefix \`users/d\` matches \`users/demo-user/…\` and \`users/dan/…\` alike.
- \`delimiter\` (usually \`/\`) rolls up every key that contains the delimiter **after** the prefix. Such a key is left out of \`objects\`; instead its beginning, up to and including that delimiter, appears once in \`delimitedPrefixes\`.

Keys always come back in lexicographic order.

${FENCE}text
bucket keys                          list({ prefix: 'users/', delimiter: '/' })

avatars/demo-user.png                .  does not start with 'users/'
readme.txt                           .  does not start with 'users/'
users/demo-user/notes.txt        --+
users/demo-user/photos/cat.png   --+-->  delimitedPrefixes: [ 'users/demo-user/',
users/kiri/report.pdf            ----->                       'users/kiri/' ]
users/terms.txt                  ----->  objects: [ 'users/terms.txt' ]
${FENCE}

Listing again with \`prefix: 'users/demo-user/'\` goes one level down: that is how a file browser "opens a folder" in an object store. Try both in the visualisation below.

### Consistency

R2 is **strongly consistent**, globally:

- once \`put\` resolves, every read anywhere sees the new object, and the same holds for a metadata update;
- once \`delete\` resolves, reads report the object missing;
- \`list\` shows all objects at that moment, so a list right after a write or a delete already reflects it.

When two clients write the same key, the last write to finish wins, and R2 refuses more than about one write a second to a single key (429). The one relaxation is caching: an object served through a custom domain with caching enabled can stay stale until its cache entry expires. Worker bindings, like \`env.FILES\`, never go through that cache.

### Limits

| What | Limit |
|---|---|
| Key | 1,024 bytes |
| Metadata | 8,192 bytes |
| One \`put\` | 5 GiB less 5 MiB (4.995 GiB) |
| One object | 5 TiB less 5 GiB (4.995 TiB), through a multipart upload |
| Multipart parts | 5 MiB to 5 GiB each, all the same size except a smaller last one; at most 10,000 |

An unfinished multipart upload is aborted after 7 days unless a lifecycle rule says otherwise. Requests into a Worker are limited too (100 MB of body on Cloudflare's Free and Pro plans), so large files are usually sent in parts. This dashboard caps uploads at 20 MB and stores each with one \`put\`.

### No egress fees

R2 bills storage by the GB-month and operations in two classes: Class A (writes and lists) and Class B (reads such as \`get\` and \`head\`); deletes are free. Data sent out is never billed, for any storage class, so a file downloaded a thousand times costs a thousand Class B operations and no bandwidth.

### How this dashboard stores a file

The [Storage](/storage) page never lists the bucket. Its file list is a D1 query over the storage service's \`files\` table, newest first, showing only rows in state \`stored\`; R2 is read only when you download. Because no transaction spans D1 and R2, the service orders its steps so that a crash at any point leaves something it can finish or undo:

${FENCE}text
upload            D1 row        R2 object   listed?   a crash here leaves
1 INSERT row      pending       -           no        a pending row: the sweep deletes it
2 FILES.put       pending       present     no        blob + pending row: sweep deletes both
3 one D1 batch    stored,       present     yes       nothing to repair; the event waits in
                  + outbox event                      the outbox until it is published
${FENCE}

Why this order? The row is marked \`stored\` only after \`put\` has resolved, and R2's strong consistency means the blob is then readable everywhere, so a listed file can always be downloaded. And the row exists before the blob, so every blob has a row that explains it: the sweep (a cron every 5 minutes, and locally after a request once the interval has passed) finds \`pending\` rows older than one interval and deletes the blob, then the row. Writing the blob first would risk an orphan that no query can find without scanning the whole bucket.

A delete runs the other way round: the row becomes \`deleting\` (it leaves the list), then \`FILES.delete\` runs, then one batch removes the row and writes the \`file.deleted\` event. If the blob cannot be deleted, the row goes back to \`stored\`. See [R2's consistency model](https://developers.cloudflare.com/r2/reference/consistency/) and [limits](https://developers.cloudflare.com/r2/platform/limits/) for the full tables.`,
  summary: `- An R2 object is a key (up to 1,024 bytes) in a flat namespace, a body, \`httpMetadata\`, \`customMetadata\` (8,192 bytes of metadata in all) and an etag that changes with the bytes.
- \`prefix\` is a plain string match; with a \`delimiter\`, keys that continue past it roll up into \`delimitedPrefixes\`, each ending in the delimiter, which is how folders are simulated.
- R2 is strongly consistent for reads after writes, metadata updates, deletes and lists; the last writer to a key wins.
- One \`put\` takes up to 4.995 GiB; bigger objects (to 4.995 TiB) need multipart uploads of 5 MiB to 5 GiB parts, at most 10,000; egress is free.
- The storage service writes a pending D1 row, then the blob, then marks the row stored with its event in one batch, so a listed file always has its blob and every blob has a row the sweep can find.`,
  code: {
    language: 'javascript',
    code: `// The upload's three steps, crashed after each one, in two orders.
function run(order, crashAfter) {
  const rows = new Map(); // D1: file id -> state
  const blobs = new Set(); // R2: keys
  const steps = {
    row: () => rows.set('f1', 'pending'),
    put: () => blobs.add('f1'),
    stored: () => rows.set('f1', 'stored'),
  };
  for (const step of order) {
    steps[step]();
    if (step === crashAfter) break;
  }
  return { rows, blobs };
}
function describe({ rows, blobs }) {
  const listed = [...rows].filter(([, state]) => state === 'stored').map(([id]) => id);
  return 'rows ' + JSON.stringify([...rows]) + ', blobs ' + JSON.stringify([...blobs]) +
    ', listed ' + JSON.stringify(listed);
}
function sweep({ rows, blobs }) {
  for (const [id, state] of rows) {
    if (state === 'pending') { blobs.delete(id); rows.delete(id); }
  }
}
for (const order of [['row', 'put', 'stored'], ['put', 'row', 'stored']]) {
  console.log('--- order: ' + order.join(' -> '));
  for (const crashAfter of [order[0], order[1], 'nothing']) {
    const state = run(order, crashAfter);
    const before = describe(state);
    sweep(state);
    console.log('crash after ' + crashAfter + ': ' + before);
    console.log('   after the sweep: ' + describe(state));
  }
}`,
    explanation:
      'Each line shows what D1 and R2 hold after a crash, and what is left once the sweep has run. In the storage service\'s order (row, put, stored) nothing is ever listed without its blob, and the sweep always ends with both stores empty or both complete. In the other order, a crash after the put leaves blobs ["f1"] with no row at all: the sweep, which only reads rows, never finds it, and that orphan would cost storage for ever.',
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 360,
    code: `// A bucket's keys and what list({ prefix, delimiter }) returns for them.
const reduced = typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const duration = reduced ? 0 : 350;
const narrow = width < 480;
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const keys = [
  'avatars/demo-user.png',
  'exports/2026-01.csv',
  'exports/2026-02.csv',
  'readme.txt',
  'users/demo-user/notes.txt',
  'users/demo-user/photos/2026/beach.jpg',
  'users/demo-user/photos/cat.png',
  'users/kiri/photos/fern.png',
  'users/kiri/report.pdf',
];
const prefixes = ['', 'users/', 'users/demo-user/', 'users/demo-user/photos/', 'users/d', 'exports/'];
let prefix = 'users/';
let useDelimiter = true;

function list(allKeys, prefix, delimiter) {
  const objects = [];
  const delimitedPrefixes = [];
  const roles = new Map();
  for (const key of [...allKeys].sort()) {
    if (!key.startsWith(prefix)) { roles.set(key, { role: 'outside' }); continue; }
    const at = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
    if (at === -1) { objects.push(key); roles.set(key, { role: 'object' }); continue; }
    const rolled = key.slice(0, at + delimiter.length);
    if (!delimitedPrefixes.includes(rolled)) delimitedPrefixes.push(rolled);
    roles.set(key, { role: 'rolled', rolled });
  }
  return { objects, delimitedPrefixes, roles };
}

const controlsHeight = narrow ? 84 : 44;
const statusHeight = narrow ? 54 : 38;
const svgHeight = height - controlsHeight - statusHeight;

const controls = d3.select(container).append('div')
  .style('display', 'flex').style('flex-wrap', 'wrap').style('align-items', 'center')
  .style('gap', '6px 12px').style('padding', '6px 8px').style('box-sizing', 'border-box')
  .style('height', controlsHeight + 'px').style('overflow', 'hidden');
const label = controls.append('label')
  .style('display', 'flex').style('align-items', 'center').style('gap', '6px');
label.append('span').text('Prefix');
const select = label.append('select')
  .style('background', theme.surface).style('border', '1px solid ' + theme.border)
  .style('border-radius', '6px').style('min-height', '32px').style('font-family', mono)
  .style('font-size', narrow ? '12px' : '13px')
  .style('max-width', (width - 90) + 'px')
  .on('change', (event) => { prefix = event.target.value; update(); });
select.selectAll('option').data(prefixes).join('option')
  .attr('value', (p) => p).property('selected', (p) => p === prefix)
  .text((p) => (p === '' ? '(no prefix)' : p));
const toggle = controls.append('button').attr('type', 'button')
  .text("Delimiter '/'")
  .on('click', () => { useDelimiter = !useDelimiter; update(); });

const status = d3.select(container).append('p').attr('aria-live', 'polite')
  .style('margin', '0').style('padding', '0 8px').style('box-sizing', 'border-box')
  .style('height', statusHeight + 'px').style('overflow', 'hidden')
  .style('font-size', '12px').style('line-height', '17px').style('color', theme.text);

const svg = d3.select(container).append('svg')
  .attr('width', width).attr('height', svgHeight)
  .attr('role', 'img')
  .attr('aria-label', 'The keys of a bucket, marked by what list returns for the chosen prefix and delimiter')
  .style('display', 'block').style('font-family', theme.fontFamily);

const keyFont = narrow ? 10.5 : 11.5;
const rowStep = narrow ? 14 : 19;
const top = narrow ? 14 : 40;
const resultsX = narrow ? 8 : Math.max(290, Math.round(width * 0.5));
const charWidth = 0.62;

if (!narrow) {
  svg.append('text').attr('class', 'call').attr('x', 8).attr('y', 16)
    .attr('font-family', mono).attr('font-size', 12).attr('fill', theme.text);
}
svg.append('text').attr('x', 8).attr('y', top - (narrow ? 2 : 8)).attr('font-size', 11)
  .attr('fill', theme.dimmed).text(narrow ? '' : 'bucket keys (in key order)');

const rows = svg.selectAll('g.key').data(keys).join('g').attr('class', 'key')
  .attr('transform', (key, i) => 'translate(8,' + (top + 8 + i * rowStep) + ')');
// A round marker for an object or a key outside the prefix, a square for a rolled-up key.
rows.append('rect').attr('class', 'marker').attr('x', 0.5).attr('y', -8.5).attr('width', 9).attr('height', 9)
  .attr('rx', 4.5).attr('stroke-width', 1.5);
rows.append('text').attr('x', 16).attr('y', 0).attr('font-family', mono).attr('font-size', keyFont);

const results = svg.append('g').attr('class', 'results');

if (!narrow) {
  const legend = svg.append('g').attr('transform', 'translate(8,' + (svgHeight - 10) + ')');
  const items = [
    ['object', theme.accent, theme.accent, 4.5],
    ['rolled into a delimited prefix', theme.event, theme.event, 1],
    ['outside the prefix', theme.background, theme.border, 4.5],
  ];
  let x = 0;
  items.forEach(([text, fill, stroke, rx]) => {
    legend.append('rect').attr('x', x + 0.5).attr('y', -8.5).attr('width', 9).attr('height', 9)
      .attr('rx', rx).attr('fill', fill).attr('stroke', stroke).attr('stroke-width', 1.5);
    legend.append('text').attr('x', x + 14).attr('y', 0).attr('font-size', 11)
      .attr('fill', theme.dimmed).text(text);
    x += 24 + text.length * 5.6;
  });
}

function clip(text, maxChars) {
  return text.length <= maxChars ? text : text.slice(0, Math.max(1, maxChars - 1)) + '…';
}

function update() {
  const delimiter = useDelimiter ? '/' : '';
  const result = list(keys, prefix, delimiter);
  toggle.attr('aria-pressed', String(useDelimiter));
  const call = "list({ prefix: '" + prefix + "'" + (useDelimiter ? ", delimiter: '/'" : '') + ' })';
  svg.select('text.call').text(call);

  rows.select('rect.marker').transition().duration(duration)
    .attr('rx', (key) => (result.roles.get(key).role === 'rolled' ? 1 : 4.5))
    .attr('fill', (key) => {
      const role = result.roles.get(key).role;
      return role === 'object' ? theme.accent : role === 'rolled' ? theme.event : theme.background;
    })
    .attr('stroke', (key) => {
      const role = result.roles.get(key).role;
      return role === 'object' ? theme.accent : role === 'rolled' ? theme.event : theme.border;
    });
  rows.select('text').each(function (key) {
    const info = result.roles.get(key);
    const text = d3.select(this);
    text.selectAll('tspan').remove();
    if (info.role === 'rolled') {
      text.append('tspan').attr('fill', theme.event).attr('font-weight', 700).text(info.rolled);
      text.append('tspan').attr('fill', theme.dimmed).text(key.slice(info.rolled.length));
    } else {
      text.append('tspan')
        .attr('fill', info.role === 'object' ? theme.text : theme.dimmed)
        .attr('font-weight', info.role === 'object' ? 700 : 400)
        .text(key);
    }
  });
  rows.transition().duration(duration)
    .attr('opacity', (key) => (result.roles.get(key).role === 'outside' ? 0.5 : 1));

  results.selectAll('*').remove();
  const lines = [];
  if (narrow) {
    const maxChars = Math.floor((width - 16) / (10.5 * charWidth));
    const joined = (items) => (items.length === 0 ? '[]' : items.join(', '));
    lines.push({ text: 'objects (' + result.objects.length + '):', head: true, color: theme.accent });
    lines.push({ text: clip(joined(result.objects), maxChars) });
    lines.push({ text: 'delimitedPrefixes (' + result.delimitedPrefixes.length + '):', head: true, color: theme.event });
    lines.push({ text: clip(joined(result.delimitedPrefixes), maxChars) });
  } else {
    const maxChars = Math.floor((width - resultsX - 8) / (11 * charWidth));
    lines.push({ text: 'objects (' + result.objects.length + ')', head: true, color: theme.accent });
    if (result.objects.length === 0) lines.push({ text: '[]' });
    result.objects.forEach((key) => lines.push({ text: clip(key, maxChars) }));
    lines.push({ text: 'delimitedPrefixes (' + result.delimitedPrefixes.length + ')', head: true, color: theme.event, gap: true });
    if (result.delimitedPrefixes.length === 0) lines.push({ text: '[]' });
    result.delimitedPrefixes.forEach((p) => lines.push({ text: clip(p, maxChars) }));
  }
  let y = narrow ? top + 8 + keys.length * rowStep + 12 : top;
  for (const line of lines) {
    y += line.gap ? 10 : 0;
    results.append('text').attr('x', resultsX).attr('y', y)
      .attr('font-family', line.head ? theme.fontFamily : mono)
      .attr('font-size', line.head ? 12 : narrow ? 10.5 : 11)
      .attr('font-weight', line.head ? 700 : 400)
      .attr('fill', line.color || theme.text)
      .attr('opacity', reduced ? 1 : 0)
      .text(line.text)
      .transition().duration(duration).attr('opacity', 1);
    y += line.head ? 16 : narrow ? 14 : 15;
  }

  const rolledCount = keys.filter((key) => result.roles.get(key).role === 'rolled').length;
  const plural = (n, one, many) => n + ' ' + (n === 1 ? one : many);
  status.text(call + ': ' + plural(result.objects.length, 'object', 'objects') +
    (useDelimiter
      ? ' and ' + plural(result.delimitedPrefixes.length, 'delimited prefix', 'delimited prefixes') +
        ' (for ' + plural(rolledCount, 'deeper key', 'deeper keys') + ').'
      : '; with no delimiter every matching key is an object.'));
}

update();`,
  },
  quiz: {
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
  },
  challenge: {
    description: `Write \`listWithDelimiter(keys, prefix, delimiter)\`, which answers like R2's \`list({ prefix, delimiter })\` for an array of keys and returns \`{ objects, delimitedPrefixes }\`:

- consider the keys in lexicographic order (sort a copy; the input may be unsorted);
- keep only keys that start with \`prefix\` (\`''\` keeps them all);
- if \`delimiter\` is a non-empty string and occurs in the key **after** the prefix, the key is not an object: its beginning up to and including that first delimiter goes into \`delimitedPrefixes\`, once, in key order;
- every other matching key goes into \`objects\`.

For example, \`listWithDelimiter(['users/a/1', 'users/b', 'x'], 'users/', '/')\` returns \`{ objects: [ 'users/b' ], delimitedPrefixes: [ 'users/a/' ] }\`.`,
    starterCode: `function listWithDelimiter(keys, prefix, delimiter) {
  // Return { objects, delimitedPrefixes } as R2's list({ prefix, delimiter }) would.
  const objects = keys.filter((key) => key.startsWith(prefix));
  return { objects, delimitedPrefixes: [] };
}`,
    solution: `function listWithDelimiter(keys, prefix, delimiter) {
  const objects = [];
  const delimitedPrefixes = new Set();
  for (const key of [...keys].sort()) {
    if (!key.startsWith(prefix)) continue;
    const at = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
    if (at === -1) objects.push(key);
    else delimitedPrefixes.add(key.slice(0, at + delimiter.length));
  }
  return { objects, delimitedPrefixes: [...delimitedPrefixes] };
}`,
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
  },
};
