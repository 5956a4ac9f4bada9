import type { D3Sandbox } from '../../../lib/module-schema';

export default {
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
} satisfies D3Sandbox;
