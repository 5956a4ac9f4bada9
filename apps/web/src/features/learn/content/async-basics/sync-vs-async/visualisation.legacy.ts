import type { D3Sandbox } from '../../../lib/module-schema';

export default {
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
} satisfies D3Sandbox;
