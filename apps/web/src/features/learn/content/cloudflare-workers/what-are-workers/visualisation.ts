// One request in a Worker: CPU time and waiting for I/O, the response, and waitUntil work.
import {
  createStage,
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';
import {
  FREE_CPU_MS,
  requestTimeline,
  type Segment,
  type TimelineChoices,
} from './visualisation-timeline';

const METER_MAX_MS = 40;
const DEFAULTS: TimelineChoices = { queries: 1, background: 1, heavy: false };

export const size: VisualisationSize = { width: 600, height: 320 };

export function draw(context: VisualisationContext): void {
  const { d3, width, theme } = context;
  const narrow = width < 480;
  const state = { ...DEFAULTS };

  const controlsHeight = narrow ? 80 : 44;
  const statusHeight = narrow ? 54 : 38;
  const margin = { left: narrow ? 66 : 84, right: 14 };
  const laneHeight = narrow ? 32 : 52;
  const handlerY = controlsHeight + 24;
  const backgroundY = handlerY + laneHeight + 16;
  const axisY = backgroundY + laneHeight + 4;
  const meterY = axisY + 30;

  const stage = createStage(context, {
    label:
      'Timeline of one request in a Worker: CPU time and waiting for I/O in the handler, the moment the response is sent, the waitUntil work after it, and a meter of CPU time against the Free plan limit',
    controlsHeight,
    statusHeight,
    layout: 'overlay',
  });
  const { svg, move } = stage;
  stage.controls.style('gap', '6px').style('padding', '4px 0 0');
  svg.style('font-size', '11px');
  stage.status.style('font-size', '12px').style('line-height', '16px').style('padding', '0');
  const addButton = (label: string) =>
    stage.button(label, () => undefined).style('font-size', '12px');
  const queryButton = addButton(narrow ? 'Add D1 query' : 'Add a D1 query');
  const workButton = addButton(narrow ? 'Add waitUntil' : 'Add waitUntil work');
  const loopButton = addButton('CPU-heavy loop').attr('aria-pressed', 'false');
  const resetButton = addButton('Reset');

  const laneLabels: [string, number][] = [
    ['handler', handlerY + laneHeight / 2 + 4],
    ['waitUntil', backgroundY + laneHeight / 2 + 4],
    ['CPU', meterY + 11],
  ];
  for (const [label, y] of laneLabels) {
    svg
      .append('text')
      .attr('x', margin.left - 8)
      .attr('y', y)
      .attr('text-anchor', 'end')
      .text(label);
  }
  const emptyNote = svg
    .append('text')
    .attr('x', margin.left + 4)
    .attr('y', backgroundY + laneHeight / 2 + 4)
    .style('fill', theme.dimmed)
    .text('nothing waits');
  const chart = svg.append('g');
  const axis = svg
    .append('g')
    .attr('color', theme.dimmed)
    .attr('transform', 'translate(0,' + axisY + ')');
  const responseLine = svg
    .append('line')
    .attr('stroke', theme.text)
    .attr('stroke-dasharray', '3 3');
  const endLine = svg.append('line').attr('stroke', theme.event).attr('stroke-dasharray', '3 3');
  const responseLabel = svg.append('text').attr('y', handlerY - 8);
  const endLabel = svg
    .append('text')
    .attr('y', backgroundY - 5)
    .style('fill', theme.event);

  const meter = d3
    .scaleLinear()
    .domain([0, METER_MAX_MS])
    .range([margin.left, width - margin.right])
    .clamp(true);
  svg
    .append('rect')
    .attr('x', margin.left)
    .attr('y', meterY)
    .attr('width', width - margin.left - margin.right)
    .attr('height', 14)
    .attr('fill', theme.surface)
    .attr('stroke', theme.border);
  const meterBar = svg.append('rect').attr('x', margin.left).attr('y', meterY).attr('height', 14);
  svg
    .append('line')
    .attr('x1', meter(FREE_CPU_MS))
    .attr('x2', meter(FREE_CPU_MS))
    .attr('y1', meterY - 4)
    .attr('y2', meterY + 18)
    .attr('stroke', theme.danger)
    .attr('stroke-width', 2);
  svg
    .append('text')
    .attr('x', meter(FREE_CPU_MS) + 4)
    .attr('y', meterY + 30)
    .style('fill', theme.danger)
    .text('Free limit 10 ms');
  const meterText = svg.append('text').attr('y', meterY + 11);

  function render() {
    const m = requestTimeline(state);
    const x = d3
      .scaleLinear()
      .domain([0, Math.max(m.end, 60)])
      .range([margin.left, width - margin.right]);
    const rows = Math.max(1, state.background);
    const rowY = (s: Segment) =>
      s.row === 0 ? handlerY : backgroundY + ((s.row - 1) * laneHeight) / rows;
    const rowH = (s: Segment) => (s.row === 0 ? laneHeight : laneHeight / rows) - 3;
    const fill = (s: Segment) =>
      s.kind === 'wait' ? theme.surface : s.row === 0 ? theme.accent : theme.event;

    const rects = chart
      .selectAll<SVGRectElement, Segment>('rect')
      .data(m.segments, (s) => s.id)
      .join((enter) =>
        enter
          .append('rect')
          .attr('x', (s) => x(s.start))
          .attr('width', 0),
      );
    // What would come after the stop never happens: drawn faint.
    const after = (s: Segment) => m.stopAt !== null && s.start >= m.stopAt;
    rects
      .attr('y', rowY)
      .attr('height', rowH)
      .attr('fill', fill)
      .attr('opacity', (s) => (after(s) ? 0.3 : 1))
      .attr('stroke', (s) =>
        s.kind === 'wait' ? (s.row === 0 ? theme.border : theme.event) : 'none',
      )
      .attr('stroke-dasharray', (s) => (s.kind === 'wait' ? '4 3' : null));
    move(rects)
      .attr('x', (s) => x(s.start))
      .attr('width', (s) => Math.max(2, x(s.end) - x(s.start)));

    const fits = (s: Segment) => s.label !== '' && x(s.end) - x(s.start) > s.label.length * 6 + 8;
    chart
      .selectAll<SVGTextElement, Segment>('text')
      .data(m.segments.filter(fits), (s) => s.id)
      .join('text')
      .attr('x', (s) => x(s.start) + 4)
      .attr('y', (s) => rowY(s) + rowH(s) / 2 + 4)
      .style('fill', (s) => (s.kind === 'cpu' ? theme.onFill : theme.dimmed))
      .text((s) => s.label);

    axis.call(
      d3
        .axisBottom(x)
        .ticks(narrow ? 3 : 6)
        .tickFormat((ms) => `${ms.valueOf()} ms`),
    );
    const noResponse = m.stopAt !== null && m.stopAt < m.responseAt;
    const rx = x(noResponse ? (m.stopAt ?? m.responseAt) : m.responseAt);
    const ex = x(m.stopAt !== null && !noResponse ? m.stopAt : m.end);
    move(responseLine)
      .attr('x1', rx)
      .attr('x2', rx)
      .attr('y1', handlerY - 4)
      .attr('y2', axisY);
    move(endLine)
      .attr('x1', ex)
      .attr('x2', ex)
      .attr('y1', backgroundY - 2)
      .attr('y2', axisY);
    const roomLeft = rx - margin.left > 96;
    responseLabel
      .attr('x', roomLeft ? rx - 4 : rx + 4)
      .attr('text-anchor', roomLeft ? 'end' : 'start')
      .text(noResponse ? 'stopped: no response' : 'response sent');
    endLabel
      .attr('x', ex - 4)
      .attr('text-anchor', 'end')
      .text(
        state.background > 0 && !noResponse
          ? m.stopAt === null
            ? 'invocation ends'
            : 'stopped'
          : '',
      );
    emptyNote.text(
      state.background > 0
        ? ''
        : narrow
          ? 'nothing waits'
          : 'nothing waits: the invocation ends with the response',
    );

    const over = m.cpu > FREE_CPU_MS;
    move(meterBar)
      .attr('width', meter(m.cpu) - margin.left)
      .attr('fill', over ? theme.danger : theme.accent);
    meterText
      .attr('x', meter(Math.max(m.cpu, FREE_CPU_MS)) + 6)
      .style('fill', over ? theme.danger : theme.text)
      .text(m.cpu + ' ms');

    queryButton.property('disabled', state.queries >= 4);
    workButton.property('disabled', state.background >= 3);
    loopButton.attr('aria-pressed', String(state.heavy));
    // Stopped before its response, a request has no response time: say one or the other.
    const stopAt = Math.round(m.stopAt ?? 0);
    const text = !over
      ? `Response at ${m.responseAt} ms, invocation ends at ${m.end} ms. CPU ${m.cpu} ms of 10 ms (Free): waiting for D1 and the queue is wall time only.`
      : noResponse
        ? `CPU ${m.cpu} ms is over the Free plan's 10 ms: the runtime stops this request at ${stopAt} ms with an error; no response is sent.`
        : `Response at ${m.responseAt} ms. CPU ${m.cpu} ms is over the Free plan's 10 ms: the runtime stops the waitUntil work at ${stopAt} ms, before it ends.`;
    stage.status.style('color', over ? theme.danger : theme.text);
    stage.say(text);
  }

  queryButton.on('click', () => {
    state.queries = Math.min(4, state.queries + 1);
    render();
  });
  workButton.on('click', () => {
    state.background = Math.min(3, state.background + 1);
    render();
  });
  loopButton.on('click', () => {
    state.heavy = !state.heavy;
    render();
  });
  resetButton.on('click', () => {
    Object.assign(state, DEFAULTS);
    render();
  });
  render();
}
