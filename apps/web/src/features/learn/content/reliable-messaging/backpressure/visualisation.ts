// A burst of messages against a slow consumer: the backlog builds while they arrive faster than
// the consumers handle them, and drains at the consumers' pace. More consumers, less work per
// message, or shedding load at the producer change how far it grows.
import type { VisualisationContext, VisualisationSize } from '../../../lib/visualisation-stage';
import {
  chipCapacity,
  drawChips,
  drawTally,
  plural,
  type Chip,
} from '../visualisation-message-chips';
import { createOverlayStage } from '../visualisation-overlay-stage';

const TICK_MS = 100; // one tick of the simulation, in real time
const BURST = 20; // messages per burst
const BURST_PER_TICK = 1; // 10 a second
const SHED_AT = 8; // with shedding on, the producer refuses work past this backlog
const MAX_CONSUMERS = 4;

interface Waiting {
  name: string;
  sentAt: number;
}
interface Lane {
  message: Waiting | null;
  leftMs: number;
}

export const size: VisualisationSize = { width: 600, height: 340 };

export function draw(context: VisualisationContext): void {
  const { d3, width, height, theme } = context;
  const state = { now: 0, workMs: 500, toSend: 0, sent: 0, handled: 0, refused: 0, shed: false };
  let waiting: Waiting[] = [];
  let lanes: Lane[] = [{ message: null, leftMs: 0 }];

  const stage = createOverlayStage(
    context,
    'A producer sending a burst of messages to a queue, the messages waiting in it, and the consumers taking them one at a time each',
  );
  const { controls, svg, controlsHeight, statusHeight } = stage;

  stage.button(`Send ${BURST}`, () => {
    state.toSend += BURST;
    render();
  });
  const consumersLabel = controls.append('span');
  stage.button('−', () => setConsumers(lanes.length - 1)).attr('aria-label', 'Fewer consumers');
  stage.button('+', () => setConsumers(lanes.length + 1)).attr('aria-label', 'More consumers');
  const workGroup = controls.append('label').style('display', 'inline-flex').style('gap', '6px');
  const workLabel = workGroup.append('span');
  workGroup
    .append('input')
    .attr('type', 'range')
    .attr('min', 100)
    .attr('max', 1000)
    .attr('step', 100)
    .property('value', state.workMs)
    .style('width', width >= 400 ? '100px' : '72px')
    .on('input', function (this: HTMLInputElement) {
      state.workMs = Number(this.value);
      render();
    });
  const shedButton = stage
    .button('Shed load', () => {
      state.shed = !state.shed;
      render();
    })
    .attr('aria-pressed', 'false');

  function setConsumers(count: number) {
    const next = Math.min(MAX_CONSUMERS, Math.max(1, count));
    while (lanes.length < next) lanes.push({ message: null, leftMs: 0 });
    // A consumer that goes finishes its message first: it is put back at the head.
    const gone = lanes.slice(next).flatMap((lane) => (lane.message ? [lane.message] : []));
    waiting = [...gone, ...waiting];
    lanes = lanes.slice(0, next);
    render();
  }

  const top = controlsHeight + 16;
  const left = 8;
  const inner = width - 16;
  const title = svg.append('text').attr('x', left).attr('y', top).style('fill', theme.dimmed);
  const chips = svg.append('g');
  const chipRows = stage.narrow ? 1 : 2;
  const laneTop = top + 14 + chipRows * 28;
  const laneGroup = svg.append('g');
  const tallyTop = height - statusHeight - 22;
  const backlogTally = svg.append('g');
  const ageTally = svg.append('g');

  function oldestAge(): number {
    const first = waiting[0];
    return first ? Math.round((state.now - first.sentAt) / 100) / 10 : 0;
  }

  function tick() {
    state.now += TICK_MS;
    for (let i = 0; i < BURST_PER_TICK && state.toSend > 0; i += 1) {
      state.toSend -= 1;
      state.sent += 1;
      if (state.shed && waiting.length >= SHED_AT) state.refused += 1;
      else waiting.push({ name: `m${state.sent}`, sentAt: state.now });
    }
    for (const lane of lanes) {
      if (lane.message) {
        lane.leftMs -= TICK_MS;
        if (lane.leftMs <= 0) {
          lane.message = null;
          state.handled += 1;
        }
      }
      if (!lane.message && waiting.length > 0) {
        lane.message = waiting.shift() ?? null;
        lane.leftMs = state.workMs;
      }
    }
    render();
  }

  function drawLanes() {
    laneGroup.selectAll('*').remove();
    const laneHeight = Math.min(22, (tallyTop - 16 - laneTop) / MAX_CONSUMERS - 4);
    lanes.forEach((lane, index) => {
      const y = laneTop + index * (laneHeight + 4);
      const barX = left + 84;
      const barWidth = inner - 84;
      laneGroup
        .append('text')
        .attr('x', left)
        .attr('y', y + laneHeight - 6)
        .style('fill', theme.text)
        .text(`consumer ${index + 1}`);
      laneGroup
        .append('rect')
        .attr('x', barX)
        .attr('y', y)
        .attr('width', barWidth)
        .attr('height', laneHeight)
        .attr('fill', theme.surface)
        .attr('stroke', theme.border);
      if (!lane.message) return;
      const done = 1 - Math.max(0, lane.leftMs) / state.workMs;
      laneGroup
        .append('rect')
        .attr('x', barX)
        .attr('y', y + laneHeight - 5)
        .attr('width', barWidth * done)
        .attr('height', 5)
        .attr('fill', theme.event);
      laneGroup
        .append('text')
        .attr('x', barX + 6)
        .attr('y', y + laneHeight - 9)
        .style('fill', theme.text)
        .text(`${lane.message.name}: ${state.workMs} ms of work`);
    });
  }

  function describe(): string {
    const perSecond = Math.round((lanes.length * 1000) / state.workMs);
    const handling = `${plural(lanes.length, 'consumer')} at ${state.workMs} ms each handle about ${perSecond}/s`;
    const refused = state.refused > 0 ? ` ${state.refused} refused by the producer.` : '';
    if (waiting.length === 0 && state.toSend === 0) {
      return `Empty: ${state.handled} handled. ${handling}; press Send ${BURST} for a burst of 10/s.${refused}`;
    }
    const figures = `Backlog ${waiting.length}, oldest waited ${oldestAge()} s.`;
    if (state.toSend > 0 && perSecond < 10) {
      return `${figures} Filling: 10/s arrive, ${handling}.${refused}`;
    }
    return `${figures} Draining: ${handling}.${refused}`;
  }

  function render() {
    title.text(
      stage.narrow
        ? `file-events: ${plural(waiting.length, 'message')} waiting`
        : `file-events queue: ${plural(waiting.length, 'message')} waiting, oldest first`,
    );
    const queued: Chip[] = waiting.map((message) => ({ text: message.name, fill: theme.queue }));
    const row = { x: left, y: top + 8, width: inner, chipWidth: 38, rows: chipRows };
    drawChips(chips, theme, queued.slice(0, chipCapacity(row)), row);
    drawLanes();
    const half = (inner - 16) / 2;
    drawTally(
      backlogTally,
      theme,
      { label: 'Backlog', value: waiting.length, max: BURST * 2, color: theme.queue },
      left,
      tallyTop,
      half,
    );
    drawTally(
      ageTally,
      theme,
      { label: 'Oldest waited, s', value: oldestAge(), max: 10, color: theme.warning },
      left + half + 16,
      tallyTop,
      half,
    );
    consumersLabel.text(`Consumers ${lanes.length}`);
    workLabel.text(`Work ${state.workMs} ms`);
    stage.press(shedButton, state.shed, theme.warning);
    stage.say(describe());
  }

  render();
  d3.interval(tick, TICK_MS);
}
