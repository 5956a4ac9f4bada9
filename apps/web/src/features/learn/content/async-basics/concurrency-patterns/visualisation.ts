// Three calls awaited in turn, and the same three started together and combined.
import {
  createStage,
  type Html,
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';
import {
  CALLS as calls,
  COMBINATORS,
  failsIn,
  inTurn,
  together,
  type Combinator,
  type Failing,
  type Outcome,
  type Row,
} from './visualisation-outcomes';

const MAX = 300;
const PLAY_MS = 2000;

export const size: VisualisationSize = { width: 600, height: 330 };

export function draw(context: VisualisationContext): void {
  const { d3, width, theme } = context;
  const narrow = width < 520;
  const fs = narrow ? 11 : 12;
  let combinator: Combinator = 'all';
  let failing: Failing = 'none';

  const stage = createStage(context, {
    label:
      'Timelines of three calls, kiwi 120 ms, bay 60 ms and farm 90 ms: awaited one after another, then started together, with a dashed line where the chosen combinator settles',
    controlsHeight: narrow ? 72 : 38,
    statusHeight: narrow ? 70 : 44,
  });
  const { controls, svg, reduced, svgHeight } = stage;
  controls
    .style('padding', '0 4px')
    .style('flex-direction', narrow ? 'column' : 'row')
    .style('flex-wrap', 'nowrap')
    .style('justify-content', 'center')
    .style('align-items', narrow ? 'flex-start' : 'center')
    .style('gap', '4px');
  stage.status.style('padding', '0 4px').style('font-size', narrow ? '12px' : '13px');
  const row = () =>
    controls
      .append('div')
      .style('display', 'flex')
      .style('align-items', 'center')
      .style('gap', '4px');
  const row1 = row();
  const row2 = narrow ? row() : row1;
  const small = (button: Html<HTMLButtonElement>) =>
    button
      .attr('type', 'button')
      .style('font-size', '12px')
      .style('padding', '2px 8px')
      .style('min-height', '28px');
  row1.append('span').style('font-size', '12px').style('color', theme.dimmed).text('Promise.');
  const comboButtons = row1
    .selectAll('button.combo')
    .data(COMBINATORS)
    .join('button')
    .attr('class', 'combo')
    .attr('type', 'button')
    .style('font-size', '12px')
    .style('padding', '2px 8px')
    .style('min-height', '28px')
    .text((d) => d)
    .on('click', (_, d) => {
      combinator = d;
      render();
    });
  const failBay = small(row2.append('button'))
    .text('Fail bay')
    .style('margin-left', narrow ? '0' : '10px')
    .on('click', () => {
      failing = failing === 'bay' ? 'none' : 'bay';
      render();
    });
  const failAll = small(row2.append('button'))
    .text('Fail all')
    .on('click', () => {
      failing = failing === 'all' ? 'none' : 'all';
      render();
    });
  small(row2.append('button'))
    .text('Replay')
    .on('click', () => render());
  const labelW = narrow ? 34 : 46;
  const x = d3
    .scaleLinear()
    .domain([0, MAX])
    .range([labelW, width - 22]);
  // Two panels of three rows each, their titles and the axis share the svg's height.
  const rowGap = 5;
  const rowH = Math.max(10, Math.min(22, Math.floor((svgHeight - 72) / 6) - rowGap));
  const panelH = 18 + calls.length * (rowH + rowGap);
  const axisY = 4 + panelH * 2 + 8;
  const when = (ms: number) => (ms / MAX) * PLAY_MS;

  function render() {
    svg.selectAll('*').interrupt().remove();
    comboButtons.attr('aria-pressed', (d) => String(d === combinator));
    failBay.attr('aria-pressed', String(failing === 'bay'));
    failAll.attr('aria-pressed', String(failing === 'all'));
    const fails = failsIn(failing);
    const seq = inTurn(failing);
    const par = together(combinator, failing);
    stage.say(par.text);

    const axis = svg
      .append('g')
      .attr('transform', `translate(0,${axisY})`)
      .call(
        d3
          .axisBottom(x)
          .tickValues([0, 100, 200, 300])
          .tickFormat((ms) => `${ms.valueOf()} ms`)
          .tickSizeOuter(0),
      );
    axis.attr('font-family', theme.fontFamily);
    axis.selectAll('text').style('fill', theme.dimmed);
    axis.selectAll('line, path').attr('stroke', theme.grid);

    const panels: { title: string; y: number; rows: Row[]; result: Outcome }[] = [
      { title: 'await in turn', y: 2, rows: seq.rows, result: seq },
      {
        title: `Promise.${combinator}`,
        y: 2 + panelH + 8,
        rows: calls.map((call) => ({ call, start: 0, skipped: false })),
        result: par,
      },
    ];
    panels.forEach((panel) => {
      const g = svg.append('g').attr('transform', `translate(0,${panel.y})`);
      const colour = panel.result.ok ? theme.success : theme.danger;
      g.append('text')
        .attr('x', 2)
        .attr('y', 12)
        .attr('font-size', fs)
        .attr('font-weight', 600)
        .style('fill', theme.text)
        .text(panel.title);
      const label = g
        .append('text')
        .attr('x', width - 4)
        .attr('y', 12)
        .attr('text-anchor', 'end')
        .attr('font-size', fs)
        .style('fill', colour)
        .text(panel.result.label);
      panel.rows.forEach((item, index) => {
        const y = 18 + index * (rowH + rowGap);
        const x0 = x(item.start);
        const x1 = x(item.start + item.call.ms);
        g.append('text')
          .attr('x', 2)
          .attr('y', y + rowH * 0.75)
          .attr('font-size', fs)
          .style('fill', theme.dimmed)
          .text(item.call.name);
        if (item.skipped) {
          g.append('rect')
            .attr('x', x0)
            .attr('y', y)
            .attr('width', x1 - x0)
            .attr('height', rowH)
            .attr('rx', 3)
            .attr('fill', 'none')
            .attr('stroke', theme.border)
            .attr('stroke-dasharray', '4 3');
          g.append('text')
            .attr('x', x0 + 4)
            .attr('y', y + rowH * 0.75)
            .attr('font-size', fs - 1)
            .style('fill', theme.dimmed)
            .text('never starts');
          return;
        }
        const failed = fails(item.call);
        const bar = g
          .append('rect')
          .attr('x', x0)
          .attr('y', y)
          .attr('height', rowH)
          .attr('rx', 3)
          .attr('fill', failed ? theme.danger : theme.success)
          .attr('width', reduced ? x1 - x0 : 0);
        const tag = g
          .append('text')
          .attr('x', x1 + 3)
          .attr('y', y + rowH * 0.75)
          .attr('font-size', fs - 1)
          .style('fill', theme.dimmed)
          .text(failed ? 'error' : 'ok')
          .attr('opacity', reduced ? 1 : 0);
        if (!reduced) {
          bar
            .transition()
            .delay(when(item.start))
            .duration(when(item.call.ms))
            .ease(d3.easeLinear)
            .attr('width', x1 - x0);
          tag
            .transition()
            .delay(when(item.start + item.call.ms))
            .duration(150)
            .attr('opacity', 1);
        }
        const end = item.start + item.call.ms;
        if (panel.result === par && end > par.at) {
          // Still running after the combinator settled: nothing cancels it, its result is ignored.
          const fade = g
            .append('rect')
            .attr('x', x(par.at))
            .attr('y', y)
            .attr('width', x1 - x(par.at))
            .attr('height', rowH)
            .attr('fill', theme.background)
            .attr('opacity', reduced ? 0.6 : 0);
          if (!reduced) fade.transition().delay(when(par.at)).duration(200).attr('opacity', 0.6);
        }
      });
      const mx = x(panel.result.at);
      const marker = g
        .append('line')
        .attr('x1', mx)
        .attr('x2', mx)
        .attr('y1', 15)
        .attr('y2', 18 + calls.length * (rowH + rowGap))
        .attr('stroke', colour)
        .attr('stroke-width', 2)
        .attr('stroke-dasharray', '4 3')
        .attr('opacity', reduced ? 1 : 0);
      label.attr('opacity', reduced ? 1 : 0);
      if (!reduced) {
        marker.transition().delay(when(panel.result.at)).duration(150).attr('opacity', 1);
        label.transition().delay(when(panel.result.at)).duration(150).attr('opacity', 1);
      }
    });

    if (!reduced) {
      const head = svg
        .append('line')
        .attr('x1', x(0))
        .attr('x2', x(0))
        .attr('y1', 0)
        .attr('y2', axisY)
        .attr('stroke', theme.accent)
        .attr('stroke-width', 1.5);
      head
        .transition()
        .duration(PLAY_MS)
        .ease(d3.easeLinear)
        .attr('x1', x(MAX))
        .attr('x2', x(MAX))
        .transition()
        .duration(200)
        .attr('opacity', 0);
    }
  }
  render();
}
