// A promise chain of six steps in two lanes: .then handlers on the fulfilled lane, a .catch
// that rethrows and one that recovers on the rejected lane, and a .finally across both. The
// learner picks the step that throws and presses Run; a dot (the promise's state) travels down.
import { createRunStage } from '../visualisation-run-stage';
import {
  MONOSPACE,
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';
import { plan, STEPS, summary, type Frame, type Lane } from './visualisation-plan';

export const size: VisualisationSize = { width: 600, height: 350 };

export function draw(context: VisualisationContext): void {
  const { width, theme } = context;
  const stage = createRunStage(
    context,
    'A promise chain of six steps in two lanes: the .then handlers on the fulfilled lane, a .catch that rethrows and a .catch that recovers on the rejected lane, and a .finally across both lanes. A dot shows the promise moving down the chain.',
  );
  const { svg, narrow, reduced, svgHeight } = stage;
  const select = stage.controls
    .append('select')
    .attr('aria-label', 'Which step throws')
    .style('min-height', '32px')
    .style('padding', '2px 6px')
    .style('background', theme.surface)
    .style('border', `1px solid ${theme.border}`)
    .style('border-radius', '6px');
  select
    .selectAll('option')
    .data([0, 1, 3, 5])
    .join('option')
    .attr('value', (d) => d)
    .property('selected', (d) => d === 1)
    .text((d) => (d === 0 ? 'Nothing throws' : `Step ${d} throws`));
  stage.button('Run', run);

  // Two columns, centred: a track for the dot, then the step boxes of that lane.
  const colW = Math.min((width - 8) / 2, 230);
  const x0 = (width - 2 * colW) / 2;
  const colStart = (lane: Lane) => x0 + (lane === 'ok' ? 0 : colW);
  const track = (lane: Lane) => colStart(lane) + 9;
  const boxW = colW - 28;
  const top = 24;
  const bottom = 26;
  const rowH = (svgHeight - top - bottom) / STEPS.length;
  const boxH = Math.min(34, rowH - 6);
  const rowY = (i: number) => top + rowH * (i + 0.5);

  (['ok', 'err'] as const).forEach((lane) => {
    svg
      .append('line')
      .attr('x1', track(lane))
      .attr('x2', track(lane))
      .attr('y1', top - 6)
      .attr('y2', svgHeight - 6)
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
          ? narrow
            ? 'fulfilled lane'
            : 'fulfilled lane: .then runs'
          : narrow
            ? 'rejected lane'
            : 'rejected lane: .catch runs',
      );
  });

  const rows = svg
    .selectAll('g.step')
    .data(STEPS)
    .join('g')
    .attr('class', 'step')
    .attr(
      'transform',
      (d, i) => `translate(${colStart(d.lane === 'err' ? 'err' : 'ok') + 20},${rowY(i)})`,
    );
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
    .style('font-family', MONOSPACE)
    .text((d, i) => `${i + 1} ${d.code}`);
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
    .attr('y', svgHeight - 10)
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

  let rejectedNow = false;
  function drawTrail(from: { x: number; y: number }, frame: Frame) {
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

  function apply(frame: Frame) {
    if (frame.state) {
      rejectedNow = frame.state === 'err';
      token.attr('fill', rejectedNow ? theme.danger : theme.success);
    }
    if (frame.step !== undefined) {
      const pick = (_: unknown, i: number) => i === frame.step;
      const colour =
        frame.tone === 'bad' ? theme.danger : frame.tone === 'ok' ? theme.success : theme.border;
      boxes
        .filter(pick)
        .attr('stroke', colour)
        .attr('stroke-width', frame.tone === 'bad' ? 3 : 1.5);
      rows.filter(pick).attr('opacity', frame.tone === 'skip' ? 0.45 : 1);
      notes
        .filter(pick)
        .style(
          'fill',
          frame.tone === 'bad' ? theme.danger : frame.tone === 'ok' ? theme.success : theme.dimmed,
        )
        .text(frame.note ?? '');
    }
    if (frame.end) {
      endText
        .attr('x', frame.end === 'err' ? track('err') - 14 : track('ok') + 14)
        .attr('text-anchor', frame.end === 'err' ? 'end' : 'start')
        .style('fill', frame.end === 'err' ? theme.danger : theme.success)
        .text(frame.end === 'err' ? 'unhandled rejection' : 'fulfilled: response sent');
    }
    if (frame.say) stage.say(frame.say);
  }

  let runId = 0;
  function run() {
    runId += 1;
    const id = runId;
    const throwAt = Number(select.property('value'));
    const frames = plan(throwAt, { track, rowY, rowH, endY: svgHeight - 14 });
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
      token.attr('cx', from.x).attr('cy', from.y);
      stage.say(summary(throwAt, narrow));
      return;
    }
    let index = 0;
    function next() {
      if (id !== runId) return;
      if (index >= frames.length) {
        stage.say(summary(throwAt, narrow));
        return;
      }
      const frame = frames[index];
      const from = index === 0 ? start : frames[index - 1];
      if (frame === undefined || from === undefined) return;
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

  select.on('change', () => {
    runId += 1;
    stage.say('Press Run to send the promise down the chain.');
  });
  stage.say('Pick the step that throws, then press Run.');
}
