// Two async functions taking turns at their awaits, one step at a time.
import {
  createStage,
  MONOSPACE as mono,
  type Html,
  type VisualisationContext,
  type VisualisationSize,
  type Svg,
} from '../../../lib/visualisation-stage';
import type { Selection } from 'd3';
import {
  BADGE_COLOURS,
  CODE as code,
  STEPS as steps,
  TITLES as titles,
  type Panel,
} from './visualisation-steps';

export const size: VisualisationSize = { width: 600, height: 320 };

export function draw(context: VisualisationContext): void {
  const { width, theme } = context;
  const last = steps.length - 1;

  const stage = createStage(context, {
    label:
      'Three panels, the script and the async functions a and b, showing which line runs, where each function is paused, the microtask queue and the output so far',
    controlsHeight: 40,
    statusHeight: width < 480 ? 64 : 44,
  });
  const { controls, svg, narrow, reduced } = stage;
  controls.style('padding', '0 4px').style('gap', '6px');
  const small = (button: Html<HTMLButtonElement>) =>
    button
      .attr('type', 'button')
      .style('font-size', '13px')
      .style('padding', '2px 10px')
      .style('min-height', '30px');
  const stepButton = small(controls.append('button')).text('Step');
  const playButton = small(controls.append('button')).attr('aria-pressed', 'false').text('Play');
  const resetButton = small(controls.append('button')).text('Reset');
  const counter = controls
    .append('span')
    .style('margin-left', 'auto')
    .style('font-size', '12px')
    .style('color', theme.dimmed);
  const pad = 4;
  const gap = narrow ? 6 : 12;
  const colW = (width - pad * 2 - gap * 2) / 3;
  const lineH = narrow ? 17 : 19;
  const codeTop = 42;
  const cardH = codeTop + code.a.length * lineH + 6;
  const fontSize = narrow ? 10.5 : 12;
  const names: Panel[] = ['main', 'a', 'b'];
  const cards = new Map<
    Panel,
    {
      badge: Svg<SVGTextElement>;
      mark: Svg<SVGRectElement>;
      lines: Selection<SVGTextElement, string, SVGGElement, unknown>;
    }
  >();
  names.forEach((name, index) => {
    const g = svg.append('g').attr('transform', `translate(${pad + index * (colW + gap)},2)`);
    g.append('rect')
      .attr('width', colW)
      .attr('height', cardH)
      .attr('rx', 6)
      .attr('fill', theme.surface)
      .attr('stroke', theme.border);
    g.append('text')
      .attr('x', 8)
      .attr('y', 16)
      .attr('font-weight', 600)
      .attr('font-size', fontSize + 1)
      .style('fill', theme.text)
      .text(titles[name]);
    const badge = g.append('text').attr('x', 8).attr('y', 33).attr('font-size', fontSize);
    const mark = g
      .append('rect')
      .attr('x', 3)
      .attr('width', colW - 6)
      .attr('height', lineH - 2)
      .attr('rx', 4)
      .attr('opacity', 0);
    const lines = g
      .selectAll<SVGTextElement, string>('text.line')
      .data(code[name])
      .join('text')
      .attr('class', 'line')
      .attr('x', 9)
      .attr('y', (_, i) => codeTop + i * lineH + lineH * 0.68)
      .attr('font-family', mono)
      .attr('font-size', fontSize)
      .style('fill', theme.text)
      .text((d) => d);
    cards.set(name, { badge, mark, lines });
  });

  /** A text in the rows under the cards: its baseline 15 px below `top`. */
  const rowText = (x: number, top: number, fill: string, family: string | null = null) =>
    svg
      .append('text')
      .attr('x', x)
      .attr('y', top + 15)
      .attr('font-family', family)
      .attr('font-size', fontSize)
      .style('fill', fill);
  const queueY = cardH + 14;
  rowText(pad, queueY, theme.dimmed).text('Microtask queue');
  const queueX = pad + (narrow ? 92 : 112);
  const chipW = narrow ? 64 : 78;
  const queueGroup = svg.append('g').attr('transform', `translate(${queueX},${queueY})`);
  const queueEmpty = rowText(queueX, queueY, theme.dimmed);
  const outY = queueY + 34;
  rowText(pad, outY, theme.dimmed).text('Output');
  const output = rowText(queueX, outY, theme.text, mono);

  let current = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function render() {
    const step = steps[current];
    if (step === undefined) return;
    const duration = stage.duration(250);
    names.forEach((name) => {
      const [state, line, kind] = step[name];
      const card = cards.get(name);
      if (card === undefined) return;
      card.badge.text(state).style('fill', theme[BADGE_COLOURS[state] ?? 'dimmed']);
      const hasLine = line !== undefined;
      card.mark
        .interrupt()
        .transition()
        .duration(duration)
        .attr('y', codeTop + (hasLine ? line : 0) * lineH)
        .attr('opacity', hasLine ? 1 : 0);
      card.mark
        .attr('fill', kind === 'run' ? theme.accent : 'none')
        .attr('stroke', kind === 'pause' ? theme.warning : kind === 'call' ? theme.accent : 'none')
        .attr('stroke-width', 2)
        .attr('stroke-dasharray', kind === 'call' ? '4 3' : null);
      card.lines
        .style('fill', (_, i) => (kind === 'run' && i === line ? theme.onFill : theme.text))
        .attr('font-weight', (_, i) => (hasLine && i === line ? 600 : 400));
    });
    const chips = queueGroup
      .selectAll<SVGGElement, string>('g.chip')
      .data(step.queue)
      .join((enter) => {
        const chip = enter.append('g').attr('class', 'chip');
        chip.append('rect').attr('height', 22).attr('rx', 11).attr('fill', theme.queue);
        chip
          .append('text')
          .attr('y', 15)
          .attr('text-anchor', 'middle')
          .attr('font-size', fontSize)
          .style('fill', theme.onFill);
        return chip;
      });
    chips.attr('transform', (_, i) => `translate(${i * (chipW + 6)},0)`);
    chips.select('rect').attr('width', chipW);
    chips
      .select('text')
      .attr('x', chipW / 2)
      .text((d) => d);
    queueEmpty.text(step.queue.length ? '' : '(empty)');
    output.text(step.out.length ? step.out.join(' ') : '(nothing yet)');
    stage.say(step.text);
    counter.text(`step ${current} of ${last}`);
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
      render();
      return;
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
  render();
}
