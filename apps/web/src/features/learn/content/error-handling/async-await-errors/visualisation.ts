// 24 clients fail at the same moment and retry with exponential backoff (2, 4, 8, 16 s).
// Without jitter their retries line up in spikes; with full jitter they spread out. Dots are
// each client's retries; the bars count the requests reaching the service per half second.
import type { Timer } from 'd3';
import { createRunStage } from '../visualisation-run-stage';
import {
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';

const CLIENTS = 24;
const RETRIES = 4;
const BASE = 2;
const CAP = 16;
const END = 32;
const SLOT = 0.5;
const SLOTS = END / SLOT;
const CAPACITY = 8;

/** One retry: which client sends it, and when. */
interface Retry {
  client: number;
  t: number;
}

export const size: VisualisationSize = { width: 600, height: 340 };

export function draw(context: VisualisationContext): void {
  const { d3, width, theme } = context;
  let jitter = false;
  let points: Retry[] = [];
  let timer: Timer | null = null;

  const stage = createRunStage(
    context,
    'Retries of 24 clients after the same failure, over 32 seconds: one row of dots per client, and below, bars counting the requests that reach the service in each half second, against its capacity of 8.',
  );
  const { svg, narrow, reduced, svgHeight } = stage;
  const jitterButton = stage
    .button('Jitter', () => {
      jitter = !jitter;
      jitterButton.attr('aria-pressed', String(jitter));
      play();
    })
    .attr('aria-pressed', 'false');
  stage.button('Replay', play);

  const left = narrow ? 28 : 40;
  const right = narrow ? 10 : 18;
  const x = d3
    .scaleLinear()
    .domain([0, END])
    .range([left, width - right]);
  const stripTop = 22;
  const stripBottom = stripTop + Math.round((svgHeight - 22) * 0.32);
  const histTop = stripBottom + 26;
  const histBottom = svgHeight - 22;
  const row = d3.scaleBand<number>().domain(d3.range(CLIENTS)).range([stripTop, stripBottom]);
  // Headroom above the tallest possible bar for its 'peak' label.
  const count = d3
    .scaleLinear()
    .domain([0, CLIENTS + 5])
    .range([histBottom, histTop]);

  svg
    .append('text')
    .attr('x', left)
    .attr('y', 14)
    .attr('font-size', 12)
    .text(
      narrow
        ? 'retries of 24 clients'
        : "each row: one client's retries (24 clients, all failed at 0 s)",
    );
  svg
    .append('text')
    .attr('x', left)
    .attr('y', histTop - 10)
    .attr('font-size', 12)
    .text(narrow ? 'requests per 0.5 s' : 'requests reaching the service per 0.5 s');
  const xAxis = svg
    .append('g')
    .attr('transform', `translate(0,${histBottom})`)
    .call(
      d3
        .axisBottom(x)
        .tickValues(narrow ? [0, 8, 16, 24, 32] : [0, 4, 8, 12, 16, 20, 24, 28, 32])
        .tickFormat((t) => `${t.valueOf()} s`)
        .tickSizeOuter(0),
    );
  const yAxis = svg
    .append('g')
    .attr('transform', `translate(${left},0)`)
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
    .attr('x', (_, i) => x(i * SLOT) + 0.5)
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
    .text(`capacity ${CAPACITY}`);
  const peakLabel = svg
    .append('text')
    .attr('text-anchor', 'middle')
    .attr('font-size', 12)
    .attr('font-weight', 600)
    .style('fill', theme.text)
    .text('');
  const dotLayer = svg.append('g');
  let dots = dotLayer.selectAll<SVGCircleElement, Retry>('circle');
  const cursor = svg
    .append('line')
    .attr('y1', stripTop - 4)
    .attr('y2', histBottom)
    .attr('stroke', theme.dimmed)
    .attr('stroke-width', 1)
    .attr('opacity', 0);

  function schedule() {
    const planned: Retry[] = [];
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

  function update(t: number) {
    const counts = d3.range(SLOTS).map(() => 0);
    points.forEach((p) => {
      const slot = Math.min(SLOTS - 1, Math.floor(p.t / SLOT));
      if (p.t <= t) counts[slot] = (counts[slot] ?? 0) + 1;
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

  function finish(counts: number[]) {
    cursor.attr('opacity', 0);
    const peak = d3.max(counts) ?? 0;
    const at = counts.indexOf(peak);
    const px = Math.max(left + 30, Math.min(width - right - 24, x(at * SLOT + SLOT / 2)));
    peakLabel
      .attr('x', px)
      .attr('y', count(peak) - 5)
      .text(`peak ${peak}`);
    const times = peak > CAPACITY ? Math.round(peak / CAPACITY) : 0;
    if (!jitter) {
      stage.say(
        narrow
          ? `No jitter: all 24 retry together, at 2, 6, 14 and 30 s. Peak: ${peak} requests per 0.5 s (capacity 8).`
          : `No jitter: all 24 clients retry together, at 2, 6, 14 and 30 s. Peak load: ${peak} requests in one half-second${times > 1 ? `, ${times} times the capacity of 8.` : '.'}`,
      );
      return;
    }
    stage.say(
      narrow
        ? `Full jitter: the retries spread out. Peak: ${peak} requests per 0.5 s (capacity 8). Replay draws again.`
        : `Full jitter: each client waits a random time up to its backoff, so the retries spread out. Peak load: ${peak} requests in one half-second (capacity 8). Replay draws new waits.`,
    );
  }

  function play() {
    if (timer) timer.stop();
    timer = null;
    points = schedule();
    dots = dotLayer
      .selectAll<SVGCircleElement, Retry>('circle')
      .data(points)
      .join('circle')
      .attr('cx', (p) => x(p.t))
      .attr('cy', (p) => (row(p.client) ?? 0) + row.bandwidth() / 2)
      .attr('r', narrow ? 1.5 : 2)
      .attr('fill', theme.accent)
      .attr('opacity', 0);
    peakLabel.text('');
    if (reduced) {
      finish(update(END));
      return;
    }
    stage.say(
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

  play();
}
