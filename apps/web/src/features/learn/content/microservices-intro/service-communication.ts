// 'How Services Communicate': the second section of 'Introduction to Microservices', with its
// 'In the Lab' exercise. Its text is the same markdown file the page fetches from contentUrl
// (public/lesson-content), imported raw so the built-in fallback can never drift from it.
import type { Section } from '../../lib/module-schema';
import serviceCommunicationContent from '../../../../../public/lesson-content/microservices-intro/service-communication.md?raw';

export const serviceCommunicationSection: Section = {
  id: 'service-communication',
  title: 'How Services Communicate',
  type: 'interactive',
  learningObjectives: [
    'Contrast request/response through service bindings (the caller waits, errors are immediate) with events through a queue (the producer moves on)',
    'Explain what happens to events while a consumer is slow or down: a backlog that drains later',
    'Explain at-least-once delivery and make a queue consumer idempotent',
    'Follow an upload across the file-events queue in a trace, using the traceparent carried in the event',
  ],
  introduction:
    'The four Workers of this dashboard talk in two ways. The gateway forwards your requests to the other services and waits for their answers; the storage service announces uploads and deletes as events on a queue and moves on. Each style suits different jobs and fails in different ways, and a trace can follow both.',
  contentUrl: '/lesson-content/microservices-intro/service-communication.md',
  content: serviceCommunicationContent,
  summary: `- Request/response through a service binding: the caller waits, and an error comes back at once; the callee must be up now.
- Events through a queue: the producer moves on as soon as the queue has the message; a slow or down consumer builds a backlog that drains when it returns.
- Queues deliver at least once, so consumers must be idempotent: the users service keys its ledger by file id, so a duplicate changes nothing.
- A message that keeps failing moves to a dead-letter queue after \`max_retries\` retries (5 here; Cloudflare's default is 3).
- Storage puts a \`traceparent\` in each file event, so a trace follows the upload across the queue: \`send file-events\` → \`process file-events\`.`,
  code: {
    language: 'javascript',
    code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let usersUp = false;
const queue = []; // file-events: messages wait here until users takes them
const ledger = new Map(); // users' user_files: one row per file id

// Request/response: the caller waits for the answer, and an error comes back at once.
async function getUsage() {
  await sleep(30);
  if (!usersUp) throw new Error('users answered 503');
  return { fileCount: ledger.size };
}
// Event: the producer hands the message to the queue and moves on.
function publish(event) {
  queue.push(event);
  return 'upload answered 201, backlog ' + queue.length;
}
// The users consumer: an event it has already applied changes nothing.
function consume() {
  for (const event of queue.splice(0)) {
    const isNew = !ledger.has(event.fileId);
    if (isNew) ledger.set(event.fileId, event.size);
    console.log(isNew ? 'applied' : 'skipped duplicate', event.id, 'for', event.fileId);
  }
}

try {
  await getUsage();
} catch (error) {
  console.log('request failed at once:', error.message);
}
console.log(publish({ id: 'e1', fileId: 'f1', size: 100 }));
console.log(publish({ id: 'e2', fileId: 'f2', size: 50 }));
queue.push(queue[0]); // at-least-once delivery: e1 arrives a second time
console.log('users is down; backlog', queue.length);
await sleep(200);
usersUp = true;
console.log('users is back: the backlog drains');
consume();
console.log('backlog', queue.length, '| usage', await getUsage());`,
    explanation:
      'Read the output top to bottom. The request to users fails at once: the caller knows immediately. The uploads are answered anyway, because publishing only needs the queue; the backlog grows to 3 while users is down. When users returns it drains the backlog oldest first, and the second delivery of e1 changes nothing, so the usage counts 2 files, not 3.',
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 340,
    code: `// Top: a page load fanning out over service bindings (the caller waits for every answer).
// Bottom: upload events through the file-events queue (the producer moves on; a backlog
// builds while the consumer is down and drains when it comes back).
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const controlsH = narrow ? 84 : 44;
const statusH = narrow ? 56 : 44;
const MS_PER_STEP = 9; // animation time per simulated millisecond
const ANSWER_MS = { storage: 30, users: 45, visualization: 20 };
const state = { usersDown: false, backlog: [], applied: 0, nextId: 1, draining: false, request: 0 };

const root = d3.select(container).style('position', 'relative');
const controls = root.append('div')
  .style('position', 'absolute').style('top', '0').style('left', '0').style('z-index', '1')
  .style('width', width + 'px').style('box-sizing', 'border-box').style('padding', '6px 8px')
  .style('display', 'flex').style('flex-direction', 'column').style('gap', '6px');
const rows = (narrow ? [0, 1] : [0]).map(() =>
  controls.append('div').style('display', 'flex').style('gap', '6px'));
const button = (row, label, onClick) =>
  row.append('button').attr('type', 'button').text(label).on('click', onClick);
button(rows[0], 'Send request', sendRequest);
button(rows[0], 'Publish event', publishEvent);
const downButton = button(rows[rows.length - 1], 'Consumer down', toggleConsumer)
  .attr('aria-pressed', 'false');

const svg = root.append('svg').attr('width', width).attr('height', height)
  .attr('role', 'img')
  .attr('aria-label', 'Above, the browser sending requests through the gateway to storage, users and visualization over service bindings; below, storage publishing events to the file-events queue that the users service consumes')
  .style('display', 'block').style('font-family', theme.fontFamily);
svg.append('rect').attr('width', width).attr('height', height).attr('fill', theme.background);
const status = root.append('p').attr('aria-live', 'polite')
  .style('position', 'absolute').style('left', '0').style('bottom', '0').style('margin', '0')
  .style('width', width + 'px').style('box-sizing', 'border-box').style('padding', '4px 8px')
  .style('font-size', narrow ? '12px' : '13px').style('line-height', '1.3')
  .style('color', theme.text).style('background', theme.background);
const say = (text) => status.text(text);

// Geometry, all from width and height.
const fontSize = narrow ? 10 : 11;
const col = (f) => 8 + (width - 16) * f;
const contentTop = controlsH + 4;
const contentBottom = height - statusH - 4;
const split = contentTop + (contentBottom - contentTop) * 0.56;
const boxH = narrow ? 20 : 26;
const wSmall = Math.min(70, (width - 16) * 0.17);
const wService = Math.min(110, (width - 16) * 0.29);
const rowY = [0, 1, 2].map((i) => contentTop + 20 + ((split - contentTop - 22) * (i + 0.5)) / 3);
const A = { browser: [col(0.1), rowY[1]], gateway: [col(0.4), rowY[1]] };
const serviceX = col(0.74);
const SERVICES = ['storage', 'users', 'visualization'];
const laneY = split + 22 + (contentBottom - split - 22) * 0.42;
const B = { storage: col(0.1), q0: col(0.23), q1: col(0.76), users: col(0.9) };

const layer = svg.append('g');
const moving = svg.append('g');
function text(x, y, value, o) {
  const opts = o || {};
  return layer.append('text').attr('x', x).attr('y', y).attr('font-size', opts.size || fontSize)
    .attr('font-weight', opts.bold ? 600 : null).attr('text-anchor', opts.anchor || 'start')
    .attr('dy', opts.middle ? '0.35em' : null).style('fill', opts.fill || theme.text).text(value);
}
function line(x1, y1, x2, y2, dashed) {
  layer.append('line').attr('x1', x1).attr('y1', y1).attr('x2', x2).attr('y2', y2)
    .attr('stroke', theme.border).attr('stroke-width', 1.5)
    .attr('stroke-dasharray', dashed ? '5 4' : null);
}
function box(x, y, w, label) {
  const g = layer.append('g');
  const rect = g.append('rect').attr('x', x - w / 2).attr('y', y - boxH / 2).attr('width', w)
    .attr('height', boxH).attr('rx', 5).attr('fill', theme.surface).attr('stroke', theme.border);
  const caption = g.append('text').attr('x', x).attr('y', y).attr('dy', '0.35em')
    .attr('text-anchor', 'middle').attr('font-size', fontSize).style('fill', theme.text).text(label);
  return { rect, caption, label };
}

// Lane A: request/response over service bindings.
text(8, contentTop + 12, narrow ? 'Requests over bindings: the caller waits' : 'Request/response over service bindings: the caller waits', { bold: true });
line(A.browser[0], A.browser[1], A.gateway[0], A.gateway[1]);
rowY.forEach((y) => line(A.gateway[0], A.gateway[1], serviceX, y));
box(A.browser[0], A.browser[1], wSmall, 'browser');
box(A.gateway[0], A.gateway[1], wSmall, 'gateway');
const serviceBoxes = SERVICES.map((name, i) => box(serviceX, rowY[i], wService, name));
const answers = SERVICES.map((name, i) =>
  text(serviceX + wService / 2 + 4, rowY[i], '', { middle: true, size: fontSize - 1 }));

// Lane B: events through the file-events queue.
layer.append('line').attr('x1', 8).attr('x2', width - 8).attr('y1', split).attr('y2', split)
  .attr('stroke', theme.grid);
text(8, split + 16, narrow ? 'Events through a queue: the producer moves on' : 'Events through the file-events queue: the producer moves on', { bold: true });
line(B.storage, laneY, B.q0, laneY, true);
line(B.q1, laneY, B.users, laneY, true);
box(B.storage, laneY, wSmall, 'storage');
const consumerBox = box(B.users, laneY, wSmall, 'users');
layer.append('rect').attr('x', B.q0).attr('y', laneY - boxH / 2 - 2).attr('width', B.q1 - B.q0)
  .attr('height', boxH + 4).attr('rx', 4).attr('fill', theme.surface).attr('stroke', theme.queue)
  .attr('stroke-width', 1.5);
const queueSlots = layer.append('g');
const queueText = text((B.q0 + B.q1) / 2, laneY + boxH / 2 + 16, '', { anchor: 'middle', fill: theme.queue });
const producerText = text(B.storage, laneY + boxH / 2 + 16, '', { anchor: 'middle', size: fontSize - 1 });
const consumerText = text(B.users, laneY + boxH / 2 + 16, '', { anchor: 'middle', size: fontSize - 1 });
const SLOT = 16;
const capacity = Math.max(1, Math.floor((B.q1 - B.q0 - 8) / SLOT));

const slotX = (i) => Math.max(B.q0 + 8, B.q1 - 6 - SLOT * (i + 1) + 8);
function drawQueue() {
  const shown = state.backlog.slice(0, state.backlog.length > capacity ? capacity - 1 : capacity);
  queueSlots.selectAll('*').remove();
  shown.forEach((message, i) => {
    queueSlots.append('rect').attr('x', B.q1 - 6 - SLOT * (i + 1) + 2).attr('y', laneY - 6)
      .attr('width', 12).attr('height', 12).attr('rx', 2).attr('fill', theme.event);
  });
  if (shown.length < state.backlog.length) {
    queueSlots.append('text').attr('x', B.q0 + 6).attr('y', laneY).attr('dy', '0.35em')
      .attr('font-size', fontSize).style('fill', theme.text)
      .text('+' + (state.backlog.length - shown.length));
  }
  queueText.text('file-events · backlog ' + state.backlog.length);
  consumerText.text('applied ' + state.applied);
}
function drawConsumer() {
  const down = state.usersDown;
  [consumerBox, serviceBoxes[1]].forEach((b) => {
    b.rect.attr('stroke', down ? theme.danger : theme.border).attr('stroke-width', down ? 2 : 1)
      .attr('stroke-dasharray', down ? '4 3' : null);
    b.caption.style('fill', down ? theme.danger : theme.text).text(down ? b.label + ' ✗' : b.label);
  });
  downButton.attr('aria-pressed', String(down));
}

function travel(from, to, ms, fill, done) {
  const dot = moving.append('circle').attr('r', 5).attr('cx', from[0]).attr('cy', from[1])
    .attr('fill', fill).attr('stroke', theme.background);
  if (reduced) {
    dot.remove();
    done();
    return;
  }
  dot.transition().duration(ms).ease(d3.easeLinear).attr('cx', to[0]).attr('cy', to[1])
    .on('end', () => { dot.remove(); done(); });
}

function sendRequest() {
  state.request += 1;
  const request = state.request;
  answers.forEach((a) => a.text('').style('fill', theme.text));
  say('Three requests reach the gateway; it forwards each over a binding and waits.');
  travel(A.browser, A.gateway, 200, theme.accent, () => {
    let pending = SERVICES.length;
    let failed = false;
    SERVICES.forEach((name, i) => {
      const down = name === 'users' && state.usersDown;
      const ms = down ? 5 : ANSWER_MS[name];
      const at = [serviceX - wService / 2, rowY[i]];
      travel(A.gateway, at, 200, theme.accent, () => {
        travel(at, A.gateway, ms * MS_PER_STEP, down ? theme.danger : theme.success, () => {
          if (request !== state.request) return;
          answers[i].text(down ? (narrow ? '503' : '503 at once') : (narrow ? '' : '200 · ') + ms + ' ms')
            .style('fill', down ? theme.danger : theme.success);
          failed = failed || down;
          pending -= 1;
          if (pending === 0) {
            travel(A.gateway, A.browser, 200, failed ? theme.danger : theme.success, () => {
              if (request !== state.request) return;
              say(failed
                ? 'users answered 503 at once: the caller knows now and must show the error now.'
                : 'All three answered: the page waited for the slowest, users at ' + ANSWER_MS.users + ' ms.');
            });
          }
        });
      });
    });
  });
}

function publishEvent() {
  const message = { id: 'e' + state.nextId };
  state.nextId += 1;
  producerText.text((narrow ? '201 ' : '201 · sent ') + message.id).style('fill', theme.success);
  travel([B.storage, laneY], [slotX(state.backlog.length), laneY], 300, theme.event, () => {
    state.backlog.push(message);
    drawQueue();
    if (state.usersDown) {
      say('Upload answered; ' + message.id + ' waits in the queue. Backlog: ' + state.backlog.length + '.');
    } else {
      say('Upload answered at once; ' + message.id + ' is in the queue for users to apply.');
      drain();
    }
  });
}

function drain() {
  if (state.draining || state.usersDown || state.backlog.length === 0) return;
  state.draining = true;
  const message = state.backlog.shift();
  drawQueue();
  travel([slotX(0), laneY], [B.users - wSmall / 2, laneY], 350, theme.event, () => {
    state.applied += 1;
    state.draining = false;
    drawQueue();
    say(state.backlog.length > 0
      ? 'users applied ' + message.id + ' and acked it; ' + state.backlog.length + ' still waiting.'
      : 'users applied ' + message.id + ' and acked it. The backlog is empty.');
    if (reduced) drain();
    else setTimeout(drain, 150);
  });
}

function toggleConsumer() {
  state.usersDown = !state.usersDown;
  drawConsumer();
  if (state.usersDown) {
    say('users is down: a request to it fails at once, while events wait in the queue.');
  } else {
    say(state.backlog.length > 0
      ? 'users is back: it drains the backlog of ' + state.backlog.length + ', oldest first.'
      : 'users is back.');
    drain();
  }
}

drawQueue();
drawConsumer();
say('Send a request, publish a few events, then switch Consumer down and publish again.');`,
  },
  quiz: {
    questions: [
      {
        question:
          'Which of these fits a request through a service binding rather than an event on a queue?',
        options: [
          'Updating the usage count after an upload',
          'Listing the files a user is looking at on the Storage page',
          'Recording how long every request took',
        ],
        correctAnswer: 1,
        explanation:
          'Someone is waiting for the list, so the gateway asks storage and returns its answer. The other two are side effects nobody waits for, which suit a queue: the usage count and the telemetry both travel as events here.',
      },
      {
        question: 'The users service is down when you upload a file. What happens?',
        options: [
          'The upload is answered as usual; its `file.uploaded` event waits in `file-events` until users is back',
          'The upload fails with 503, because users could not count it',
          'The upload waits until users is back',
          'The event is lost, so the usage never counts the file',
        ],
        correctAnswer: 0,
        explanation:
          'Storage publishes the event after its response and never calls users. The message waits in the queue (Cloudflare keeps it for the retention period, 4 days by default on the Paid plan), and the backlog drains when the consumer returns.',
      },
      {
        question:
          'Queues deliver every message at least once. What must the consumer therefore be?',
        options: [
          'Fast enough that no duplicate is ever delivered',
          'Idempotent: applying a message twice has the same effect as applying it once',
          'Strictly ordered: it must apply messages in the order they were sent',
          'Careful to call `message.retry()` on every message',
        ],
        correctAnswer: 1,
        explanation:
          "Duplicates can happen however fast the consumer is (a crash before the acknowledgement, or a producer sending again), so the consumer must recognise what it has applied. The users service's ledger has one row per file id, so a duplicate upload inserts nothing.",
      },
      {
        question: "How does an upload's trace continue across the `file-events` queue?",
        options: [
          'The queue copies the HTTP headers of the upload onto the message',
          "Storage writes its producer span's `traceparent` into the event body, and the users consumer's span becomes its child",
          'The users service finds the trace whose start time is closest to the message',
          'It does not: a queue always starts a new trace',
        ],
        correctAnswer: 1,
        explanation:
          'A queue message here has no headers, so the context rides in the body. The consumer reads it and records `process file-events` with `send file-events` as its parent; the gap between them is the time the message waited.',
      },
      {
        question: 'A `file-events` message fails on every delivery. What happens to it?',
        options: [
          'It is retried for ever',
          'After `max_retries` retries (5 in this project) the queue moves it to `file-events-dead-letter`',
          'It is sent back to the storage service',
          'It is deleted after the first failure',
        ],
        correctAnswer: 1,
        explanation:
          'The consumer is configured with `max_retries = 5` and a dead-letter queue, where failed messages wait to be inspected and replayed. Without a dead-letter queue, Cloudflare deletes a message that reaches the limit (3 retries by default).',
      },
    ],
  },
  challenge: {
    description: `Write \`dedupeEvents(events, seen)\`: return the events whose \`id\` is not yet in the \`Set\` \`seen\`, in their original order, and add each new id to \`seen\`. A duplicate inside the same batch counts as seen too (keep the first). \`seen\` defaults to a new \`Set\`; passing the same \`Set\` to every call makes the consumer idempotent across batches, the way a stored table of ids would.`,
    starterCode: `function dedupeEvents(events, seen = new Set()) {
  // Keep only the events whose id has not been seen, and remember the new ids.
  return events;
}`,
    solution: `function dedupeEvents(events, seen = new Set()) {
  const fresh = [];
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    fresh.push(event);
  }
  return fresh;
}`,
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
  },
  lab: {
    id: 'find-the-queue-hop',
    title: 'Follow an upload across the queue',
    goal: "Upload a file and follow its trace from the storage service, through the `file-events` queue, into the users service. You will find storage's producer span `send file-events`, the users service's consumer span `process file-events` that is its child, and the gap between them: how long the event waited in the queue. That gap is asynchronous communication made visible.",
    steps: [
      'Press **Start exercise**.',
      'Open [Storage](/storage#upload) and upload a small file: a short text file is enough.',
      "When the upload has finished, press **See what happened** below the upload area: it opens the upload's trace on [Traces](/traces).",
      'In the **Waterfall**, find `send file-events` (storage) and, below it, `process file-events` (users). If the users span is not there yet, wait a second or two: the page fetches the trace again by itself.',
      'On the `process file-events` row, the dashed line labelled **queued …** is the time the event waited in the queue: note how long it was. Choose the row to see its attributes in **Span details**.',
      'Optional: open [Services](/services#queues) and find the `file-events` row of the **Queues** table: its **Backlog** is back to 0 once users has applied the event.',
      'Press **Check**.',
    ],
    check: 'upload-queue-hop',
    checkExplanation:
      "Check reads the traces API (`GET /api/traces`, then `GET /api/traces/{traceId}` for each trace). It passes when a trace that started after you pressed Start exercise holds storage's producer span `send file-events` and a users consumer span `process file-events` whose parent is that producer span.",
  },
};
