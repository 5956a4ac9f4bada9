import type { Section } from '../../lib/module-schema';

const FENCE = '```';

// Sources for the JavaScript facts (states, settling once, resolve following a thenable, the
// executor called synchronously, a throw in the executor rejecting, then/catch/finally returning
// new promises, pass-through when a handler is missing, reactions as microtasks):
// Source: https://tc39.es/ecma262/#sec-promise-objects
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/Promise
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/then
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/finally
// R2's get fulfils with null for a key that does not exist (it does not reject):
// Source: https://developers.cloudflare.com/r2/api/workers/workers-api-reference/
export const promisesIntroSection: Section = {
  id: 'promises-intro',
  title: 'Promises',
  type: 'interactive',
  learningObjectives: [
    'Name the three states of a promise and explain why it settles only once',
    'Create a promise with new Promise, knowing that the executor runs synchronously and its callbacks later, as microtasks',
    'Explain how then, catch and finally each return a new promise, and use that to chain steps and handle errors once',
    'Wrap an error-first callback API in a promise',
  ],
  introduction:
    'A promise is an object that stands for a result you do not have yet. Almost every Workers API returns one: env.FILES.get(key) returns a promise of an R2 object, env.STORAGE.fetch(request) a promise of a Response. Knowing exactly when a promise settles and when its callbacks run is the key to reading all of that code.',
  content: `### A placeholder for a result

A **promise** is an object that stands for a result you do not have yet. Nearly every Workers API returns one: \`env.FILES.get(key)\` returns a promise of an R2 object, \`env.USERS_DB.prepare(sql).first()\` a promise of a row, \`fetch(url)\` a promise of a \`Response\`. You cannot read the result off the promise directly; you attach callbacks that run once it is there.

### Three states, settled once

A promise starts **pending**. It then **settles** exactly once: either **fulfilled** with a value or **rejected** with a reason (usually an \`Error\`). A settled promise never changes again; later calls to \`resolve\` or \`reject\` are silently ignored. That guarantee makes promises safe to share: every callback attached to the same promise sees the same outcome, however late it is attached, and a callback API that calls back twice cannot make your code run twice.

${FENCE}text
                  resolve(value)
              +------------------> fulfilled with value
   pending ---+
              +------------------> rejected with reason
                  reject(error), or a throw in the executor

   fulfilled or rejected = settled: final, whatever is called later
${FENCE}

One subtlety: calling \`resolve\` with another promise does not fulfil yours with a promise object. Yours *follows* the other one and settles the way it does. That is why the spec says "resolved" for "its fate is fixed" and "fulfilled" for "it has a value".

### Creating a promise: the executor runs now

Most of the time an API gives you a promise. To wrap an older callback-style API, use the \`Promise\` constructor. It calls the function you pass (the **executor**) at once, synchronously, with two functions, \`resolve\` and \`reject\`:

${FENCE}js
console.log('before');
const wait = new Promise((resolve) => {
  console.log('executor: runs now');
  setTimeout(() => resolve('done'), 100);
});
console.log('after'); // before, executor: runs now, after
${FENCE}

The work starts when you create the promise, not when someone attaches a callback; holding a promise only lets you observe the result. If the executor throws before settling, the promise rejects with that error. This makes the constructor the right place for the one-time conversion from callbacks: the old API calls \`resolve\` or \`reject\`, and from then on the rest of your code deals only with promises.

### then, catch and finally

- \`p.then(onFulfilled, onRejected)\` registers callbacks for the two outcomes; either may be left out.
- \`p.catch(onRejected)\` is shorthand for \`p.then(undefined, onRejected)\`.
- \`p.finally(onFinally)\` runs its callback on either outcome, with no argument, and passes the original outcome on unchanged (unless the callback throws or returns a rejected promise).

Callbacks always run **asynchronously**, as microtasks. Even when \`p\` has already settled, \`p.then(cb)\` only queues \`cb\`, so the code after \`.then(...)\` runs first. You never miss a result by attaching a callback late, and you never get one synchronously.

### Each call returns a new promise

\`then\`, \`catch\` and \`finally\` each return a **new** promise, and that new promise settles according to what happens in the callback:

- the callback returns a value: the new promise fulfils with it;
- it returns a promise: the new promise follows that one, so the chain waits for it;
- it throws: the new promise rejects with what was thrown;
- there is no callback for this outcome (a \`.then(f)\` on a rejected promise, a \`.catch(g)\` on a fulfilled one): the outcome passes through unchanged.

${FENCE}js
const p = Promise.resolve(21);
const doubled = p.then((v) => v * 2); // a new promise: fulfils with 42
const safe = p.catch(() => 0);         // nothing to catch: fulfils with 21
console.log(doubled === p);            // false
${FENCE}

That is what makes a **chain** work, and why one \`.catch\` at the end handles a failure from any step before it:

${FENCE}js
getFile(id)                                  // promise of the file's row
  .then((row) => env.FILES.get(row.id))      // returns a promise: the chain waits for it
  .then((object) => object.text())           // if this throws, the rejection skips ahead...
  .catch((error) => 'no text: ' + error.message) // ...to here, which recovers with a value
  .finally(() => console.log('request done'));
${FENCE}

The visualisation below attaches \`.then\`, \`.catch\` and \`.finally\` to one promise: resolve or reject it to see which callbacks run, and how each returned promise settles.

### Mistakes to avoid

- **Forgetting \`return\`** inside \`.then\`. The next step then runs at once with \`undefined\` instead of waiting for the inner promise, and an error in the inner promise escapes the chain.
- **Branching instead of chaining.** \`p.then(a); p.then(b);\` gives both callbacks \`p\`'s value; \`b\` does not receive what \`a\` returned.
- **Expecting every failure to be a rejection.** An R2 \`get\` for a key that does not exist fulfils with \`null\`; it does not reject. The download route behind [Storage](/storage) checks for that \`null\` and answers 404 with 'File not found'. Each API's documentation says which outcomes are values and which are errors.

Further reading: MDN's [Promise reference](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise) and the [specification's promise objects](https://tc39.es/ecma262/#sec-promise-objects).`,
  summary: `- A promise is pending, then settles exactly once: fulfilled with a value or rejected with a reason. Later \`resolve\` or \`reject\` calls are ignored.
- \`new Promise(executor)\` calls the executor at once, synchronously; a throw inside it rejects the promise.
- Callbacks given to \`then\`, \`catch\` and \`finally\` always run later, as microtasks, even on a promise that has already settled.
- Each of \`then\`, \`catch\` and \`finally\` returns a new promise: it takes the callback's return value, follows a returned promise, rejects on a throw, and passes the outcome through when there is no callback for it.
- Return inner promises from \`.then\` callbacks, and end a chain with one \`.catch\`.`,
  code: {
    language: 'javascript',
    code: `console.log('1. before new Promise');
const user = new Promise((resolve) => {
  console.log('2. the executor runs at once, synchronously');
  setTimeout(() => resolve({ id: 'demo-user', fileCount: 3 }), 50);
});
console.log('3. after new Promise: user is still pending');

const settledOnce = new Promise((resolve, reject) => {
  resolve('first');
  resolve('second'); // ignored: already settled
  reject(new Error('too late')); // ignored too
});
const next = settledOnce.then((value) => console.log('5. a reaction, run as a microtask:', value));
console.log('4. code after .then runs first; .then returned a new promise:', next !== settledOnce);

await user
  .then((found) => {
    console.log('6. user fulfilled with', found);
    return found.fileCount * 1024; // becomes the value of the next promise
  })
  .then((bytes) => {
    if (bytes > 2048) throw new Error('over quota: ' + bytes + ' bytes');
    return bytes;
  })
  .then(() => console.log('never printed: the promise before this one rejected'))
  .catch((error) => console.log('7. caught:', error.message))
  .finally(() => console.log('8. finally: runs on either outcome'));`,
    explanation:
      'The numbers give the order. The executor prints (2) before the line after new Promise (3): it runs synchronously. The settledOnce promise keeps its first value; the later resolve and reject change nothing. Its .then callback (5) runs only after the synchronous line 4, as a microtask, and .then returned a different promise. After 50 ms the user arrives and flows down the chain: the throw turns the next promise into a rejection, which skips the .then that has no rejection handler and lands in .catch (7); .finally (8) runs either way.',
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 340,
    code: `// A promise p with three handlers attached. Resolve or reject it and watch which handlers run
// (as microtasks, in the order they were attached) and how each returned promise settles.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const CONTROLS = 40;
const STATUS = 56;
const svgHeight = height - CONTROLS - STATUS;
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const STEP_MS = reduced ? 0 : 900;

const HANDLERS = [
  { id: 'then', code: '.then(v => v * 2)', next: 'p2' },
  { id: 'catch', code: '.catch(e => 0)', next: 'p3' },
  { id: 'finally', code: narrow ? '.finally(() => …)' : ".finally(() => log('done'))", next: 'p4' },
];
// What each reaction does for each outcome of p: whether its callback runs, and how the
// promise it returned settles.
const OUTCOMES = {
  fulfilled: {
    then: { ran: true, note: 'ran with 21', next: ['fulfilled', '42'], say: "The .then callback runs with 21 and returns 42, so p2 fulfils with 42." },
    catch: { ran: false, note: 'skipped: passes 21 on', next: ['fulfilled', '21'], say: '.catch has nothing to do, as p did not reject. p3 fulfils with the same value, 21.' },
    finally: { ran: true, note: 'ran (no argument)', next: ['fulfilled', '21'], say: '.finally runs on either outcome, with no argument. p4 settles like p: fulfilled with 21.' },
  },
  rejected: {
    then: { ran: false, note: 'skipped: passes error on', next: ['rejected', 'Error'], say: '.then has no rejection handler, so it is skipped and p2 rejects with the same error.' },
    catch: { ran: true, note: 'ran with the error', next: ['fulfilled', '0'], say: "The .catch callback runs with the error and returns 0: p3 fulfils with 0. The error is handled." },
    finally: { ran: true, note: 'ran (no argument)', next: ['rejected', 'Error'], say: '.finally runs on either outcome, with no argument. p4 settles like p: rejected with the error.' },
  },
};
const STATE_COLOUR = { pending: theme.warning, fulfilled: theme.success, rejected: theme.danger };

const root = d3.select(container);
root.selectAll('*').remove();
const controls = root
  .append('div')
  .style('display', 'flex')
  .style('align-items', 'center')
  .style('gap', narrow ? '6px' : '8px')
  .style('height', CONTROLS + 'px');
const resolveButton = controls.append('button').attr('type', 'button').text('Resolve');
const rejectButton = controls.append('button').attr('type', 'button').text('Reject');
const resetButton = controls.append('button').attr('type', 'button').text('Reset');
if (narrow) controls.selectAll('button').style('padding', '4px 8px');
const status = root
  .append('p')
  .attr('aria-live', 'polite')
  .style('margin', '0')
  .style('height', STATUS + 'px')
  .style('overflow', 'hidden')
  .style('font-size', '13px')
  .style('line-height', '18px')
  .style('color', theme.text);

const svg = root
  .append('svg')
  .attr('width', width)
  .attr('height', svgHeight)
  .attr('role', 'img')
  .attr(
    'aria-label',
    'A promise p with then, catch and finally handlers: which handlers run when p is resolved or rejected, and how the promises they return settle',
  )
  .style('display', 'block')
  .style('font-family', theme.fontFamily);

// Three columns: p, the handlers attached to it, the promises those calls returned.
const gap = narrow ? 10 : 28;
const pWidth = narrow ? 62 : 112;
const handlerX = 2 + pWidth + gap;
const handlerWidth = narrow ? 120 : Math.min(220, Math.round(width * 0.38));
const nextX = handlerX + handlerWidth + gap;
const nextWidth = width - nextX - 2;
const rowTop = 24;
const rowHeight = 44;
const rowStep = 54;
const rowY = (index) => rowTop + index * rowStep;
const pHeight = 84;
const pY = rowY(1) + rowHeight / 2 - pHeight / 2;

const heading = (x, text) =>
  svg.append('text').attr('x', x).attr('y', 14).attr('font-size', 12).style('fill', theme.dimmed).text(text);
heading(2, narrow ? 'promise' : 'the promise p');
heading(handlerX, narrow ? 'handler' : 'handler attached to p');
heading(nextX, narrow ? 'returns' : 'the promise it returns');

const links = svg.append('g');
HANDLERS.forEach((handler, index) => {
  const y = rowY(index) + rowHeight / 2;
  links
    .append('path')
    .attr('class', 'in-' + handler.id)
    .attr('d', 'M' + (2 + pWidth) + ',' + (pY + pHeight / 2) + ' C' + (handlerX - gap / 2) + ',' + (pY + pHeight / 2) + ' ' + (handlerX - gap / 2) + ',' + y + ' ' + handlerX + ',' + y)
    .attr('fill', 'none')
    .attr('stroke', theme.border)
    .attr('stroke-width', 2);
  links
    .append('line')
    .attr('class', 'out-' + handler.id)
    .attr('x1', handlerX + handlerWidth)
    .attr('x2', nextX)
    .attr('y1', y)
    .attr('y2', y)
    .attr('stroke', theme.border)
    .attr('stroke-width', 2);
});

// p itself.
const pBox = svg.append('rect').attr('x', 2).attr('y', pY).attr('width', pWidth).attr('height', pHeight).attr('rx', 8).attr('stroke-width', 2);
const pName = svg.append('text').attr('x', 2 + pWidth / 2).attr('y', pY + 26).attr('text-anchor', 'middle').attr('font-size', 16).attr('font-weight', 'bold').text('p');
const pState = svg.append('text').attr('x', 2 + pWidth / 2).attr('y', pY + 48).attr('text-anchor', 'middle').attr('font-size', narrow ? 11 : 13);
const pValue = svg.append('text').attr('x', 2 + pWidth / 2).attr('y', pY + 68).attr('text-anchor', 'middle').attr('font-size', narrow ? 11 : 12);
const ignored = svg
  .append('text')
  .attr('x', 2 + pWidth / 2)
  .attr('y', pY + pHeight + 18)
  .attr('text-anchor', 'middle')
  .attr('font-size', 12)
  .attr('font-weight', 'bold')
  .style('fill', theme.danger)
  .attr('opacity', 0)
  .text('ignored');

// The handlers and the promises they returned.
const handlerRows = svg
  .selectAll('g.handler')
  .data(HANDLERS)
  .join('g')
  .attr('class', 'handler')
  .attr('transform', (handler, index) => 'translate(' + handlerX + ',' + rowY(index) + ')');
handlerRows.append('rect').attr('width', handlerWidth).attr('height', rowHeight).attr('rx', 6).attr('stroke-width', 2);
handlerRows
  .append('text')
  .attr('class', 'code')
  .attr('x', 6)
  .attr('y', 18)
  .attr('font-family', mono)
  .attr('font-size', narrow ? 10 : 12)
  .text((handler) => handler.code);
handlerRows.append('text').attr('class', 'note').attr('x', 6).attr('y', 36).attr('font-size', 11);

const nextRows = svg
  .selectAll('g.next')
  .data(HANDLERS)
  .join('g')
  .attr('class', 'next')
  .attr('transform', (handler, index) => 'translate(' + nextX + ',' + rowY(index) + ')');
nextRows.append('rect').attr('width', nextWidth).attr('height', rowHeight).attr('rx', 6).attr('stroke-width', 2);
nextRows.append('text').attr('class', 'name').attr('x', 6).attr('y', 18).attr('font-size', 12).attr('font-weight', 'bold').text((handler) => handler.next);
nextRows.append('text').attr('class', 'state').attr('x', 6).attr('y', 36).attr('font-size', 11);

const queueLine = svg.append('text').attr('x', 2).attr('y', rowY(3) + 14).attr('font-size', 12);
const legend = svg.append('g').attr('transform', 'translate(2,' + (rowY(3) + 40) + ')');
['pending', 'fulfilled', 'rejected'].forEach((state, index) => {
  const item = legend.append('g').attr('transform', 'translate(' + index * (narrow ? 90 : 110) + ',0)');
  item.append('rect').attr('y', -10).attr('width', 12).attr('height', 12).attr('rx', 3).attr('fill', STATE_COLOUR[state]);
  item.append('text').attr('x', 17).attr('font-size', 12).style('fill', theme.dimmed).text(state);
});

// State: p's outcome, and each reaction: 'waiting' (p pending), 'queued', or done.
let settled = null;
let reactions = {};
let timers = [];

function paint(selection, colour, filled) {
  return (reduced ? selection : selection.transition().duration(300))
    .attr('fill', filled ? colour : theme.surface)
    .attr('stroke', colour);
}

function draw() {
  const pColour = settled ? STATE_COLOUR[settled] : STATE_COLOUR.pending;
  paint(pBox, pColour, Boolean(settled));
  const onP = settled ? theme.onFill : theme.text;
  pName.style('fill', onP);
  pState.style('fill', settled ? onP : theme.warning).text(settled ?? 'pending');
  pValue.style('fill', onP).text(settled === 'fulfilled' ? 'value 21' : settled === 'rejected' ? 'Error' : narrow ? 'waiting' : 'no value yet');

  HANDLERS.forEach((handler, index) => {
    const state = reactions[handler.id] ?? 'waiting';
    const outcome = settled && state === 'done' ? OUTCOMES[settled][handler.id] : null;
    const row = handlerRows.filter((d, i) => i === index);
    const ran = outcome && outcome.ran;
    paint(row.select('rect'), state === 'queued' ? theme.event : ran ? theme.accent : theme.border, Boolean(ran));
    row.select('rect').attr('stroke-dasharray', outcome && !outcome.ran ? '5 4' : null);
    row.select('text.code').style('fill', ran ? theme.onFill : theme.text);
    row
      .select('text.note')
      .style('fill', ran ? theme.onFill : state === 'queued' ? theme.event : theme.dimmed)
      .text(outcome ? (narrow ? (outcome.ran ? 'ran' : 'skipped') : outcome.note) : state === 'queued' ? (narrow ? 'queued' : 'queued as a microtask') : 'waits for p');
    links.select('.in-' + handler.id).attr('stroke', state === 'waiting' ? theme.border : ran ? theme.accent : theme.event);
    links.select('.out-' + handler.id).attr('stroke', outcome ? STATE_COLOUR[outcome.next[0]] : theme.border);

    const nextState = outcome ? outcome.next[0] : 'pending';
    const next = nextRows.filter((d, i) => i === index);
    paint(next.select('rect'), STATE_COLOUR[nextState], Boolean(outcome));
    next.select('text.name').style('fill', outcome ? theme.onFill : theme.text);
    next
      .select('text.state')
      .style('fill', outcome ? theme.onFill : theme.warning)
      .text(outcome ? nextState + (narrow ? ' ' : ': ') + outcome.next[1] : 'pending');
  });

  const queued = HANDLERS.filter((handler) => reactions[handler.id] === 'queued').map((handler) => '.' + handler.id);
  queueLine.text((narrow ? 'Microtasks: ' : 'Microtask queue: ') + (queued.length ? queued.join(' → ') : '(empty)'));
  queueLine.style('fill', queued.length ? theme.event : theme.dimmed);
  resolveButton.text(settled ? 'Resolve again' : 'Resolve');
  rejectButton.text(settled ? 'Reject again' : 'Reject');
}

function settle(outcome) {
  if (settled) {
    status.text('Ignored: p is already ' + settled + '. A promise settles only once; later resolve() and reject() calls do nothing.');
    ignored.interrupt().attr('opacity', 1);
    if (!reduced) ignored.transition().delay(1200).duration(600).attr('opacity', 0);
    else timers.push(setTimeout(() => ignored.attr('opacity', 0), 2500));
    return;
  }
  settled = outcome;
  HANDLERS.forEach((handler) => {
    reactions[handler.id] = 'queued';
  });
  const first =
    outcome === 'fulfilled'
      ? 'resolve(21): p is fulfilled with 21. Its three reactions join the microtask queue in the order they were attached.'
      : "reject(new Error('R2 unavailable')): p is rejected. Its three reactions join the microtask queue in order.";
  if (reduced) {
    HANDLERS.forEach((handler) => {
      reactions[handler.id] = 'done';
    });
    status.text(
      first.split('.')[0] +
        '. ' +
        HANDLERS.map((handler) => {
          const result = OUTCOMES[outcome][handler.id];
          return '.' + handler.id + (result.ran ? ' ran' : ' was skipped') + ', ' + handler.next + ' ' + result.next[0];
        }).join('; ') +
        '.',
    );
    draw();
    return;
  }
  status.text(first);
  draw();
  HANDLERS.forEach((handler, index) => {
    timers.push(
      setTimeout(() => {
        reactions[handler.id] = 'done';
        status.text(OUTCOMES[outcome][handler.id].say);
        draw();
      }, STEP_MS * (index + 1)),
    );
  });
}

function reset() {
  timers.forEach((timer) => clearTimeout(timer));
  timers = [];
  settled = null;
  reactions = {};
  ignored.interrupt().attr('opacity', 0);
  status.text('p is pending. .then, .catch and .finally are attached, and each call returned a new promise: p2, p3, p4. Press Resolve or Reject.');
  draw();
}

resolveButton.on('click', () => settle('fulfilled'));
rejectButton.on('click', () => settle('rejected'));
resetButton.on('click', reset);
reset();`,
  },
  quiz: {
    questions: [
      {
        question: 'How many times can a promise change state?',
        options: [
          'Once: from pending to either fulfilled or rejected',
          'Twice: from pending to fulfilled, then from fulfilled to rejected if an error happens later',
          'As many times as `resolve` or `reject` is called',
        ],
        correctAnswer: 0,
        explanation:
          'A promise settles exactly once and then never changes. Later calls to `resolve` or `reject` are silently ignored, so every callback sees the same outcome; an error after settling cannot turn a fulfilled promise into a rejected one.',
      },
      {
        question:
          "What does this print? `console.log('a'); new Promise(() => console.log('b')); console.log('c');`",
        options: ['a c b', 'a b c', 'b a c', 'a c, and b never prints'],
        correctAnswer: 1,
        explanation:
          "The `Promise` constructor calls the executor at once, synchronously, so b prints between a and c. 'a c b' would be right for a `.then` callback, which runs later as a microtask, but the executor is not a callback of that kind.",
      },
      {
        question:
          '`const p = Promise.resolve(1); p.then((v) => console.log(v)); console.log(2);` What is printed, in order?',
        options: ['1 then 2', '2 then 1', 'Only 2: `p` had settled before `.then` was attached'],
        correctAnswer: 1,
        explanation:
          '`p` is already fulfilled, but `.then` still only queues its callback as a microtask, which runs after the synchronous `console.log(2)`. A late `.then` never misses the result, and never gets it synchronously either.',
      },
      {
        question:
          "`Promise.reject(new Error('x')).then(() => 'A').catch(() => 'B').then((v) => console.log(v));` What is logged?",
        options: ['A', 'B', 'Error: x', 'Nothing: the chain stops at the rejection'],
        correctAnswer: 1,
        explanation:
          "The first `.then` has no rejection handler, so the rejection passes through to the promise it returned. `.catch` handles it and returns `'B'`, so its new promise fulfils with `'B'`, which the last `.then` logs. The chain does not stop: `.catch` turns the rejection back into a value.",
      },
      {
        question:
          'Inside a `.then` callback you return another promise. What does the next `.then` in the chain receive?',
        options: [
          'The inner promise object itself',
          '`undefined`, because a callback cannot return a promise',
          'The value the inner promise fulfils with, once it has fulfilled',
        ],
        correctAnswer: 2,
        explanation:
          'The promise that `.then` returned follows the inner promise: the chain waits for it and passes on its value (or its rejection). You never receive a promise as a value in the next step.',
      },
    ],
  },
  challenge: {
    description: `Older APIs report their result through an error-first callback: \`start(callback)\` begins some work and later calls \`callback(error, value)\`, with \`error\` set when it failed. Write \`fromCallback(start)\`, which calls \`start\` and returns a promise of the result:

${FENCE}js
function fromCallback(start) { /* returns a Promise */ }
${FENCE}

- It calls \`start\` straight away, with a callback of its own.
- When that callback gets an error, the promise rejects with it; otherwise it fulfils with the value.
- If \`start\` throws, the promise rejects with what it threw.
- If \`start\` calls back more than once, only the first call counts.`,
    starterCode: `function fromCallback(start) {
  // Call start with a callback, and settle the promise from it.
  return Promise.resolve(undefined);
}`,
    solution: `function fromCallback(start) {
  return new Promise((resolve, reject) => {
    start((error, value) => {
      if (error) reject(error);
      else resolve(value);
    });
  });
}`,
    tests: [
      {
        name: 'fulfils with the value the callback receives',
        input: "fromCallback((done) => setTimeout(() => done(null, 'saved'), 10))",
        expectedOutput: 'saved',
      },
      {
        name: 'rejects with the error the callback receives',
        input:
          "fromCallback((done) => setTimeout(() => done(new Error('disk full')), 10)).catch((error) => 'rejected: ' + error.message)",
        expectedOutput: 'rejected: disk full',
      },
      {
        name: 'calls start straight away',
        input:
          '(() => { let started = false; fromCallback(() => { started = true; }); return started; })()',
        expectedOutput: 'true',
      },
      {
        name: 'rejects when start throws',
        input:
          "fromCallback(() => { throw new Error('bad input'); }).catch((error) => 'rejected: ' + error.message)",
        expectedOutput: 'rejected: bad input',
      },
      {
        name: 'only the first callback counts',
        input:
          "fromCallback((done) => { done(null, 'first'); done(null, 'second'); done(new Error('late')); })",
        expectedOutput: 'first',
      },
    ],
    hints: [
      'Return new Promise((resolve, reject) => { ... }). Its executor runs at once, so call start inside it.',
      'Pass start a callback (error, value) => { ... } that calls reject(error) when there is an error and resolve(value) otherwise.',
      'The last two tests need no extra code: a throw inside the executor already rejects the promise, and a promise settles only once.',
    ],
  },
};
