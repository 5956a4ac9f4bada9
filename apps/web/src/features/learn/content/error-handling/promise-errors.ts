// The 'Errors in Promise Chains' section of the error-handling module.
//
// .then/.catch, and how a rejection skips fulfilment handlers:
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/catch
// .finally passes the outcome through unless onFinally throws or returns a rejected promise:
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/finally
// Source: https://tc39.es/ecma262/#sec-promise.prototype.finally
// Promise.all rejects with the first rejection; Promise.allSettled reports every outcome in order:
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/all
// Source: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Promise/allSettled
// An unhandled rejection fires `unhandledrejection` on a worker's global scope and is reported:
// Source: https://developer.mozilla.org/en-US/docs/Web/API/WorkerGlobalScope/unhandledrejection_event
// Floating promises (the no-floating-promises rule), ctx.waitUntil for work after the response,
// and the runtime error 'Network connection lost' (catch a fetch or binding call and retry it):
// Source: https://developers.cloudflare.com/workers/observability/errors/
// fetch rejects only on a network error, never for an HTTP error status:
// Source: https://developer.mozilla.org/en-US/docs/Web/API/Window/fetch
// A service binding's fetch() sends a Request to another Worker and returns its Response:
// Source: https://developers.cloudflare.com/workers/runtime-apis/bindings/service-bindings/
// This project: the gateway forwards a service's answer unchanged
// (services/gateway/src/lib/reach-service.ts); an `errors` fault answers 503 with
// labFaultMessage (packages/service-kit/src/lab-faults/fault-middleware.ts).
import type { Section } from '../../lib/module-schema';

const FENCE = '```';

export const promiseErrorsSection: Section = {
  id: 'promise-errors',
  title: 'Errors in Promise Chains',
  type: 'interactive',
  learningObjectives: [
    'Trace how a rejection skips the fulfilment handlers of a chain to the nearest .catch, and what runs after it',
    'Decide in a .catch whether to recover (return a value) or rethrow, and clean up with .finally',
    'Explain what happens to an unhandled rejection, in a Worker and in this code runner',
    'Choose between Promise.all and Promise.allSettled, and turn a failed service-binding answer into a rejection',
  ],
  introduction:
    'In synchronous code an exception unwinds the call stack until a catch block stops it. Promises have no call stack to unwind: the code that started the work has usually returned long before the failure. Instead, a failure becomes a rejected promise, and it travels along the chain of promises until something handles it.',
  content: `### How a rejection travels

A chain like \`load().then(a).then(b).catch(c).then(d)\` is a row of promises, each one made by the call before it. Every promise ends either fulfilled or rejected, and each handler listens for one of the two: \`.then(f)\` for fulfilment, \`.catch(g)\` for rejection. So a rejection **skips** every \`.then\` until it reaches a \`.catch\`, and a value skips every \`.catch\` until it reaches a \`.then\`.

${FENCE}text
load()      fulfilled ──► a runs
.then(a)    a throws! ───────────┐  rejected
.then(b)                         │  b is skipped: it only handles fulfilment
.catch(c)   ◄────────────────────┘  c gets the error and returns a fallback
.then(d)    fulfilled ──► d runs with the fallback
${FENCE}

A \`throw\` inside a handler rejects the promise that \`.then\` returned, exactly as returning a rejected promise would. A throw in the executor of \`new Promise\` rejects that promise too. (A throw inside a \`setTimeout\` callback is different: it happens later, outside the executor, and nothing turns it into a rejection.)

${FENCE}js
Promise.resolve('a.txt')
  .then((name) => { throw new Error('cannot read ' + name); })
  .then((text) => text.length)          // skipped
  .catch(() => 0)                       // handles it: the chain is fulfilled again
  .then((size) => console.log(size));   // 0
${FENCE}

### Recover or rethrow

\`.catch(g)\` is short for \`.then(undefined, g)\`, and it returns a new promise, as \`.then\` does. What \`g\` does decides how that promise settles:

| In the handler | The promise \`.catch\` returns |
|---|---|
| return a value | fulfils with it: the chain **recovers** |
| throw (or return a rejected promise) | rejects: the error travels on to the next \`.catch\` |

Handle an error where you can do something useful about it, and pass the rest on:

${FENCE}js
readMetadata(id)
  .then(render)
  .catch((error) => {
    if (error.status === 404) return notFoundPage(id); // expected: recover
    throw error;                                       // unexpected: rethrow
  });
${FENCE}

Beware \`.then(ok, fail)\`: \`fail\` handles a rejection of the promise *before* it, not an error thrown by \`ok\` itself. \`.then(ok).catch(fail)\` covers both.

### finally passes the outcome through

\`.finally(f)\` runs \`f\` whether the chain fulfilled or rejected, so it is the place to clean up: stop a spinner, release a lock, clear a timer. \`f\` gets no argument and its return value is ignored: the value or the error from before passes through unchanged. The one exception: if \`f\` throws (or returns a rejected promise), that new error replaces the outcome.

### Unhandled rejections

A rejection that reaches the end of a chain with no \`.catch\` is **unhandled**. Nothing stops: the runtime reports it and carries on. Browsers and Web Workers fire an \`unhandledrejection\` event and print "Uncaught (in promise)". A Cloudflare Worker logs it as an uncaught exception (\`wrangler tail\` shows it) while the request goes on, so it is easy to miss. In this lesson's code runner an unhandled rejection ends the run with \`Error: …\`, so you notice at once.

The usual cause is a **floating promise**, one that nobody awaits or handles, like \`env.TELEMETRY.send(event);\` on a line of its own. If it rejects, nobody hears of it, and the Worker may even stop before it finishes. \`await\` it, or hand it to \`ctx.waitUntil\` with a \`.catch\` that logs. The storage service starts its clean-up sweep like this:

${FENCE}ts
ctx.waitUntil(
  sweep(env).catch((error) => console.warn('Sweep failed; the next one will retry:', error)),
);
${FENCE}

Always reject with \`Error\` objects, not strings: they carry a \`message\` and a stack trace.

### Several calls: Promise.all or Promise.allSettled

\`Promise.all\` **fails fast**: it rejects as soon as one input rejects, with that error, and the values of the others are lost. The other calls keep running (a promise cannot be cancelled); nobody reads their results. Use it when you need every part, as when a page needs both the user and the file list. \`Promise.allSettled\` waits for all of them and fulfils with one report each, \`{ status: 'fulfilled', value }\` or \`{ status: 'rejected', reason }\`, in the order you passed them. Use it when a partial answer is still useful, like a status panel that shows each service.

### When a service binding call fails

A call through a service binding is a \`fetch\`, and \`fetch\` **rejects only when no answer arrives at all**: the other Worker cannot be reached, or the connection is lost. A 4xx or 5xx answer *fulfils* the promise with a \`Response\` whose \`ok\` is \`false\`. So HTTP errors reach your \`.catch\` only if you put them on the rejection path yourself:

${FENCE}js
const response = await env.USERS.fetch(request);
if (!response.ok) throw new Error('users answered ' + response.status);
${FENCE}

This dashboard's gateway passes a service's error answer back to the browser unchanged. Try it on [Services](/services): in 'Fault switches', start an \`errors\` fault on \`users\`. The users service then answers 503 with "Lab fault: an 'errors' fault on users failed this request on purpose (clear it in the lab)", the gateway forwards that 503 to the page, and the 'Connections' table shows the errors on the line from \`gateway\` to \`users\`. Clear the fault in the banner when you are done.`,
  summary: `- A rejection skips every \`.then\` until a \`.catch\` (or the second argument of \`.then\`) handles it; a \`throw\` inside a handler is a rejection.
- A \`.catch\` that returns a value recovers the chain; one that throws passes the error on. \`.finally\` runs either way and passes the outcome through.
- An unhandled rejection is only reported, in a Worker too: never leave a promise floating; \`await\` it or give it to \`ctx.waitUntil\` with a \`.catch\`.
- \`Promise.all\` rejects on the first failure; \`Promise.allSettled\` waits and reports every outcome, in order.
- \`fetch\` and service bindings fulfil on a 4xx or 5xx answer: check \`response.ok\` and throw to join the rejection path.`,
  code: {
    language: 'javascript',
    code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let running = 0;
async function call(service, ms, fails) {
  running += 1;
  await sleep(ms);
  running -= 1;
  if (fails) throw new Error(service + ' answered 503');
  return service + ' ok';
}

await Promise.resolve('photo.png')
  .then((name) => {
    console.log('1. then: reading', name);
    throw new Error('R2 read failed');
  })
  .then(() => console.log('2. then: never printed, the chain is rejected'))
  .catch((error) => {
    console.log('3. catch:', error.message, '-> recover with a placeholder');
    return 'placeholder.png';
  })
  .then((name) => console.log('4. then: runs again, with', name))
  .finally(() => console.log('5. finally: runs either way'));

const calls = () => [call('storage', 90), call('users', 30, true), call('visualization', 60)];
try {
  await Promise.all(calls());
} catch (error) {
  console.log('Promise.all rejected: ' + error.message + ', while ' + running + ' calls still ran');
}
await sleep(70); // let those two finish
const reports = await Promise.allSettled(calls());
for (const report of reports) {
  const outcome = report.status === 'fulfilled' ? report.value : report.reason.message;
  console.log('allSettled:', report.status, '-', outcome);
}`,
    explanation:
      'The throw in step 1 rejects the chain: step 2 is skipped, the catch recovers with a placeholder, step 4 runs with it, and finally runs last. Promise.all rejects as soon as users fails, at 30 ms, while the storage and visualization calls are still running: their results are lost. Promise.allSettled waits for all three and reports each outcome in the order the calls were passed, not the order they finished. Try returning nothing from the catch, or rethrowing the error there, and see what step 4 gets.',
    runnable: true,
  },
  d3Sandbox: {
    width: 600,
    height: 350,
    code: `// A promise chain of six steps in two lanes: .then handlers on the fulfilled lane, a .catch
// that rethrows and one that recovers on the rejected lane, and a .finally across both. The
// learner picks the step that throws and presses Run; a dot (the promise's state) travels down.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const controlsH = 40;
const statusH = narrow ? 60 : 44;
const svgH = height - controlsH - statusH;
// 'any': .finally runs on either outcome and passes that outcome on.
const steps = [
  { code: '.then(parse)', lane: 'ok' },
  { code: '.catch(logAndRethrow)', lane: 'err', rethrows: true },
  { code: '.then(store)', lane: 'ok' },
  { code: '.catch(recover)', lane: 'err' },
  { code: '.then(respond)', lane: 'ok' },
  { code: '.finally(cleanup)', lane: 'any' },
];

const root = d3.select(container);
const controls = root
  .append('div')
  .style('display', 'flex')
  .style('align-items', 'center')
  .style('gap', '8px')
  .style('height', controlsH + 'px')
  .style('padding', '0 4px')
  .style('box-sizing', 'border-box');
const select = controls
  .append('select')
  .attr('aria-label', 'Which step throws')
  .style('min-height', '32px')
  .style('padding', '2px 6px')
  .style('background', theme.surface)
  .style('border', '1px solid ' + theme.border)
  .style('border-radius', '6px');
select
  .selectAll('option')
  .data([0, 1, 3, 5])
  .join('option')
  .attr('value', (d) => d)
  .property('selected', (d) => d === 1)
  .text((d) => (d === 0 ? 'Nothing throws' : 'Step ' + d + ' throws'));
const runButton = controls.append('button').attr('type', 'button').text('Run');

const svg = root
  .append('svg')
  .attr('width', width)
  .attr('height', svgH)
  .attr('role', 'img')
  .attr(
    'aria-label',
    'A promise chain of six steps in two lanes: the .then handlers on the fulfilled lane, a .catch that rethrows and a .catch that recovers on the rejected lane, and a .finally across both lanes. A dot shows the promise moving down the chain.',
  )
  .style('display', 'block');
const status = root
  .append('p')
  .attr('aria-live', 'polite')
  .style('margin', '0')
  .style('padding', '4px 6px')
  .style('box-sizing', 'border-box')
  .style('height', statusH + 'px')
  .style('overflow', 'hidden')
  .style('font-size', '13px')
  .style('line-height', '1.35')
  .style('color', theme.text);

// Two columns, centred: a track for the dot, then the step boxes of that lane.
const colW = Math.min((width - 8) / 2, 230);
const x0 = (width - 2 * colW) / 2;
const colStart = (lane) => x0 + (lane === 'ok' ? 0 : colW);
const track = (lane) => colStart(lane) + 9;
const boxW = colW - 28;
const top = 24;
const bottom = 26;
const rowH = (svgH - top - bottom) / steps.length;
const boxH = Math.min(34, rowH - 6);
const rowY = (i) => top + rowH * (i + 0.5);
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

['ok', 'err'].forEach((lane) => {
  svg
    .append('line')
    .attr('x1', track(lane))
    .attr('x2', track(lane))
    .attr('y1', top - 6)
    .attr('y2', svgH - 6)
    .attr('stroke', lane === 'ok' ? theme.success : theme.danger)
    .attr('stroke-opacity', 0.5)
    .attr('stroke-width', 2)
    .attr('stroke-dasharray', '3 4');
  svg
    .append('text')
    .attr('x', track(lane) + 12)
    .attr('y', 15)
    .attr('font-size', 12)
    .attr('font-weight', 600)
    .style('fill', lane === 'ok' ? theme.success : theme.danger)
    .text(
      lane === 'ok'
        ? narrow ? 'fulfilled lane' : 'fulfilled lane: .then runs'
        : narrow ? 'rejected lane' : 'rejected lane: .catch runs',
    );
});

const rows = svg
  .selectAll('g.step')
  .data(steps)
  .join('g')
  .attr('class', 'step')
  .attr('transform', (d, i) => 'translate(' + (colStart(d.lane === 'err' ? 'err' : 'ok') + 20) + ',' + rowY(i) + ')');
const boxes = rows
  .append('rect')
  .attr('y', -boxH / 2)
  .attr('width', (d) => (d.lane === 'any' ? colW + boxW : boxW))
  .attr('height', boxH)
  .attr('rx', 6)
  .attr('fill', theme.surface)
  .attr('stroke', theme.border)
  .attr('stroke-width', 1.5);
rows
  .append('text')
  .attr('x', narrow ? 6 : 8)
  .attr('y', boxH / 2 - 19)
  .attr('font-size', narrow ? 10 : 12)
  .style('font-family', mono)
  .text((d, i) => i + 1 + ' ' + d.code);
const notes = rows
  .append('text')
  .attr('x', narrow ? 6 : 8)
  .attr('y', boxH / 2 - 5)
  .attr('font-size', 11)
  .style('fill', theme.dimmed)
  .text('');

// The way the promise went: green while fulfilled, red while rejected.
const trail = svg.append('g');
const endText = svg
  .append('text')
  .attr('y', svgH - 10)
  .attr('font-size', 12)
  .attr('font-weight', 600)
  .text('');
const token = svg
  .append('circle')
  .attr('r', 7)
  .attr('cx', track('ok'))
  .attr('cy', top - 8)
  .attr('fill', theme.success)
  .attr('stroke', theme.background)
  .attr('stroke-width', 2);

function plan(throwAt) {
  const frames = [];
  let rejected = false;
  steps.forEach((step, i) => {
    const n = i + 1;
    const y = rowY(i);
    if (step.lane === 'any') {
      frames.push({
        x: track(rejected ? 'err' : 'ok'),
        y,
        step: i,
        note: 'ran either way',
        tone: 'ok',
        say: 'Step ' + n + ' ' + step.code + ' runs whether the chain is fulfilled or rejected, and passes that outcome on unchanged.',
      });
      return;
    }
    const handles = (step.lane === 'ok') !== rejected;
    if (!handles) {
      frames.push({
        x: track(rejected ? 'err' : 'ok'),
        y,
        step: i,
        note: 'skipped',
        tone: 'skip',
        say:
          'Step ' + n + ' ' + step.code + ' is skipped: ' +
          (rejected ? 'it only handles fulfilment.' : 'there is nothing to catch.'),
      });
      return;
    }
    if (step.rethrows) {
      frames.push({
        x: track('err'),
        y,
        step: i,
        note: 'ran: logged, rethrew',
        tone: 'bad',
        state: 'err',
        say: 'Step ' + n + ' ' + step.code + ' logs the error and throws it again: the chain stays rejected.',
      });
      return;
    }
    if (step.lane === 'err') {
      frames.push({
        x: track('err'),
        y,
        step: i,
        note: 'ran: returned a fallback',
        tone: 'ok',
        state: 'ok',
        say: 'Step ' + n + ' ' + step.code + ' handles the error and returns a fallback: the chain is fulfilled again.',
      });
      frames.push({ x: track('err'), y: y + rowH / 2 }, { x: track('ok'), y: y + rowH / 2 });
      rejected = false;
      return;
    }
    if (n === throwAt) {
      frames.push({
        x: track('ok'),
        y,
        step: i,
        note: 'threw an Error',
        tone: 'bad',
        state: 'err',
        say: 'Step ' + n + ' ' + step.code + ' throws: the promise it returned is rejected.',
      });
      frames.push({ x: track('ok'), y: y + rowH / 2 }, { x: track('err'), y: y + rowH / 2 });
      rejected = true;
      return;
    }
    frames.push({
      x: track('ok'),
      y,
      step: i,
      note: 'ran',
      tone: 'ok',
      say: 'Step ' + n + ' ' + step.code + ' runs and passes its value on.',
    });
  });
  frames.push({ x: track(rejected ? 'err' : 'ok'), y: svgH - 14, end: rejected ? 'err' : 'ok' });
  return frames;
}

function summary(throwAt) {
  const wide = {
    0: 'Nothing threw: steps 1, 3 and 5 ran, both .catch steps were skipped, and .finally ran last. The chain ends fulfilled.',
    1: "Step 1 threw. Step 2's .catch logged and rethrew it, so step 3 was skipped; step 4's .catch recovered, step 5 ran with the fallback and .finally ran last. Fulfilled.",
    3: "Step 3 threw. The rejection went straight to step 4's .catch, which recovered with a fallback; step 5 ran with it and .finally ran last. Fulfilled.",
    5: 'Step 5 threw after the last .catch: .finally ran and passed the rejection on, and nothing handles it. A Worker only logs it; a browser prints "Uncaught (in promise)".',
  };
  const short = {
    0: 'Nothing threw: every .then and the .finally ran; both .catch steps were skipped. Fulfilled.',
    1: 'Step 1 threw; step 2 rethrew it, step 3 was skipped, step 4 recovered; step 5 and .finally ran. Fulfilled.',
    3: "Step 3 threw; step 4's .catch recovered; step 5 and .finally ran. Fulfilled.",
    5: 'Step 5 threw after the last .catch: .finally ran and passed it on. An unhandled rejection.',
  };
  return (narrow ? short : wide)[throwAt];
}

let rejectedNow = false;
function drawTrail(from, frame) {
  trail
    .append('line')
    .attr('x1', from.x)
    .attr('y1', from.y)
    .attr('x2', frame.x)
    .attr('y2', frame.y)
    .attr('stroke', rejectedNow ? theme.danger : theme.success)
    .attr('stroke-width', 3)
    .attr('stroke-linecap', 'round');
}

function apply(frame) {
  if (frame.state) {
    rejectedNow = frame.state === 'err';
    token.attr('fill', rejectedNow ? theme.danger : theme.success);
  }
  if (frame.step !== undefined) {
    const pick = (d, i) => i === frame.step;
    const colour = frame.tone === 'bad' ? theme.danger : frame.tone === 'ok' ? theme.success : theme.border;
    boxes.filter(pick).attr('stroke', colour).attr('stroke-width', frame.tone === 'bad' ? 3 : 1.5);
    rows.filter(pick).attr('opacity', frame.tone === 'skip' ? 0.45 : 1);
    notes
      .filter(pick)
      .style('fill', frame.tone === 'bad' ? theme.danger : frame.tone === 'ok' ? theme.success : theme.dimmed)
      .text(frame.note);
  }
  if (frame.end) {
    endText
      .attr('x', frame.end === 'err' ? track('err') - 14 : track('ok') + 14)
      .attr('text-anchor', frame.end === 'err' ? 'end' : 'start')
      .style('fill', frame.end === 'err' ? theme.danger : theme.success)
      .text(frame.end === 'err' ? 'unhandled rejection' : 'fulfilled: response sent');
  }
  if (frame.say) status.text(frame.say);
}

let runId = 0;
function run() {
  runId += 1;
  const id = runId;
  const throwAt = Number(select.property('value'));
  const frames = plan(throwAt);
  rows.attr('opacity', 1);
  boxes.attr('stroke', theme.border).attr('stroke-width', 1.5);
  notes.style('fill', theme.dimmed).text('');
  endText.text('');
  trail.selectAll('*').remove();
  rejectedNow = false;
  const start = { x: track('ok'), y: top - 8 };
  token.interrupt().attr('cx', start.x).attr('cy', start.y).attr('fill', theme.success);
  if (reduced) {
    let from = start;
    frames.forEach((frame) => {
      drawTrail(from, frame);
      apply(frame);
      from = frame;
    });
    const last = frames[frames.length - 1];
    token.attr('cx', last.x).attr('cy', last.y);
    status.text(summary(throwAt));
    return;
  }
  let index = 0;
  function next() {
    if (id !== runId) return;
    if (index >= frames.length) {
      status.text(summary(throwAt));
      return;
    }
    const frame = frames[index];
    const from = index === 0 ? start : frames[index - 1];
    index += 1;
    token
      .transition()
      .duration(frame.step === undefined ? 300 : 420)
      .attr('cx', frame.x)
      .attr('cy', frame.y)
      .on('end', () => {
        if (id !== runId) return;
        drawTrail(from, frame);
        apply(frame);
        setTimeout(next, frame.step === undefined ? 60 : 380);
      });
  }
  next();
}

runButton.on('click', run);
select.on('change', () => {
  runId += 1;
  status.text('Press Run to send the promise down the chain.');
});
status.text('Pick the step that throws, then press Run.');`,
  },
  quiz: {
    questions: [
      {
        question:
          "In `p.then(() => { throw new Error('x'); }).then(A).catch(B).then(C)`, which of `A`, `B` and `C` run?",
        options: ['`A` and `C`', 'Only `B`', '`B` and `C`', '`A`, `B` and `C`'],
        correctAnswer: 2,
        explanation:
          'The `throw` rejects the promise the first `.then` returned, so `A`, a fulfilment handler, is skipped. `B` handles the rejection and returns normally, which fulfils the chain again, so `C` runs. "Only `B`" is tempting, but a `.catch` that returns a value recovers the chain.',
      },
      {
        question:
          "What does `Promise.reject(new Error('x')).finally(() => 'done').catch((e) => e.message)` fulfil with?",
        options: ["`'done'`", "`'x'`", '`undefined`'],
        correctAnswer: 1,
        explanation:
          "`.finally` ignores its handler's return value and passes the outcome through, so the rejection with `Error('x')` reaches `.catch`, which returns `'x'`. Only a `throw` (or a rejected promise) inside `finally` would replace the outcome; returning `'done'` does not.",
      },
      {
        question:
          '`Promise.all([a, b, c])`: `a` fulfils after 100 ms, `b` rejects after 30 ms, `c` fulfils after 60 ms. What happens?',
        options: [
          "It rejects after 30 ms with `b`'s error; `a` and `c` keep running, but their values are lost",
          "It waits 100 ms for everything, then rejects with `b`'s error",
          "It fulfils after 100 ms with `a`'s and `c`'s values, leaving `b` out",
          'It rejects after 30 ms and cancels `a` and `c`',
        ],
        correctAnswer: 0,
        explanation:
          '`Promise.all` fails fast: the first rejection rejects it at once. It cannot cancel `a` and `c`; they finish, but nobody reads their values. `Promise.allSettled` is the one that waits for every input and reports each.',
      },
      {
        question:
          'A Worker runs `const res = await env.USERS.fetch(request)`, and the users service answers 503. What happens at the `await`?',
        options: [
          'It throws, so the surrounding catch runs',
          'It fulfils with a `Response` whose `ok` is `false` and `status` is `503`; nothing throws unless your code checks and throws',
          'The binding retries the call until users answers 200',
        ],
        correctAnswer: 1,
        explanation:
          '`fetch`, and so a service binding, rejects only when no answer arrives at all. An error status is still an answer: check `res.ok` and throw if you want the rejection path. The binding does not retry on its own.',
      },
      {
        question:
          'A Worker handler runs `env.TELEMETRY.send(event);` with no `await` and no `waitUntil`, and the send rejects. What happens?',
        options: [
          'The request fails with a 500',
          'The rejection is unhandled: the runtime logs it, nothing else reacts, and the send may not even have finished',
          'The runtime retries the send',
          'It throws at the next await in the handler',
        ],
        correctAnswer: 1,
        explanation:
          'Nobody is listening to that promise, so its rejection is unhandled: it is logged and the request carries on. A floating promise may also be cut off when the response is done. `await` it, or pass it to `ctx.waitUntil` with a `.catch` that logs. It does not fail the request with a 500, which is why it is easy to miss.',
      },
    ],
  },
  challenge: {
    description: `Write \`async function statusReport(checks)\`. \`checks\` is an object whose keys are service names and whose values are functions that start a health check and return a promise.

Start every check at once and return an array with one line per check, **in the object's order**:

- \`'name: value'\` when the check fulfils with \`value\`;
- \`'name: failed (message)'\` when it rejects with an \`Error\`.

One failing check must not hide the others. For example, \`statusReport({ storage: async () => 'ok', users: async () => { throw new Error('503'); } })\` resolves to \`[ 'storage: ok', 'users: failed (503)' ]\`.`,
    starterCode: `async function statusReport(checks) {
  const names = Object.keys(checks);
  const values = await Promise.all(names.map((name) => checks[name]()));
  return values.map((value, index) => names[index] + ': ' + value);
}`,
    solution: `async function statusReport(checks) {
  const names = Object.keys(checks);
  const results = await Promise.allSettled(names.map((name) => checks[name]()));
  return results.map((result, index) =>
    result.status === 'fulfilled'
      ? names[index] + ': ' + result.value
      : names[index] + ': failed (' + result.reason.message + ')',
  );
}`,
    tests: [
      {
        name: 'lists every check when all of them succeed',
        input: "statusReport({ storage: async () => 'ok', users: async () => 'ok' })",
        expectedOutput: "[ 'storage: ok', 'users: ok' ]",
      },
      {
        name: 'reports a failed check without hiding the others',
        input:
          "statusReport({ storage: async () => 'ok', users: async () => { throw new Error('503'); } })",
        expectedOutput: "[ 'storage: ok', 'users: failed (503)' ]",
      },
      {
        name: 'keeps the order of the checks, not the order they finish',
        input:
          "statusReport({ slow: () => new Promise((resolve) => setTimeout(() => resolve('up'), 40)), fast: async () => { throw new Error('down'); } })",
        expectedOutput: "[ 'slow: up', 'fast: failed (down)' ]",
      },
      {
        name: 'runs the checks at the same time',
        input:
          "(async () => { const wait = () => new Promise((resolve) => setTimeout(() => resolve('ok'), 60)); const started = Date.now(); await statusReport({ a: wait, b: wait, c: wait }); return Date.now() - started < 150; })()",
        expectedOutput: 'true',
      },
    ],
    hints: [
      'Promise.all rejects as soon as one check rejects, and the other results are lost. Promise.allSettled waits for every check and tells you how each one ended.',
      "Each result is { status: 'fulfilled', value } or { status: 'rejected', reason }, in the same order as the array you passed: use the index to find the name.",
      'Call every check first (names.map((name) => checks[name]())) and await them together, so they run at the same time.',
    ],
  },
};
