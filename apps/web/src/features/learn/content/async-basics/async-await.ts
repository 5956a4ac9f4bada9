import type { Section } from '../../lib/module-schema';

const FENCE = '```';

// Sources for the JavaScript facts (an async function's promise, await resuming in a microtask,
// await of a non-promise still pausing once, top-level await only in modules):
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Statements/async_function
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/await
// Source: https://tc39.es/ecma262/multipage/control-abstraction-objects.html#await
// For Workers: asynchronous I/O is allowed only while a handler runs, not in the global scope.
// Source: https://developers.cloudflare.com/workers/runtime-apis/handlers/
export const asyncAwaitSection: Section = {
  id: 'async-await',
  title: 'async and await',
  type: 'interactive',
  learningObjectives: [
    'Say what an async function returns, and what becomes of a value it returns or an error it throws',
    'Explain where await pauses, what runs in the meantime, and why the rest of the function resumes as a microtask',
    'Choose between awaiting calls one after another and starting them first, and spot a forgotten await',
  ],
  introduction:
    'async and await are a more readable way to write promise code. Every route of the services in this dashboard is an async function: it awaits D1, R2 and other services line by line, and the runtime turns that into the same promise machinery you met in the last section.',
  content: `### An async function always returns a promise

Put \`async\` in front of a function and calling it always gives you a promise, whatever its body does:

${FENCE}js
async function answer() {
  return 42;
}
answer().then((value) => console.log(value)); // 42
console.log(answer() instanceof Promise); // true
${FENCE}

- \`return value\` fulfils that promise with \`value\`. Returning another promise makes it follow that promise.
- \`throw error\` rejects it with \`error\`, even on the first line. **Errors become rejections**: the call itself never throws, the caller gets a rejected promise and meets the error only when it awaits the promise or calls \`.catch\`.

### await pauses the function, not the thread

\`await promise\` waits for the promise to settle. If it fulfils, the \`await\` expression is its value. If it rejects, \`await\` throws the reason at that line, so an ordinary \`try...catch\` around it works (the [error handling module](/learn/error-handling) goes further).

"Waits" needs care. An async function's body runs synchronously, like any function, up to its first \`await\`. There the function is suspended: its local variables and its place are saved, and control goes back to the caller, which receives the pending promise and carries on. Nothing blocks: the caller's code, other callbacks and, in a Worker, other requests run meanwhile. When the awaited promise settles, the rest of the function is queued as a **microtask**, so it resumes only once the code running now has finished. That is true even when there is nothing to wait for: \`await null\` or an already fulfilled promise still pauses the function once.

Two functions that await take turns:

${FENCE}js
async function a() { log('A1'); await null; log('A2'); await null; log('A3'); }
async function b() { log('B1'); await null; log('B2'); }
a(); b(); log('main'); // A1 B1 main A2 B2 A3
${FENCE}

${FENCE}text
 call stack (one thread)             microtask queue
 main: a()   A logs A1, awaits       [resume A]
 main: b()   B logs B1, awaits       [resume A, resume B]
 main: logs main, script ends        [resume A, resume B]
 resume A    A logs A2, awaits       [resume B, resume A]
 resume B    B logs B2, returns      [resume A]
 resume A    A logs A3, returns      []
${FENCE}

A runs until its first \`await\`, then B until its own, then \`main\` finishes. Only when the call stack is empty does the event loop run the queued resumptions, oldest first. Step through it in the visualisation and watch where each function is paused.

### A handler, line by line

The users service answers \`GET /api/users/{id}\` with an async handler (simplified):

${FENCE}ts
export async function getUser(c: Context<UsersEnv>) {
  const id = c.req.param('id');
  const user = await findUser(c.env.USERS_DB, id); // paused until D1 answers
  if (!user) return c.json(errorEnvelope(\`User not found: \${id}\`), 404);
  return ok(c, user);
}
${FENCE}

While D1 works, the handler is paused at that \`await\` and the isolate is free to serve other requests. Open [Traces](/traces) and pick a trace that passes through \`storage\` or \`users\` (an upload on [Storage](/storage) makes one): every D1 or R2 span nested under a worker's span is a stretch during which that worker's code sat at an \`await\`.

### One after another, or start first

Each \`await\` finishes before the next line starts. That is right when a step needs the previous result: you cannot list a user's files before you know the user exists. When two calls are independent, awaiting them in turn adds their times together. Calling a function that returns a promise **starts** the work; \`await\` only waits for it. So start both, then wait:

${FENCE}js
const user = await getUser(id);   // about 200 ms in all:
const usage = await getUsage(id); // getUsage starts only now

const userPromise = getUser(id);   // about 100 ms in all:
const usagePromise = getUsage(id); // both are already running
const [user2, usage2] = [await userPromise, await usagePromise];
${FENCE}

Loops follow the same rule. \`for (const id of ids) total += await getSize(id);\` asks for one size at a time: correct when each step depends on the last or a service must not be flooded, slow otherwise. And \`forEach\` never waits: \`ids.forEach(async (id) => ...)\` starts every callback, ignores their promises and returns at once. When you start several promises yourself, prefer one \`await Promise.all([...])\` (next section) to separate awaits: if the second rejects while you are still awaiting the first, nothing is listening to it yet and the runtime may report an unhandled rejection.

### Forgetting await

Without \`await\` you hold the promise, not the value. \`const user = getUser(id)\` gives a promise, so \`user.name\` is \`undefined\` and \`if (user)\` is always true. Worse, if \`getUser\` fails nobody catches the error, and a handler may return before the work it started has finished. When a value prints as \`Promise {}\` or \`[object Promise]\`, look for a missing \`await\`.

### Top-level await

\`await\` is allowed only inside async functions and at the top level of a JavaScript **module**. There it pauses the module's evaluation, and modules that import it wait too; in a classic script it is a syntax error. The 'Try It Yourself' runner wraps your code in an async function, which is why the examples here can \`await\` at the top. In a Cloudflare Worker keep awaits inside handlers: asynchronous I/O such as \`fetch()\` is not allowed in the global scope, only while handling an event.`,
  summary: `- An async function always returns a promise: \`return\` fulfils it, \`throw\` rejects it, and the call itself never throws.
- \`await\` pauses only its own function; the rest of the function resumes later as a microtask, even when the value was ready.
- Await in turn only when a step needs the previous result; otherwise start the calls first and then wait.
- \`forEach\` never waits for async callbacks, and a forgotten \`await\` leaves you holding a promise instead of the value.`,
  code: {
    language: 'javascript',
    code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const since = (start) => Math.round((Date.now() - start) / 10) * 10 + ' ms';

// 1. Two async functions take turns at their awaits.
async function task(name) {
  console.log(name, 'runs until its await');
  await null; // paused here; the rest runs later, as a microtask
  console.log(name, 'resumes');
  return name + ' done';
}
const a = task('A'); // runs A's body up to its await, then hands back a promise
const b = task('B');
console.log('main carries on; a is a', a.constructor.name);
console.log(await a, '|', await b);

// 2. A throw inside an async function becomes a rejection.
async function readUser() { throw new Error('D1 is unavailable'); }
const failed = readUser(); // no exception here
try { await failed; } catch (error) { console.log('await threw:', error.message); }

// 3. Await in turn, or start both first and then wait.
async function getUser() { await sleep(100); return 'Demo User'; }
async function getUsage() { await sleep(100); return '3 files'; }
let start = Date.now();
const user = await getUser();
const usage = await getUsage();
console.log('in turn:', user, usage, 'after', since(start));
start = Date.now();
const userPromise = getUser(); // both start now
const usagePromise = getUsage();
console.log('started first:', await userPromise, await usagePromise, 'after', since(start));

// 4. Without await you hold the promise, not the user.
const forgotten = getUser();
console.log('forgot await:', forgotten.constructor.name, '| with await:', await forgotten);`,
    explanation:
      "Part 1 prints both 'runs until its await' lines and 'main carries on' before either function resumes: each call ran its body up to the `await` and handed back a promise. Part 2 shows the throw did not happen at the call; `await` threw it, so `try...catch` caught it. Part 3 prints about 200 ms for the calls awaited in turn and about 100 ms when both were started first. Part 4 shows a Promise where you expected a user.",
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 320,
    code: `// Two async functions taking turns at their awaits, one step at a time.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const CONTROLS = 40;
const STATUS = narrow ? 64 : 44;
const svgHeight = height - CONTROLS - STATUS;
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const code = {
  main: ['a();', 'b();', "log('main');"],
  a: ["log('A1');", 'await null;', "log('A2');", 'await null;', "log('A3');"],
  b: ["log('B1');", 'await null;', "log('B2');"],
};
const titles = { main: 'script', a: 'async a()', b: 'async b()' };
const paused = (line) => ['paused', line, 'pause'];
const steps = [
  { text: 'Nothing has run yet. Press Step to run the script one step at a time.',
    main: ['ready'], a: ['not called'], b: ['not called'], queue: [], out: [] },
  { text: "The script calls a(). a's body runs at once, on the same call stack, and logs A1.",
    main: ['waiting for a()', 0, 'call'], a: ['running', 0, 'run'], b: ['not called'], queue: [], out: ['A1'] },
  { text: 'a reaches await null: a is paused there, its resumption is queued as a microtask, and a() hands the script a pending promise.',
    main: ['running', 0, 'run'], a: paused(1), b: ['not called'], queue: ['resume a'], out: ['A1'] },
  { text: 'The script calls b(). b runs at once and logs B1, while a stays paused.',
    main: ['waiting for b()', 1, 'call'], a: paused(1), b: ['running', 0, 'run'], queue: ['resume a'], out: ['A1', 'B1'] },
  { text: 'b reaches await null and is paused too. The script gets a second pending promise.',
    main: ['running', 1, 'run'], a: paused(1), b: paused(1), queue: ['resume a', 'resume b'], out: ['A1', 'B1'] },
  { text: "The script logs main. Both functions are paused, but the thread is not: the script keeps running.",
    main: ['running', 2, 'run'], a: paused(1), b: paused(1), queue: ['resume a', 'resume b'], out: ['A1', 'B1', 'main'] },
  { text: 'The script ends and the call stack is empty, so the event loop runs the microtasks, oldest first.',
    main: ['finished'], a: paused(1), b: paused(1), queue: ['resume a', 'resume b'], out: ['A1', 'B1', 'main'] },
  { text: 'Microtask: a resumes after its first await and logs A2.',
    main: ['finished'], a: ['running', 2, 'run'], b: paused(1), queue: ['resume b'], out: ['A1', 'B1', 'main', 'A2'] },
  { text: 'a reaches its second await and is paused again; its resumption joins the back of the queue.',
    main: ['finished'], a: paused(3), b: paused(1), queue: ['resume b', 'resume a'], out: ['A1', 'B1', 'main', 'A2'] },
  { text: "Microtask: b resumes, logs B2 and returns, so b's promise fulfils.",
    main: ['finished'], a: paused(3), b: ['done', 2, 'run'], queue: ['resume a'], out: ['A1', 'B1', 'main', 'A2', 'B2'] },
  { text: 'Microtask: a resumes, logs A3 and returns. The queue is empty. Output: A1 B1 main A2 B2 A3.',
    main: ['finished'], a: ['done', 4, 'run'], b: ['done'], queue: [], out: ['A1', 'B1', 'main', 'A2', 'B2', 'A3'] },
];
const last = steps.length - 1;
const badgeColour = { running: theme.accent, paused: theme.warning, done: theme.success };

const root = d3.select(container).style('font-family', theme.fontFamily).style('color', theme.text);
const controls = root.append('div').style('box-sizing', 'border-box').style('padding', '0 4px')
  .style('height', CONTROLS + 'px').style('display', 'flex')
  .style('align-items', 'center').style('gap', '6px');
const small = (button) => button.attr('type', 'button')
  .style('font-size', '13px').style('padding', '2px 10px').style('min-height', '30px');
const stepButton = small(controls.append('button')).text('Step');
const playButton = small(controls.append('button')).attr('aria-pressed', 'false').text('Play');
const resetButton = small(controls.append('button')).text('Reset');
const counter = controls.append('span')
  .style('margin-left', 'auto').style('font-size', '12px').style('color', theme.dimmed);
const status = root.append('p').attr('aria-live', 'polite')
  .style('margin', '0').style('padding', '0 4px').style('box-sizing', 'border-box').style('height', STATUS + 'px').style('overflow', 'hidden')
  .style('font-size', narrow ? '12px' : '13px').style('line-height', '1.35');
const svg = root.append('svg')
  .attr('width', width).attr('height', svgHeight).attr('role', 'img')
  .attr('aria-label', 'Three panels, the script and the async functions a and b, showing which line runs, where each function is paused, the microtask queue and the output so far');

const pad = 4;
const gap = narrow ? 6 : 12;
const colW = (width - pad * 2 - gap * 2) / 3;
const lineH = narrow ? 17 : 19;
const codeTop = 42;
const cardH = codeTop + code.a.length * lineH + 6;
const fontSize = narrow ? 10.5 : 12;
const names = ['main', 'a', 'b'];
const cards = {};
names.forEach((name, index) => {
  const g = svg.append('g').attr('transform', 'translate(' + (pad + index * (colW + gap)) + ',2)');
  g.append('rect').attr('width', colW).attr('height', cardH).attr('rx', 6)
    .attr('fill', theme.surface).attr('stroke', theme.border);
  g.append('text').attr('x', 8).attr('y', 16).attr('font-weight', 600)
    .attr('font-size', fontSize + 1).style('fill', theme.text).text(titles[name]);
  const badge = g.append('text').attr('x', 8).attr('y', 33).attr('font-size', fontSize);
  const mark = g.append('rect').attr('x', 3).attr('width', colW - 6)
    .attr('height', lineH - 2).attr('rx', 4).attr('opacity', 0);
  const lines = g.selectAll('text.line').data(code[name]).join('text')
    .attr('class', 'line').attr('x', 9)
    .attr('y', (d, i) => codeTop + i * lineH + lineH * 0.68)
    .attr('font-family', mono).attr('font-size', fontSize).style('fill', theme.text)
    .text((d) => d);
  cards[name] = { badge, mark, lines };
});

const queueY = cardH + 14;
svg.append('text').attr('x', pad).attr('y', queueY + 15).attr('font-size', fontSize)
  .style('fill', theme.dimmed).text('Microtask queue');
const queueX = pad + (narrow ? 92 : 112);
const chipW = narrow ? 64 : 78;
const queueGroup = svg.append('g').attr('transform', 'translate(' + queueX + ',' + queueY + ')');
const queueEmpty = svg.append('text').attr('x', queueX).attr('y', queueY + 15)
  .attr('font-size', fontSize).style('fill', theme.dimmed);
const outY = queueY + 34;
svg.append('text').attr('x', pad).attr('y', outY + 15).attr('font-size', fontSize)
  .style('fill', theme.dimmed).text('Output');
const output = svg.append('text').attr('x', queueX).attr('y', outY + 15)
  .attr('font-family', mono).attr('font-size', fontSize).style('fill', theme.text);

let current = 0;
let timer = null;

function render() {
  const step = steps[current];
  const duration = reduced ? 0 : 250;
  names.forEach((name) => {
    const [state, line, kind] = step[name];
    const card = cards[name];
    card.badge.text(state).style('fill', badgeColour[state] || theme.dimmed);
    const hasLine = line !== undefined;
    card.mark.interrupt().transition().duration(duration)
      .attr('y', codeTop + (hasLine ? line : 0) * lineH)
      .attr('opacity', hasLine ? 1 : 0);
    card.mark
      .attr('fill', kind === 'run' ? theme.accent : 'none')
      .attr('stroke', kind === 'pause' ? theme.warning : kind === 'call' ? theme.accent : 'none')
      .attr('stroke-width', 2)
      .attr('stroke-dasharray', kind === 'call' ? '4 3' : null);
    card.lines
      .style('fill', (d, i) => (kind === 'run' && i === line ? theme.onFill : theme.text))
      .attr('font-weight', (d, i) => (hasLine && i === line ? 600 : 400));
  });
  const chips = queueGroup.selectAll('g.chip').data(step.queue).join((enter) => {
    const chip = enter.append('g').attr('class', 'chip');
    chip.append('rect').attr('height', 22).attr('rx', 11).attr('fill', theme.queue);
    chip.append('text').attr('y', 15).attr('text-anchor', 'middle')
      .attr('font-size', fontSize).style('fill', theme.onFill);
    return chip;
  });
  chips.attr('transform', (d, i) => 'translate(' + i * (chipW + 6) + ',0)');
  chips.select('rect').attr('width', chipW);
  chips.select('text').attr('x', chipW / 2).text((d) => d);
  queueEmpty.text(step.queue.length ? '' : '(empty)');
  output.text(step.out.length ? step.out.join(' ') : '(nothing yet)');
  status.text(step.text);
  counter.text('step ' + current + ' of ' + last);
  stepButton.property('disabled', current === last);
}

function stop() {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  playButton.attr('aria-pressed', 'false').text('Play');
}
function tick() {
  current += 1;
  render();
  if (current < last) timer = setTimeout(tick, 1100);
  else stop();
}

stepButton.on('click', () => {
  stop();
  if (current < last) current += 1;
  render();
});
playButton.on('click', () => {
  if (timer !== null) return stop();
  if (current >= last) current = 0;
  if (reduced) {
    current = last;
    return render();
  }
  playButton.attr('aria-pressed', 'true').text('Pause');
  render();
  timer = setTimeout(tick, 700);
});
resetButton.on('click', () => {
  stop();
  current = 0;
  render();
});
render();`,
  },
  quiz: {
    questions: [
      {
        question: 'An async function runs `return 42`. What does calling it give you?',
        options: [
          'The number `42`',
          'A promise that fulfils with `42`',
          '`undefined`, until someone awaits the call',
        ],
        correctAnswer: 1,
        explanation:
          'An async function always returns a promise, and a returned value becomes its fulfilment value. You only get `42` itself with `await` (or `.then`); calling the function without `await` never gives you the plain number.',
      },
      {
        question:
          "`async function f() { console.log('1'); await null; console.log('3'); } f(); console.log('2');` What is printed?",
        options: ['1 2 3', '1 3 2', '2 1 3', '1 2, and 3 is never printed'],
        correctAnswer: 0,
        explanation:
          "`f`'s body runs synchronously up to the `await`, so 1 comes first. The `await` pauses `f` even though `null` needs no waiting; the rest of `f` is queued as a microtask and runs after the current script, which logs 2 first. 1 3 2 would mean `await` did not pause at all.",
      },
      {
        question:
          "`async function load() { throw new Error('down'); }` What happens on the line `const p = load();`?",
        options: [
          'It throws `Error: down` straight away, at the call',
          'Nothing throws there: `p` is a rejected promise, and the error appears where `p` is awaited or caught',
          '`p` is `undefined`, because the function never reached a `return`',
        ],
        correctAnswer: 1,
        explanation:
          'Inside an async function a `throw` rejects the returned promise; the call itself never throws. That is why the error must be handled with `await` in a `try...catch`, or with `.catch` on the promise.',
      },
      {
        question:
          '`getUser()` and `getUsage()` are independent and each takes about 100 ms. How long does `const u = await getUser(); const s = await getUsage();` take?',
        options: ['About 100 ms', 'About 150 ms', 'About 200 ms'],
        correctAnswer: 2,
        explanation:
          '`getUsage()` is not even called until `getUser()` has finished, so the times add up. Starting both first (`const p = getUser(); const q = getUsage();`) and then awaiting them takes about 100 ms.',
      },
      {
        question:
          "`ids.forEach(async (id) => { await save(id); }); console.log('saved');` When is `'saved'` printed?",
        options: [
          'At once, before the saves finish, because `forEach` ignores the promises its callback returns',
          'After every save has finished',
          'Never, because `forEach` throws on an async callback',
        ],
        correctAnswer: 0,
        explanation:
          '`forEach` calls each async callback, which runs to its first `await` and returns a promise that `forEach` throws away, so nothing waits. Use `for...of` with `await` to go one at a time, or `await Promise.all(ids.map(save))` for all at once.',
      },
    ],
  },
  challenge: {
    description: `Write \`async function totalBytes(ids, getSize)\`. \`getSize(id)\` returns a promise of one file's size in bytes; \`totalBytes\` returns (a promise of) the sum of the sizes of all \`ids\`, and rejects if any size cannot be read.

The starter adds the sizes correctly but awaits each size before asking for the next, so three sizes of 60 ms each take 180 ms. Make it **ask for every size first and then wait**, so the whole total takes about as long as the slowest size.`,
    starterCode: `async function totalBytes(ids, getSize) {
  let total = 0;
  for (const id of ids) {
    total += await getSize(id); // waits for this size before asking for the next
  }
  return total;
}`,
    solution: `async function totalBytes(ids, getSize) {
  const sizes = await Promise.all(ids.map((id) => getSize(id))); // every request starts now
  return sizes.reduce((total, size) => total + size, 0);
}`,
    tests: [
      {
        name: 'adds every size',
        input: "totalBytes(['a', 'b', 'c'], async (id) => ({ a: 10, b: 20, c: 12 })[id])",
        expectedOutput: '42',
      },
      {
        name: 'an empty list totals 0',
        input: 'totalBytes([], async () => 100)',
        expectedOutput: '0',
      },
      {
        name: 'waits for sizes that arrive later, in any order',
        input:
          "totalBytes(['x', 'y'], (id) => new Promise((resolve) => setTimeout(() => resolve(id === 'x' ? 5 : 7), id === 'x' ? 40 : 10)))",
        expectedOutput: '12',
      },
      {
        name: 'asks for every size first: three 60 ms sizes take under 120 ms',
        input:
          "(async () => { const start = Date.now(); await totalBytes(['a', 'b', 'c'], () => new Promise((resolve) => setTimeout(() => resolve(1), 60))); return Date.now() - start < 120; })()",
        expectedOutput: 'true',
      },
      {
        name: 'rejects with the error of a size that cannot be read',
        input:
          "totalBytes(['a', 'b'], async (id) => { if (id === 'b') throw new Error('no size for b'); return 1; }).catch((error) => error.message)",
        expectedOutput: 'no size for b',
      },
    ],
    hints: [
      'Calling getSize(id) starts the request; await only waits for it. So call getSize for every id before you await any of them.',
      'ids.map((id) => getSize(id)) gives an array of promises that are all already running; await Promise.all(...) on it gives the sizes, in order.',
      'Add the sizes with a loop or with sizes.reduce((total, size) => total + size, 0); an empty list then totals 0.',
    ],
  },
};
