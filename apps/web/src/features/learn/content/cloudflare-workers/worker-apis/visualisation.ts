// A queue filling and draining: the producer's rate against what the consumer takes per batch.
import {
  createStage,
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';

const TICK_MS = 1000; // one second of the simulation
const HISTORY_SECONDS = 40;

interface Point {
  t: number;
  backlog: number;
}

export const size: VisualisationSize = { width: 600, height: 320 };

export function draw(context: VisualisationContext): void {
  const { d3, width, height, theme } = context;
  const narrow = width < 480;
  const state = { rate: 4, batch: 5, paused: false, now: 0, carry: 0 };
  let waiting: number[] = []; // the second each waiting message arrived, oldest first
  const history: Point[] = [{ t: 0, backlog: 0 }];

  const controlsHeight = width >= 580 ? 44 : width >= 440 ? 80 : 116;
  const statusHeight = narrow ? 54 : 38;
  const margin = { left: 40, right: 14 };
  const barY = controlsHeight + 22;
  const chartTop = barY + 40;
  const chartBottom = height - statusHeight - 24;

  const stage = createStage(context, {
    label:
      'A queue filling and draining: a bar of the messages waiting now, and a line of the backlog over the last 40 seconds',
    controlsHeight,
    statusHeight,
    layout: 'overlay',
  });
  const { controls, svg } = stage;
  controls.style('gap', '4px 12px').style('font-size', '12px');
  svg.style('font-size', '11px');

  function slider(
    name: string,
    min: number,
    max: number,
    value: number,
    onInput: (value: number) => void,
  ) {
    const group = controls
      .append('span')
      .style('display', 'inline-flex')
      .style('align-items', 'center')
      .style('gap', '6px')
      .style('min-height', '32px');
    const label = group.append('span').style('min-width', '96px');
    group
      .append('input')
      .attr('type', 'range')
      .attr('min', min)
      .attr('max', max)
      .attr('step', 1)
      .attr('aria-label', name)
      .property('value', value)
      .style('width', '110px')
      .on('input', function (this: HTMLInputElement) {
        onInput(Number(this.value));
      });
    return label;
  }
  const rateLabel = slider('Producer rate, messages per second', 0, 20, state.rate, (value) => {
    state.rate = value;
    render();
  });
  const batchLabel = slider('Batch size, messages per batch', 1, 20, state.batch, (value) => {
    state.batch = value;
    render();
  });
  // The button says what a press does next; its name changes, so it is no aria-pressed toggle.
  const pauseButton = stage
    .button('Pause consumer', () => {
      state.paused = !state.paused;
      render();
    })
    .style('font-size', '12px');

  svg
    .append('text')
    .attr('x', 0)
    .attr('y', barY - 6)
    .text('file-events backlog');
  const barValue = svg
    .append('text')
    .attr('x', width - margin.right)
    .attr('y', barY - 6)
    .attr('text-anchor', 'end');
  svg
    .append('rect')
    .attr('x', 0)
    .attr('y', barY)
    .attr('width', width - margin.right)
    .attr('height', 16)
    .attr('fill', theme.surface)
    .attr('stroke', theme.border);
  const bar = svg.append('rect').attr('x', 0).attr('y', barY).attr('height', 16).attr('width', 0);
  svg
    .append('text')
    .attr('x', 0)
    .attr('y', chartTop - 8)
    .style('fill', theme.dimmed)
    .text(narrow ? 'backlog, last 40 s' : 'backlog over the last 40 seconds');
  const xAxis = svg
    .append('g')
    .attr('color', theme.dimmed)
    .attr('transform', `translate(0,${chartBottom})`);
  const yAxis = svg
    .append('g')
    .attr('color', theme.dimmed)
    .attr('transform', `translate(${margin.left},0)`);
  const area = svg.append('path').attr('fill', theme.queue).attr('fill-opacity', 0.2);
  const line = svg
    .append('path')
    .attr('fill', 'none')
    .attr('stroke', theme.queue)
    .attr('stroke-width', 2);

  function tick() {
    state.now += 1;
    state.carry += state.rate;
    const arrivals = Math.floor(state.carry);
    state.carry -= arrivals;
    for (let i = 0; i < arrivals; i += 1) waiting.push(state.now);
    if (!state.paused) waiting = waiting.slice(Math.min(state.batch, waiting.length));
    history.push({ t: state.now, backlog: waiting.length });
    if (history.length > HISTORY_SECONDS + 1) history.shift();
    render();
  }

  function describe() {
    const backlog = waiting.length;
    const figures =
      backlog === 0
        ? 'Backlog 0. '
        : `Backlog ${backlog}, oldest ${state.now - (waiting[0] ?? state.now)} s old. `;
    if (state.paused) {
      return `${figures}Consumer paused: messages wait in the queue and nothing is lost.`;
    }
    if (state.rate > state.batch) {
      return `${figures}Filling: ${state.rate} in, at most ${state.batch} out each second.`;
    }
    if (backlog > 0) {
      return `${figures}Draining: up to ${state.batch} a second against ${state.rate} in.`;
    }
    return `Empty: every message is handled within a second (${state.rate} in, up to ${state.batch} out).`;
  }

  function render() {
    const backlog = waiting.length;
    const top = Math.max(10, d3.max(history, (h) => h.backlog) ?? 0);
    const x = d3
      .scaleLinear()
      .domain([-HISTORY_SECONDS, 0])
      .range([margin.left, width - margin.right]);
    const ago = (h: Point) => x(h.t - state.now);
    const y = d3.scaleLinear().domain([0, top]).nice().range([chartBottom, chartTop]);
    xAxis.call(
      d3
        .axisBottom(x)
        .ticks(narrow ? 4 : 8)
        .tickFormat((t) => (t === 0 ? 'now' : `${t.valueOf()} s`)),
    );
    yAxis.call(d3.axisLeft(y).ticks(4));
    area.attr(
      'd',
      d3
        .area<Point>()
        .x(ago)
        .y0(chartBottom)
        .y1((h) => y(h.backlog))(history),
    );
    line.attr(
      'd',
      d3
        .line<Point>()
        .x(ago)
        .y((h) => y(h.backlog))(history),
    );
    const scale = d3
      .scaleLinear()
      .domain([0, y.domain()[1] ?? top])
      .range([0, width - margin.right])
      .clamp(true);
    const fill = state.paused ? theme.warning : theme.queue;
    if (stage.reduced) bar.attr('width', scale(backlog)).attr('fill', fill);
    else
      bar
        .transition()
        .duration(TICK_MS * 0.8)
        .attr('width', scale(backlog))
        .attr('fill', fill);
    barValue
      .text(state.paused ? 'consumer paused' : 'consumer running')
      .style('fill', state.paused ? theme.warning : theme.dimmed);
    rateLabel.text(`Producer ${state.rate}/s`);
    batchLabel.text(`Batch size ${state.batch}`);
    pauseButton.text(state.paused ? 'Resume consumer' : 'Pause consumer');
    stage.say(describe());
  }

  render();
  d3.interval(tick, TICK_MS);
}
