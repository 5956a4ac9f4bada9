import type { D3Sandbox } from '../../../lib/module-schema';

export default {
  width: 600,
  height: 330,
  code: `// Three calls awaited in turn, and the same three started together and combined.
const reduced =
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const narrow = width < 520;
const CONTROLS = narrow ? 72 : 38;
const STATUS = narrow ? 70 : 44;
const svgHeight = height - CONTROLS - STATUS;
const fs = narrow ? 11 : 12;
const calls = [
  { name: 'kiwi', ms: 120 },
  { name: 'bay', ms: 60 },
  { name: 'farm', ms: 90 },
];
const MAX = 300;
const PLAY_MS = 2000;
let combinator = 'all';
let failing = 'none';

const root = d3.select(container).style('font-family', theme.fontFamily).style('color', theme.text);
const controls = root.append('div').style('box-sizing', 'border-box').style('padding', '0 4px')
  .style('height', CONTROLS + 'px').style('display', 'flex')
  .style('flex-direction', narrow ? 'column' : 'row').style('justify-content', 'center')
  .style('align-items', narrow ? 'flex-start' : 'center').style('gap', '4px');
const row = () => controls.append('div').style('display', 'flex')
  .style('align-items', 'center').style('gap', '4px');
const row1 = row();
const row2 = narrow ? row() : row1;
const small = (button) => button.attr('type', 'button')
  .style('font-size', '12px').style('padding', '2px 8px').style('min-height', '28px');
row1.append('span').style('font-size', '12px').style('color', theme.dimmed).text('Promise.');
const comboButtons = row1.selectAll('button.combo')
  .data(['all', 'allSettled', 'race', 'any']).join('button').attr('class', 'combo')
  .call(small).text((d) => d)
  .on('click', (event, d) => { combinator = d; draw(); });
const failBay = small(row2.append('button')).text('Fail bay')
  .style('margin-left', narrow ? '0' : '10px')
  .on('click', () => { failing = failing === 'bay' ? 'none' : 'bay'; draw(); });
const failAll = small(row2.append('button')).text('Fail all')
  .on('click', () => { failing = failing === 'all' ? 'none' : 'all'; draw(); });
small(row2.append('button')).text('Replay').on('click', () => draw());
const status = root.append('p').attr('aria-live', 'polite')
  .style('margin', '0').style('padding', '0 4px').style('box-sizing', 'border-box').style('height', STATUS + 'px').style('overflow', 'hidden')
  .style('font-size', narrow ? '12px' : '13px').style('line-height', '1.35');
const svg = root.append('svg').attr('width', width).attr('height', svgHeight).attr('role', 'img')
  .attr('aria-label', 'Timelines of three calls, kiwi 120 ms, bay 60 ms and farm 90 ms: awaited one after another, then started together, with a dashed line where the chosen combinator settles');

const fails = (call) => failing === 'all' || (failing === 'bay' && call.name === 'bay');
const byTime = calls.slice().sort((p, q) => p.ms - q.ms);
const slowest = byTime[byTime.length - 1];

function inTurn() {
  let clock = 0;
  let stopped = null;
  const rows = calls.map((call) => {
    const start = clock;
    clock += call.ms;
    if (stopped !== null) return { call, start, skipped: true };
    if (fails(call)) stopped = clock;
    return { call, start, skipped: false };
  });
  const ok = stopped === null;
  const at = ok ? clock : stopped;
  return { rows, at, ok, label: (ok ? 'done at ' : 'throws at ') + at + ' ms' };
}

function together() {
  const firstFail = byTime.find(fails);
  const firstOk = byTime.find((call) => !fails(call));
  const first = byTime[0];
  const result = (at, ok, text) =>
    ({ at, ok, text, label: (ok ? 'fulfilled at ' : 'rejected at ') + at + ' ms' });
  if (combinator === 'all') {
    return firstFail
      ? result(firstFail.ms, false, 'Promise.all rejects at ' + firstFail.ms + " ms with " + firstFail.name + "'s error: it fails fast. The other calls keep running (nothing is cancelled); their results are ignored.")
      : result(slowest.ms, true, 'Promise.all fulfils at ' + slowest.ms + ' ms, when the slowest call (' + slowest.name + ') is done, with all three results in input order: kiwi, bay, farm.');
  }
  if (combinator === 'allSettled') {
    const failed = calls.filter(fails).length;
    return result(slowest.ms, true, 'Promise.allSettled never rejects: it fulfils at ' + slowest.ms + ' ms, once all three have settled, with one outcome per call: ' + (3 - failed) + ' fulfilled, ' + failed + ' rejected.');
  }
  if (combinator === 'race') {
    return fails(first)
      ? result(first.ms, false, 'Promise.race settles like the first call to settle, even a failure: ' + first.name + ' rejects at ' + first.ms + ' ms, so race rejects with its error.')
      : result(first.ms, true, 'Promise.race settles like the first call to settle: ' + first.name + ' fulfils at ' + first.ms + " ms, so race fulfils with " + first.name + "'s result.");
  }
  if (firstOk) {
    return firstOk === first
      ? result(firstOk.ms, true, 'Promise.any fulfils with the first success: ' + firstOk.name + ', at ' + firstOk.ms + ' ms.')
      : result(firstOk.ms, true, 'Promise.any skips the failure of ' + first.name + ' and fulfils at ' + firstOk.ms + ' ms with ' + firstOk.name + ', the first success.');
  }
  return result(slowest.ms, false, 'Every call fails, so Promise.any rejects only at ' + slowest.ms + ' ms, after the last failure, with an AggregateError listing all three errors.');
}

const labelW = narrow ? 34 : 46;
const x = d3.scaleLinear().domain([0, MAX]).range([labelW, width - 22]);
// Two panels of three rows each, their titles and the axis share the svg's height.
const rowGap = 5;
const rowH = Math.max(10, Math.min(22, Math.floor((svgHeight - 72) / 6) - rowGap));
const panelH = 18 + calls.length * (rowH + rowGap);
const axisY = 4 + panelH * 2 + 8;
const when = (ms) => (ms / MAX) * PLAY_MS;

function draw() {
  svg.selectAll('*').interrupt().remove();
  comboButtons.attr('aria-pressed', (d) => String(d === combinator));
  failBay.attr('aria-pressed', String(failing === 'bay'));
  failAll.attr('aria-pressed', String(failing === 'all'));
  const seq = inTurn();
  const par = together();
  status.text(par.text);

  const axis = svg.append('g').attr('transform', 'translate(0,' + axisY + ')')
    .call(d3.axisBottom(x).tickValues([0, 100, 200, 300]).tickFormat((ms) => ms + ' ms').tickSizeOuter(0));
  axis.attr('font-family', theme.fontFamily);
  axis.selectAll('text').style('fill', theme.dimmed);
  axis.selectAll('line, path').attr('stroke', theme.grid);

  const panels = [
    { title: 'await in turn', y: 2, rows: seq.rows, result: seq },
    {
      title: 'Promise.' + combinator,
      y: 2 + panelH + 8,
      rows: calls.map((call) => ({ call, start: 0, skipped: false })),
      result: par,
    },
  ];
  panels.forEach((panel) => {
    const g = svg.append('g').attr('transform', 'translate(0,' + panel.y + ')');
    const colour = panel.result.ok ? theme.success : theme.danger;
    g.append('text').attr('x', 2).attr('y', 12).attr('font-size', fs).attr('font-weight', 600)
      .style('fill', theme.text).text(panel.title);
    const label = g.append('text').attr('x', width - 4).attr('y', 12).attr('text-anchor', 'end')
      .attr('font-size', fs).style('fill', colour).text(panel.result.label);
    panel.rows.forEach((item, index) => {
      const y = 18 + index * (rowH + rowGap);
      const x0 = x(item.start);
      const x1 = x(item.start + item.call.ms);
      g.append('text').attr('x', 2).attr('y', y + rowH * 0.75).attr('font-size', fs)
        .style('fill', theme.dimmed).text(item.call.name);
      if (item.skipped) {
        g.append('rect').attr('x', x0).attr('y', y).attr('width', x1 - x0).attr('height', rowH)
          .attr('rx', 3).attr('fill', 'none').attr('stroke', theme.border).attr('stroke-dasharray', '4 3');
        g.append('text').attr('x', x0 + 4).attr('y', y + rowH * 0.75).attr('font-size', fs - 1)
          .style('fill', theme.dimmed).text('never starts');
        return;
      }
      const failed = fails(item.call);
      const bar = g.append('rect').attr('x', x0).attr('y', y).attr('height', rowH).attr('rx', 3)
        .attr('fill', failed ? theme.danger : theme.success).attr('width', reduced ? x1 - x0 : 0);
      const tag = g.append('text').attr('x', x1 + 3).attr('y', y + rowH * 0.75)
        .attr('font-size', fs - 1).style('fill', theme.dimmed).text(failed ? 'error' : 'ok')
        .attr('opacity', reduced ? 1 : 0);
      if (!reduced) {
        bar.transition().delay(when(item.start)).duration(when(item.call.ms)).ease(d3.easeLinear)
          .attr('width', x1 - x0);
        tag.transition().delay(when(item.start + item.call.ms)).duration(150).attr('opacity', 1);
      }
      const end = item.start + item.call.ms;
      if (panel.result === par && end > par.at) {
        // Still running after the combinator settled: nothing cancels it, its result is ignored.
        const fade = g.append('rect').attr('x', x(par.at)).attr('y', y).attr('width', x1 - x(par.at))
          .attr('height', rowH).attr('fill', theme.background).attr('opacity', reduced ? 0.6 : 0);
        if (!reduced) fade.transition().delay(when(par.at)).duration(200).attr('opacity', 0.6);
      }
    });
    const mx = x(panel.result.at);
    const marker = g.append('line').attr('x1', mx).attr('x2', mx).attr('y1', 15)
      .attr('y2', 18 + calls.length * (rowH + rowGap)).attr('stroke', colour).attr('stroke-width', 2)
      .attr('stroke-dasharray', '4 3').attr('opacity', reduced ? 1 : 0);
    label.attr('opacity', reduced ? 1 : 0);
    if (!reduced) {
      marker.transition().delay(when(panel.result.at)).duration(150).attr('opacity', 1);
      label.transition().delay(when(panel.result.at)).duration(150).attr('opacity', 1);
    }
  });

  if (!reduced) {
    const head = svg.append('line').attr('x1', x(0)).attr('x2', x(0)).attr('y1', 0).attr('y2', axisY)
      .attr('stroke', theme.accent).attr('stroke-width', 1.5);
    head.transition().duration(PLAY_MS).ease(d3.easeLinear).attr('x1', x(MAX)).attr('x2', x(MAX))
      .transition().duration(200).attr('opacity', 0);
  }
}
draw();`,
} satisfies D3Sandbox;
