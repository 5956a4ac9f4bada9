// The event loop, one step at a time: the call stack, the microtask queue and the task queue.
import { drawLegend } from '../../../lib/visualisation-shapes';
import {
  createStage,
  MONOSPACE as mono,
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';
import { CHIPS, CODE, STEPS, type ChipKind } from './visualisation-steps';

interface PlacedChip {
  id: string;
  x: number;
  y: number;
}

export const size: VisualisationSize = { width: 600, height: 360 };

export function draw(context: VisualisationContext): void {
  const { width, theme } = context;
  const COLOURS: Record<ChipKind, string> = {
    frame: theme.accent,
    micro: theme.event,
    task: theme.queue,
  };
  const stage = createStage(context, {
    label:
      'The event loop stepping through a snippet: the call stack, the microtask queue and the task queue fill and empty while the output grows',
    controlsHeight: 40,
    statusHeight: 56,
  });
  const { svg, narrow } = stage;
  const duration = stage.duration(450);
  stage.controls.style('gap', '8px').style('padding', '0');
  stage.status.style('padding', '0').style('font-size', '13px').style('line-height', '18px');
  const stepButton = stage.button('Step', () => {
    if (current < STEPS.length - 1) current += 1;
    render();
  });
  const resetButton = stage.button('Reset', () => {
    current = 0;
    render();
  });
  const counter = stage.controls
    .append('span')
    .style('color', theme.dimmed)
    .style('font-size', '13px');

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
  const LANES: { key: 'stack' | 'micro' | 'tasks'; label: string }[] = [
    { key: 'stack', label: narrow ? 'Call stack' : 'Call stack (bottom → top)' },
    {
      key: 'micro',
      label: narrow ? 'Microtask queue' : 'Microtask queue (promises, queueMicrotask)',
    },
    { key: 'tasks', label: narrow ? 'Task queue' : 'Task queue (timers, I/O)' },
  ];
  const laneY = (index: number) => lanesTop + index * laneStep + 14;
  const chipWidth = Math.min(104, Math.floor((lanesWidth - 24) / 3));
  const chipHeight = laneHeight - 8;

  if (!narrow) {
    svg
      .append('text')
      .attr('x', 2)
      .attr('y', 12)
      .attr('font-size', 12)
      .style('fill', theme.dimmed)
      .text('Code (log = console.log)');
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
    .attr('y', (_, index) => codeTop + 2 + index * codeLine + codeLine * 0.75)
    .attr('font-family', mono)
    .attr('font-size', codeSize)
    .attr('xml:space', 'preserve')
    .text((line) => line);

  LANES.forEach((lane, index) => {
    svg
      .append('text')
      .attr('x', lanesX)
      .attr('y', laneY(index) - 4)
      .attr('font-size', 12)
      .style('fill', theme.dimmed)
      .text(lane.label);
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
  const outputValue = output
    .append('tspan')
    .attr('font-family', mono)
    .attr('font-weight', 'bold')
    .style('fill', theme.text);

  if (!narrow) {
    drawLegend(svg, theme, {
      x: 2,
      y: outputY + 28,
      step: Math.floor((width - 4) / 3),
      items: [
        { label: 'a call the script makes', fill: COLOURS.frame },
        { label: 'a microtask callback', fill: COLOURS.micro },
        { label: 'a task callback', fill: COLOURS.task },
      ],
    });
  }

  let current = 0;

  function render() {
    const step = STEPS[current];
    if (step === undefined) return;
    counter.text(`Step ${current} of ${STEPS.length - 1}`);
    stage.say(step.say);
    stepButton.property('disabled', current === STEPS.length - 1);
    resetButton.property('disabled', current === 0);

    codeText.attr('font-weight', (_, index) => (step.lines.includes(index) ? 'bold' : 'normal'));
    if (step.lines.length > 0) {
      highlight
        .attr('y', codeTop + 2 + (step.lines[0] ?? 0) * codeLine)
        .attr('height', step.lines.length * codeLine)
        .attr('opacity', 1);
    } else {
      highlight.attr('opacity', 0);
    }

    const placed: PlacedChip[] = [];
    LANES.forEach((lane, laneIndex) => {
      step[lane.key].forEach((id, slot) => {
        placed.push({
          id,
          x: lanesX + 6 + slot * (chipWidth + 6),
          y: laneY(laneIndex) + 4,
        });
      });
    });
    const at = (chip: PlacedChip) => `translate(${chip.x},${chip.y})`;
    const chipOf = (id: string) => CHIPS[id] ?? [id, id, 'frame'];
    chipLayer
      .selectAll<SVGGElement, PlacedChip>('g.chip')
      .data(placed, (chip) => chip.id)
      .join(
        (enter) => {
          const chip = enter
            .append('g')
            .attr('class', 'chip')
            .attr('transform', at)
            .attr('opacity', 0);
          chip
            .append('rect')
            .attr('width', chipWidth)
            .attr('height', chipHeight)
            .attr('rx', 5)
            .attr('fill', (d) => COLOURS[chipOf(d.id)[2]]);
          chip
            .append('text')
            .attr('x', chipWidth / 2)
            .attr('y', chipHeight / 2 + 4)
            .attr('text-anchor', 'middle')
            .attr('font-size', 11)
            .style('fill', theme.onFill)
            .text((d) => chipOf(d.id)[narrow ? 1 : 0]);
          chip.transition().duration(duration).attr('opacity', 1);
          return chip;
        },
        (update) => {
          update.transition().duration(duration).attr('opacity', 1).attr('transform', at);
          return update;
        },
        (exit) => exit.transition().duration(duration).attr('opacity', 0).remove(),
      );

    outputValue.text(step.out === '' ? '(nothing yet)' : step.out);
  }

  render();
}
