import type { D3Sandbox } from '../../../lib/module-schema';

export default {
  width: 600,
  height: 340,
  code: `// 24 clients fail at the same moment and retry with exponential backoff (2, 4, 8, 16 s).
// Without jitter their retries line up in spikes; with full jitter they spread out. Dots are
// each client's retries; the bars count the requests reaching the service per half second.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 480;
const controlsH = 40;
const statusH = narrow ? 60 : 44;
const svgH = height - controlsH - statusH;
const CLIENTS = 24;
const RETRIES = 4;
const BASE = 2;
const CAP = 16;
const END = 32;
const SLOT = 0.5;
const SLOTS = END / SLOT;
const CAPACITY = 8;
let jitter = false;
let points = [];
let timer = null;

const root = d3.select(container);
const controls = root
  .append('div')
  .style('display', 'flex')
  .style('align-items', 'center')
  .style('gap', '8px')
  .style('height', controlsH + 'px')
  .style('padding', '0 4px')
  .style('box-sizing', 'border-box');
const jitterButton = controls
  .append('button')
  .attr('type', 'button')
  .attr('aria-pressed', 'false')
  .text('Jitter');
const replayButton = controls.append('button').attr('type', 'button').text('Replay');

const svg = root
  .append('svg')
  .attr('width', width)
  .attr('height', svgH)
  .attr('role', 'img')
  .attr(
    'aria-label',
    'Retries of 24 clients after the same failure, over 32 seconds: one row of dots per client, and below, bars counting the requests that reach the service in each half second, against its capacity of 8.',
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

const left = narrow ? 28 : 40;
const right = narrow ? 10 : 18;
const x = d3.scaleLinear().domain([0, END]).range([left, width - right]);
const stripTop = 22;
const stripBottom = stripTop + Math.round((svgH - 22) * 0.32);
const histTop = stripBottom + 26;
const histBottom = svgH - 22;
const row = d3.scaleBand().domain(d3.range(CLIENTS)).range([stripTop, stripBottom]);
// Headroom above the tallest possible bar for its 'peak' label.
const count = d3.scaleLinear().domain([0, CLIENTS + 5]).range([histBottom, histTop]);

svg
  .append('text')
  .attr('x', left)
  .attr('y', 14)
  .attr('font-size', 12)
  .text(narrow ? 'retries of 24 clients' : "each row: one client's retries (24 clients, all failed at 0 s)");
svg
  .append('text')
  .attr('x', left)
  .attr('y', histTop - 10)
  .attr('font-size', 12)
  .text(narrow ? 'requests per 0.5 s' : 'requests reaching the service per 0.5 s');
const xAxis = svg
  .append('g')
  .attr('transform', 'translate(0,' + histBottom + ')')
  .call(
    d3
      .axisBottom(x)
      .tickValues(narrow ? [0, 8, 16, 24, 32] : [0, 4, 8, 12, 16, 20, 24, 28, 32])
      .tickFormat((t) => t + ' s')
      .tickSizeOuter(0),
  );
const yAxis = svg
  .append('g')
  .attr('transform', 'translate(' + left + ',0)')
  .call(d3.axisLeft(count).tickValues([0, 8, 16, 24]).tickSize(3).tickSizeOuter(0));
[xAxis, yAxis].forEach((axis) => {
  axis.selectAll('path, line').attr('stroke', theme.border);
  axis.selectAll('text').style('fill', theme.dimmed).attr('font-size', 11);
});

const barW = Math.max(1, x(SLOT) - x(0) - 1);
const bars = svg
  .append('g')
  .selectAll('rect')
  .data(d3.range(SLOTS).map(() => 0))
  .join('rect')
  .attr('x', (c, i) => x(i * SLOT) + 0.5)
  .attr('width', barW)
  .attr('y', histBottom)
  .attr('height', 0)
  .attr('fill', theme.accent);
svg
  .append('line')
  .attr('x1', left)
  .attr('x2', width - right)
  .attr('y1', count(CAPACITY))
  .attr('y2', count(CAPACITY))
  .attr('stroke', theme.warning)
  .attr('stroke-width', 1.5)
  .attr('stroke-dasharray', '5 3');
svg
  .append('text')
  .attr('x', width - right)
  .attr('y', count(CAPACITY) - 4)
  .attr('text-anchor', 'end')
  .attr('font-size', 11)
  .style('fill', theme.warning)
  .text('capacity ' + CAPACITY);
const peakLabel = svg
  .append('text')
  .attr('text-anchor', 'middle')
  .attr('font-size', 12)
  .attr('font-weight', 600)
  .style('fill', theme.text)
  .text('');
const dotLayer = svg.append('g');
let dots = dotLayer.selectAll('circle');
const cursor = svg
  .append('line')
  .attr('y1', stripTop - 4)
  .attr('y2', histBottom)
  .attr('stroke', theme.dimmed)
  .attr('stroke-width', 1)
  .attr('opacity', 0);

function schedule() {
  const planned = [];
  for (let client = 0; client < CLIENTS; client++) {
    let t = 0;
    for (let attempt = 1; attempt <= RETRIES; attempt++) {
      const ceiling = Math.min(CAP, BASE * 2 ** (attempt - 1));
      t += jitter ? Math.random() * ceiling : ceiling;
      planned.push({ client, t });
    }
  }
  return planned;
}

function update(t) {
  const counts = d3.range(SLOTS).map(() => 0);
  points.forEach((p) => {
    if (p.t <= t) counts[Math.min(SLOTS - 1, Math.floor(p.t / SLOT))] += 1;
  });
  dots.attr('opacity', (p) => (p.t <= t ? 1 : 0));
  bars
    .data(counts)
    .attr('y', (c) => count(c))
    .attr('height', (c) => histBottom - count(c))
    .attr('fill', (c) => (c > CAPACITY ? theme.danger : theme.accent));
  cursor.attr('x1', x(t)).attr('x2', x(t));
  return counts;
}

function finish(counts) {
  cursor.attr('opacity', 0);
  const peak = d3.max(counts);
  const at = counts.indexOf(peak);
  const px = Math.max(left + 30, Math.min(width - right - 24, x(at * SLOT + SLOT / 2)));
  peakLabel.attr('x', px).attr('y', count(peak) - 5).text('peak ' + peak);
  const times = peak > CAPACITY ? Math.round(peak / CAPACITY) : 0;
  if (!jitter) {
    status.text(
      narrow
        ? 'No jitter: all 24 retry together, at 2, 6, 14 and 30 s. Peak: ' + peak + ' requests per 0.5 s (capacity 8).'
        : 'No jitter: all 24 clients retry together, at 2, 6, 14 and 30 s. Peak load: ' + peak +
            ' requests in one half-second' + (times > 1 ? ', ' + times + ' times the capacity of 8.' : '.'),
    );
    return;
  }
  status.text(
    narrow
      ? 'Full jitter: the retries spread out. Peak: ' + peak + ' requests per 0.5 s (capacity 8). Replay draws again.'
      : 'Full jitter: each client waits a random time up to its backoff, so the retries spread out. Peak load: ' +
          peak + ' requests in one half-second (capacity 8). Replay draws new waits.',
  );
}

function play() {
  if (timer) timer.stop();
  timer = null;
  points = schedule();
  dots = dotLayer
    .selectAll('circle')
    .data(points)
    .join('circle')
    .attr('cx', (p) => x(p.t))
    .attr('cy', (p) => row(p.client) + row.bandwidth() / 2)
    .attr('r', narrow ? 1.5 : 2)
    .attr('fill', theme.accent)
    .attr('opacity', 0);
  peakLabel.text('');
  if (reduced) {
    finish(update(END));
    return;
  }
  status.text(
    jitter
      ? 'Replaying with full jitter: every client draws its own random wait.'
      : 'Replaying without jitter: every client waits exactly 2, 4, 8, then 16 s.',
  );
  cursor.attr('opacity', 0.7);
  const run = d3.timer((elapsed) => {
    const t = Math.min(END, elapsed / 110);
    const counts = update(t);
    if (t >= END) {
      run.stop();
      if (timer === run) timer = null;
      finish(counts);
    }
  });
  timer = run;
}

jitterButton.on('click', () => {
  jitter = !jitter;
  jitterButton.attr('aria-pressed', String(jitter));
  play();
});
replayButton.on('click', play);
play();`,
} satisfies D3Sandbox;
