import type { D3Sandbox } from '../../../lib/module-schema';

export default {
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
} satisfies D3Sandbox;
