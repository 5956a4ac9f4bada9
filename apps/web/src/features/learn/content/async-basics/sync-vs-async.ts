import type { Section } from '../../lib/module-schema';

const FENCE = '```';

// Sources for the JavaScript facts (the call stack, run-to-completion, tasks and microtasks, the
// microtask queue drained completely after each task, queueMicrotask in Workers):
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Execution_model
// Source: https://developer.mozilla.org/en-US/docs/Web/API/HTML_DOM_API/Microtask_guide
// Source: https://developer.mozilla.org/en-US/docs/Web/API/Window/queueMicrotask
// Source: https://html.spec.whatwg.org/multipage/webappapis.html#event-loop-processing-model
// Source: https://tc39.es/ecma262/#sec-hostenqueuepromisejob
// For Workers: one instance may handle several requests concurrently in a single-threaded event
// loop, other requests may run while a handler awaits.
// Source: https://developers.cloudflare.com/workers/reference/how-workers-works/
// CPU time per request: 10 ms on Workers Free; on Workers Paid 30 s by default, configurable up
// to 5 min (limits.cpu_ms); waiting on I/O is wall-clock time, not CPU time.
// Source: https://developers.cloudflare.com/workers/platform/limits/#cpu-time
// Source: https://developers.cloudflare.com/changelog/2025-03-25-higher-cpu-limits/
export const syncVsAsyncSection: Section = {
  id: 'sync-vs-async',
  title: 'Synchronous vs Asynchronous Code',
  type: 'theory',
  learningObjectives: [
    'Follow the call stack as functions are called and return, and explain run-to-completion',
    'Describe how the event loop runs one task, then every microtask, and name what goes in each queue (timers and I/O; promise reactions and queueMicrotask)',
    'Predict the log order of code that mixes plain calls, setTimeout, Promise.then and queueMicrotask',
    'Explain why a long synchronous loop delays every timer and request, and why in a Worker it counts as CPU time while awaiting does not',
  ],
  introduction:
    'JavaScript runs your code on one thread. A Worker in this dashboard may be serving several requests at once, and most of its time is spent waiting: for R2 to return a file, for D1 to answer a query, for another service to reply. This section shows how one thread takes turns between all that work: the call stack, the event loop and its two queues.',
  content: `### One thread, one call stack

JavaScript runs your code on a single thread. To know where it is, the engine keeps a **call stack**: calling a function pushes a frame for it on top of the stack, and returning pops that frame off. The frame on top is the code running right now.

${FENCE}js
function area(side) { return square(side); }
function square(n) { return n * n; }
console.log(area(4)); // stack: script → area → square, then back down: 16
${FENCE}

### Run to completion

Once a piece of JavaScript starts (the whole script, one timer callback, one promise callback) it **runs to completion**: nothing else runs until the call stack is empty again. No timer interrupts it, and no other request's handler cuts in halfway through. That is why \`count++\` never needs a lock in JavaScript. It is also why one slow function freezes everything else.

### Synchronous and asynchronous calls

A **synchronous** call does its work and hands back the result while the caller waits. An **asynchronous** call only *starts* the work (a timer, a network request, a database query), returns at once, usually with a promise, and arranges for a callback to run later, when the result is there. The waiting happens outside JavaScript, in the runtime, so the thread is free in the meantime.

| | Synchronous | Asynchronous |
|---|---|---|
| Returns | the result | at once, usually a promise |
| The thread while it waits | blocked | free for other work |
| In a Worker | \`JSON.parse(text)\` | \`env.FILES.get(id)\`, \`fetch(url)\` |

### The event loop and its two queues

Callbacks that are ready to run wait in one of two queues, and the **event loop** decides what runs next:

- The **task queue** holds work from the outside world: a timer that is due, the result of I/O, an incoming request or message. Each callback here is a *task* (some articles say macrotask).
- The **microtask queue** holds promise reactions (the callbacks of \`.then\`, \`.catch\` and \`.finally\`, and the rest of an \`async\` function after \`await\`) and the callbacks you pass to \`queueMicrotask(fn)\`.

${FENCE}text
 task queue                        microtask queue
 [timer] [I/O result] [request]    [.then callback] [queueMicrotask callback]
    |                                 |
    | 1. take the next task           | 2. when the stack is empty, run EVERY
    |                                 |    microtask, including ones queued
    v                                 v    while doing so
 +--------------------------------------------------+
 | call stack: runs each callback to completion     |
 +--------------------------------------------------+
    3. back to 1 (a browser may repaint the page first)
${FENCE}

The script itself is the first task. When it ends, the loop drains the microtask queue, then takes one task, drains the microtasks again, and so on. So after synchronous code, every promise callback that is ready runs before the next timer, even a timer of 0 ms.

### Predicting the order

${FENCE}js
console.log('1 sync');
setTimeout(() => console.log('5 task'), 0);
Promise.resolve().then(() => console.log('3 microtask'));
queueMicrotask(() => console.log('4 microtask'));
console.log('2 sync');
${FENCE}

The two plain \`console.log\` calls run first, because the script holds the stack. \`Promise.resolve()\` is already fulfilled, so \`.then\` queues its callback at once; \`queueMicrotask\` queues the next one behind it. When the script ends, the loop runs both microtasks in the order they were queued (3, then 4), and only then takes the timer's task (5). The delay of \`setTimeout\` is a minimum, never an appointment.

A microtask queued by another microtask still runs before the next task. That keeps promise chains quick, but a microtask that keeps queuing itself **starves** the task queue: timers and I/O never get their turn. The visualisation below steps through a snippet like this one, queue by queue.

### Blocking: when one task takes too long

Run to completion has a price. A loop that computes for 200 ms holds the stack for 200 ms, and everything queued behind it waits: a timer due after 10 ms fires after about 200 ms. The example below measures exactly that.

In a Cloudflare Worker this matters twice. First, one Worker instance may handle several requests at the same time in a single-threaded event loop. While one handler waits at \`await env.STORAGE_DB.prepare(sql).first()\`, another request can run; a handler stuck in a long loop delays every request on that instance. Second, a loop is **CPU time**. Workers limit the CPU time each request may use (10 ms on the Free plan; 30 seconds by default on the Paid plan, which you can raise to 5 minutes), and time spent waiting for \`fetch\`, D1 or R2 does not count towards it, because the CPU is not working for you then.

You can see such waits in this system. Upload a file on [Storage](/storage) and follow 'See what happened' to its trace in [Traces](/traces): the D1 and R2 spans are stretches of waiting, during which the storage worker's thread was free for other work.

Further reading: MDN on the [execution model](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Execution_model) and on [microtasks](https://developer.mozilla.org/en-US/docs/Web/API/HTML_DOM_API/Microtask_guide).`,
  summary: `- JavaScript runs on one thread. The call stack holds what runs now, and each piece of code runs to completion before anything else starts.
- The event loop takes one task (a timer, an I/O result, a request), then runs every microtask (promise reactions, \`await\` continuations, \`queueMicrotask\`), including ones queued meanwhile.
- So synchronous code prints first, then promise callbacks, then timers, even \`setTimeout(fn, 0)\`; a timer's delay is a minimum.
- A long synchronous loop blocks every timer and, in a Worker, every other request on that instance, and it counts as CPU time; awaiting I/O does not.`,
  code: {
    language: 'javascript',
    code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const roundTo10 = (ms) => Math.round(ms / 10) * 10;

// 1. Who goes first? Synchronous code, then microtasks, then tasks.
console.log('1. sync: first line');
setTimeout(() => console.log('5. task: setTimeout 0'), 0);
Promise.resolve().then(() => console.log('3. microtask: promise reaction'));
queueMicrotask(() => console.log('4. microtask: queueMicrotask'));
console.log('2. sync: last line');
await sleep(20);

// 2. A blocked timer: due after 10 ms, but a 200 ms loop holds the only thread.
const start = Date.now();
setTimeout(() => {
  console.log('timer: asked for 10 ms, ran after ~' + roundTo10(Date.now() - start) + ' ms');
}, 10);
Promise.resolve().then(() => console.log('microtask: still runs before the late timer'));
while (Date.now() - start < 200) {
  // 200 ms of synchronous work (in a Worker: 200 ms of CPU time)
}
console.log('loop: finished after ~' + roundTo10(Date.now() - start) + ' ms');`,
    explanation:
      "The first block prints 1 to 5 in order: the two synchronous lines, then both microtasks in the order they were queued, and only then the timer task, although its delay was 0 ms. In the second block the timer is due after 10 ms, but the 200 ms loop holds the thread: the loop finishes first, the microtask queued before the loop runs next, and the timer reports that it ran after about 200 ms, not 10. In a Cloudflare Worker that loop would also be 200 ms of CPU time, twenty times the Free plan's 10 ms limit.",
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 360,
    code: `// The event loop, one step at a time: the call stack, the microtask queue and the task queue.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const CONTROLS = 40;
const STATUS = 56;
const svgHeight = height - CONTROLS - STATUS;
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const duration = reduced ? 0 : 450;

const CODE = [
  "log('A');",
  "setTimeout(() => log('F'), 0);",
  'Promise.resolve()',
  "  .then(() => log('C'))",
  "  .then(() => log('E'));",
  "queueMicrotask(() => log('D'));",
  "log('B');",
];
// Each chip: its label (wide, narrow) and its kind, which sets its colour wherever it is.
const CHIPS = {
  script: ['script', 'script', 'frame'],
  logA: ["log('A')", "log('A')", 'frame'],
  timeout: ['setTimeout()', 'setTimeout()', 'frame'],
  then1: ['.then()', '.then()', 'frame'],
  then2: ['.then()', '.then()', 'frame'],
  queue: ['queueMicrotask()', 'queueMicrotask', 'frame'],
  logB: ["log('B')", "log('B')", 'frame'],
  F: ["() => log('F')", "log('F')", 'task'],
  C: ["() => log('C')", "log('C')", 'micro'],
  D: ["() => log('D')", "log('D')", 'micro'],
  E: ["() => log('E')", "log('E')", 'micro'],
};
const COLOURS = { frame: theme.accent, micro: theme.event, task: theme.queue };
const STEPS = [
  { lines: [], stack: [], micro: [], tasks: [], out: '', say: 'Press Step to run the script. The whole script is one task: it runs to completion before anything else.' },
  { lines: [0], stack: ['script', 'logA'], micro: [], tasks: [], out: 'A', say: "The script runs on the call stack. log('A') prints A straight away." },
  { lines: [1], stack: ['script', 'timeout'], micro: [], tasks: ['F'], out: 'A', say: 'setTimeout hands its callback to a timer. The 0 ms timer is due at once, so the callback waits in the task queue.' },
  { lines: [2, 3], stack: ['script', 'then1'], micro: ['C'], tasks: ['F'], out: 'A', say: 'Promise.resolve() is already fulfilled, so the first .then queues its callback as a microtask at once.' },
  { lines: [4], stack: ['script', 'then2'], micro: ['C'], tasks: ['F'], out: 'A', say: 'The second .then waits on the promise the first .then returned. That one is still pending: nothing is queued.' },
  { lines: [5], stack: ['script', 'queue'], micro: ['C', 'D'], tasks: ['F'], out: 'A', say: 'queueMicrotask puts its callback at the back of the microtask queue.' },
  { lines: [6], stack: ['script', 'logB'], micro: ['C', 'D'], tasks: ['F'], out: 'A B', say: "log('B') prints B. Nothing queued has run yet: the script still holds the stack." },
  { lines: [], stack: [], micro: ['C', 'D'], tasks: ['F'], out: 'A B', say: 'The script is finished and the stack is empty. Before the next task, the loop runs every microtask.' },
  { lines: [3], stack: ['C'], micro: ['D', 'E'], tasks: ['F'], out: 'A B C', say: "The first microtask prints C. Its .then promise fulfils, so E's callback joins the back of the microtask queue." },
  { lines: [5], stack: ['D'], micro: ['E'], tasks: ['F'], out: 'A B C D', say: 'The next microtask, from queueMicrotask, prints D.' },
  { lines: [4], stack: ['E'], micro: [], tasks: ['F'], out: 'A B C D E', say: 'E runs before the timer, though it was queued after it: the loop empties the microtask queue, new arrivals included.' },
  { lines: [1], stack: ['F'], micro: [], tasks: [], out: 'A B C D E F', say: 'The microtask queue is empty, so the loop takes the next task: the timer callback prints F.' },
  { lines: [], stack: [], micro: [], tasks: [], out: 'A B C D E F', say: 'Done: synchronous code first, then every microtask, then the next task. Press Reset to watch again.' },
];

const root = d3.select(container);
root.selectAll('*').remove();
const controls = root
  .append('div')
  .style('display', 'flex')
  .style('align-items', 'center')
  .style('gap', '8px')
  .style('height', CONTROLS + 'px');
const stepButton = controls.append('button').attr('type', 'button').text('Step');
const resetButton = controls.append('button').attr('type', 'button').text('Reset');
const counter = controls.append('span').style('color', theme.dimmed).style('font-size', '13px');
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
    'The event loop stepping through a snippet: the call stack, the microtask queue and the task queue fill and empty while the output grows',
  )
  .style('display', 'block')
  .style('font-family', theme.fontFamily);

// Layout: the code beside the three lanes, or above them on a narrow screen.
const codeSize = narrow ? 11 : 12;
const codeLine = narrow ? 13 : 18;
const codeTop = narrow ? 2 : 22;
const codeWidth = narrow ? width - 4 : Math.min(250, Math.round(width * 0.42));
const lanesX = narrow ? 2 : codeWidth + 16;
const lanesWidth = width - lanesX - 2;
const laneHeight = narrow ? 28 : 34;
const laneStep = narrow ? 46 : 58;
const lanesTop = narrow ? codeTop + CODE.length * codeLine + 8 : 2;
const LANES = [
  { key: 'stack', label: narrow ? 'Call stack' : 'Call stack (bottom → top)' },
  { key: 'micro', label: narrow ? 'Microtask queue' : 'Microtask queue (promises, queueMicrotask)' },
  { key: 'tasks', label: narrow ? 'Task queue' : 'Task queue (timers, I/O)' },
];
const laneY = (index) => lanesTop + index * laneStep + 14;
const chipWidth = Math.min(104, Math.floor((lanesWidth - 24) / 3));
const chipHeight = laneHeight - 8;

if (!narrow) {
  svg.append('text').attr('x', 2).attr('y', 12).attr('font-size', 12).style('fill', theme.dimmed).text('Code (log = console.log)');
}
svg
  .append('rect')
  .attr('x', 1)
  .attr('y', codeTop)
  .attr('width', codeWidth - 2)
  .attr('height', CODE.length * codeLine + 4)
  .attr('rx', 4)
  .attr('fill', theme.surface)
  .attr('stroke', theme.border);
const highlight = svg
  .append('rect')
  .attr('x', 2)
  .attr('width', codeWidth - 4)
  .attr('fill', theme.accent)
  .attr('fill-opacity', 0.18)
  .attr('opacity', 0);
const codeText = svg
  .selectAll('text.code')
  .data(CODE)
  .join('text')
  .attr('class', 'code')
  .attr('x', 8)
  .attr('y', (line, index) => codeTop + 2 + index * codeLine + codeLine * 0.75)
  .attr('font-family', mono)
  .attr('font-size', codeSize)
  .attr('xml:space', 'preserve')
  .text((line) => line);

LANES.forEach((lane, index) => {
  svg.append('text').attr('x', lanesX).attr('y', laneY(index) - 4).attr('font-size', 12).style('fill', theme.dimmed).text(lane.label);
  svg
    .append('rect')
    .attr('x', lanesX)
    .attr('y', laneY(index))
    .attr('width', lanesWidth)
    .attr('height', laneHeight)
    .attr('rx', 6)
    .attr('fill', theme.surface)
    .attr('stroke', theme.border);
});
const chipLayer = svg.append('g');

const outputY = narrow ? lanesTop + 3 * laneStep + 8 : lanesTop + 3 * laneStep + 24;
const output = svg.append('text').attr('x', 2).attr('y', outputY).attr('font-size', 13);
output.append('tspan').style('fill', theme.dimmed).text('Output: ');
const outputValue = output.append('tspan').attr('font-family', mono).attr('font-weight', 'bold').style('fill', theme.text);

if (!narrow) {
  const legend = svg.append('g').attr('transform', 'translate(2,' + (outputY + 28) + ')');
  [
    ['a call the script makes', 'frame'],
    ['a microtask callback', 'micro'],
    ['a task callback', 'task'],
  ].forEach(([text, kind], index) => {
    const item = legend.append('g').attr('transform', 'translate(' + index * Math.floor((width - 4) / 3) + ',0)');
    item.append('rect').attr('y', -10).attr('width', 12).attr('height', 12).attr('rx', 3).attr('fill', COLOURS[kind]);
    item.append('text').attr('x', 17).attr('font-size', 12).style('fill', theme.dimmed).text(text);
  });
}

let current = 0;

function render() {
  const step = STEPS[current];
  counter.text('Step ' + current + ' of ' + (STEPS.length - 1));
  status.text(step.say);
  stepButton.property('disabled', current === STEPS.length - 1);
  resetButton.property('disabled', current === 0);

  codeText.attr('font-weight', (line, index) => (step.lines.includes(index) ? 'bold' : 'normal'));
  if (step.lines.length > 0) {
    highlight
      .attr('y', codeTop + 2 + step.lines[0] * codeLine)
      .attr('height', step.lines.length * codeLine)
      .attr('opacity', 1);
  } else {
    highlight.attr('opacity', 0);
  }

  const placed = [];
  LANES.forEach((lane, laneIndex) => {
    step[lane.key].forEach((id, slot) => {
      placed.push({
        id,
        x: lanesX + 6 + slot * (chipWidth + 6),
        y: laneY(laneIndex) + 4,
      });
    });
  });
  const move = (selection) => selection.attr('transform', (chip) => 'translate(' + chip.x + ',' + chip.y + ')');
  chipLayer
    .selectAll('g.chip')
    .data(placed, (chip) => chip.id)
    .join(
      (enter) => {
        const chip = enter.append('g').attr('class', 'chip').call(move).attr('opacity', 0);
        chip
          .append('rect')
          .attr('width', chipWidth)
          .attr('height', chipHeight)
          .attr('rx', 5)
          .attr('fill', (d) => COLOURS[CHIPS[d.id][2]]);
        chip
          .append('text')
          .attr('x', chipWidth / 2)
          .attr('y', chipHeight / 2 + 4)
          .attr('text-anchor', 'middle')
          .attr('font-size', 11)
          .style('fill', theme.onFill)
          .text((d) => CHIPS[d.id][narrow ? 1 : 0]);
        chip.transition().duration(duration).attr('opacity', 1);
        return chip;
      },
      (update) => update.call((selection) => selection.transition().duration(duration).attr('opacity', 1).call(move)),
      (exit) => exit.transition().duration(duration).attr('opacity', 0).remove(),
    );

  outputValue.text(step.out === '' ? '(nothing yet)' : step.out);
}

stepButton.on('click', () => {
  if (current < STEPS.length - 1) current += 1;
  render();
});
resetButton.on('click', () => {
  current = 0;
  render();
});
render();`,
  },
  quiz: {
    questions: [
      {
        question:
          "In what order does this print? `console.log('a'); setTimeout(() => console.log('b'), 0); Promise.resolve().then(() => console.log('c')); console.log('d');`",
        options: ['a b c d', 'a d c b', 'a d b c', 'a c d b'],
        correctAnswer: 1,
        explanation:
          "The script runs to completion first (a, d). Then the loop drains the microtask queue (c) before it takes the next task, the timer (b). 'a d b c' is tempting because the timer was set first, but a task never runs while microtasks are waiting.",
      },
      {
        question:
          "What does this print? `setTimeout(() => log('t'), 0); queueMicrotask(() => { log('m1'); queueMicrotask(() => log('m2')); }); log('s');`",
        options: ['s m1 t m2', 's m1 m2 t', 'm1 s m2 t', 's t m1 m2'],
        correctAnswer: 1,
        explanation:
          "The script logs s. The loop then drains the microtask queue completely, including m2, which m1 queued while it ran, before it takes the timer task t. 's m1 t m2' would be right only if new microtasks waited for the next turn; they do not.",
      },
      {
        question:
          '`let n = 0; setTimeout(() => console.log(n), 0); for (let i = 0; i < 1000000; i++) n++;` What is logged?',
        options: [
          '0, because the timer was set before the loop',
          '1000000',
          'A number between 0 and 1000000, depending on how fast the machine is',
        ],
        correctAnswer: 1,
        explanation:
          'Run-to-completion: the timer callback can only run once the script, loop included, has finished and the stack is empty. By then `n` is 1000000. Nothing can interrupt the loop halfway, so no in-between value is possible.',
      },
      {
        question:
          'A timer is set with `setTimeout(fn, 10)`, then the script runs a synchronous loop for 300 ms. When does `fn` run?',
        options: [
          'After 10 ms, pausing the loop',
          'After about 300 ms, as soon as the loop has finished and the stack is empty',
          'After about 310 ms: the 10 ms only start counting when the loop ends',
          'Never: a timer that is late is dropped',
        ],
        correctAnswer: 1,
        explanation:
          'The timer becomes due after 10 ms and its callback waits in the task queue, but a task only runs when the stack is empty. The delay was counting all along, so `fn` runs right after the loop, at about 300 ms, not 310.',
      },
      {
        question: 'In a Cloudflare Worker, which of these counts towards the CPU time limit?',
        options: [
          'The 80 ms a handler spends awaiting a D1 query',
          'A 40 ms synchronous loop that hashes a file in JavaScript',
          'The second a timer from `setTimeout(fn, 1000)` waits before it fires',
        ],
        correctAnswer: 1,
        explanation:
          'CPU time is the time the CPU actually spends running your code. While a handler awaits D1 or a timer, the thread is free and no CPU time is used for it; a synchronous loop keeps the CPU busy the whole time.',
      },
    ],
  },
  challenge: {
    description: `Write \`runAfterMicrotasks(fn)\`. It returns a promise, and calls \`fn\` only after every microtask already queued has run, including microtasks those queue in turn. The promise fulfils with what \`fn\` returns, or rejects with what it throws.

${FENCE}js
function runAfterMicrotasks(fn) { /* returns a Promise */ }
${FENCE}

The starter queues \`fn\` as a microtask with \`Promise.resolve().then(fn)\`. Run the tests to see why that is too early, then fix it.`,
    starterCode: `function runAfterMicrotasks(fn) {
  // Runs fn as a microtask: is that late enough?
  return Promise.resolve().then(fn);
}`,
    solution: `function runAfterMicrotasks(fn) {
  return new Promise((resolve, reject) => {
    // A task: it runs only once the microtask queue is empty.
    setTimeout(() => {
      try {
        resolve(fn());
      } catch (error) {
        reject(error);
      }
    }, 0);
  });
}`,
    tests: [
      {
        name: 'fulfils with what fn returns',
        input: 'runAfterMicrotasks(() => 42)',
        expectedOutput: '42',
      },
      {
        name: 'runs fn after the microtasks queued before and after it, and those they queue',
        input:
          "(async () => { const log = []; Promise.resolve().then(() => log.push('before')); const done = runAfterMicrotasks(() => log.push('fn')); Promise.resolve().then(() => log.push('after')).then(() => log.push('chained')); queueMicrotask(() => log.push('queued')); await done; return log; })()",
        expectedOutput: "[ 'before', 'after', 'queued', 'chained', 'fn' ]",
      },
      {
        name: 'does not call fn straight away',
        input:
          '(() => { let called = false; runAfterMicrotasks(() => { called = true; }); return called; })()',
        expectedOutput: 'false',
      },
      {
        name: 'rejects with the error fn throws',
        input:
          "runAfterMicrotasks(() => { throw new Error('boom'); }).catch((error) => 'rejected: ' + error.message)",
        expectedOutput: 'rejected: boom',
      },
    ],
    hints: [
      'A microtask is not late enough: microtasks run in the order they were queued, so Promise.resolve().then(fn) runs before the microtasks queued after it. Only a task, such as a setTimeout callback, waits until the microtask queue is empty.',
      'Return new Promise((resolve, reject) => { setTimeout(() => { ... }, 0); }) and, inside the timer callback, call fn in a try block: resolve with its result, or reject with the error it throws.',
    ],
  },
};
