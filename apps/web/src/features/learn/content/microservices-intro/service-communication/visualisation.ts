// Top: a page load fanning out over service bindings (the caller waits for every answer).
// Bottom: upload events through the file-events queue (the producer moves on; a backlog
// builds while the consumer is down and drains when it comes back).
import { diagramShapes } from '../../../lib/visualisation-shapes';
import { createDiagramStage } from '../visualisation-diagram-stage';
import {
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';

const MS_PER_STEP = 9; // animation time per simulated millisecond
const ANSWER_MS: Record<string, number> = { storage: 30, users: 45, visualization: 20 };
const SERVICES = ['storage', 'users', 'visualization'];
const SLOT = 16;

type Point = [number, number];

/** The svg's accessible name. */
const LABEL =
  'Above, the browser sending requests through the gateway to storage, users and visualization over service bindings; below, storage publishing events to the file-events queue that the users service consumes';

export const size: VisualisationSize = { width: 600, height: 340 };

export function draw(context: VisualisationContext): void {
  const { d3, width, height, theme } = context;
  const state = {
    usersDown: false,
    backlog: [] as { id: string }[],
    applied: 0,
    nextId: 1,
    draining: false,
    request: 0,
  };

  const stage = createDiagramStage(context, LABEL);
  const { svg, narrow, reduced, say, firstRow, lastRow, controlsHeight, statusHeight } = stage;
  stage.button('Send request', sendRequest, firstRow);
  stage.button('Publish event', publishEvent, firstRow);
  const downButton = stage
    .button('Consumer down', toggleConsumer, lastRow)
    .attr('aria-pressed', 'false');

  // Geometry, all from width and height.
  const fontSize = narrow ? 10 : 11;
  const col = (f: number) => 8 + (width - 16) * f;
  const contentTop = controlsHeight + 4;
  const contentBottom = height - statusHeight - 4;
  const split = contentTop + (contentBottom - contentTop) * 0.56;
  const boxH = narrow ? 20 : 26;
  const wSmall = Math.min(70, (width - 16) * 0.17);
  const wService = Math.min(110, (width - 16) * 0.29);
  const rowY = [0, 1, 2].map((i) => contentTop + 20 + ((split - contentTop - 22) * (i + 0.5)) / 3);
  const midY = rowY[1] ?? 0;
  const A: Record<'browser' | 'gateway', Point> = {
    browser: [col(0.1), midY],
    gateway: [col(0.4), midY],
  };
  const serviceX = col(0.74);
  const laneY = split + 22 + (contentBottom - split - 22) * 0.42;
  const B = { storage: col(0.1), q0: col(0.23), q1: col(0.76), users: col(0.9) };

  const layer = svg.append('g');
  const moving = svg.append('g');
  const shapes = diagramShapes(layer, theme, fontSize);
  const { text, line } = shapes;
  const box = (x: number, y: number, w: number, label: string) => shapes.box(x, y, w, boxH, label);

  // Lane A: request/response over service bindings.
  text(
    8,
    contentTop + 12,
    narrow
      ? 'Requests over bindings: the caller waits'
      : 'Request/response over service bindings: the caller waits',
    { bold: true },
  );
  line(A.browser[0], A.browser[1], A.gateway[0], A.gateway[1]);
  rowY.forEach((y) => line(A.gateway[0], A.gateway[1], serviceX, y));
  box(A.browser[0], A.browser[1], wSmall, 'browser');
  box(A.gateway[0], A.gateway[1], wSmall, 'gateway');
  const serviceBoxes = SERVICES.map((name, i) => box(serviceX, rowY[i] ?? 0, wService, name));
  const answers = SERVICES.map((_, i) =>
    text(serviceX + wService / 2 + 4, rowY[i] ?? 0, '', { middle: true, size: fontSize - 1 }),
  );

  // Lane B: events through the file-events queue.
  line(8, split, width - 8, split)
    .attr('stroke', theme.grid)
    .attr('stroke-width', 1);
  text(
    8,
    split + 16,
    narrow
      ? 'Events through a queue: the producer moves on'
      : 'Events through the file-events queue: the producer moves on',
    { bold: true },
  );
  line(B.storage, laneY, B.q0, laneY, true);
  line(B.q1, laneY, B.users, laneY, true);
  box(B.storage, laneY, wSmall, 'storage');
  const consumerBox = box(B.users, laneY, wSmall, 'users');
  layer
    .append('rect')
    .attr('x', B.q0)
    .attr('y', laneY - boxH / 2 - 2)
    .attr('width', B.q1 - B.q0)
    .attr('height', boxH + 4)
    .attr('rx', 4)
    .attr('fill', theme.surface)
    .attr('stroke', theme.queue)
    .attr('stroke-width', 1.5);
  const queueSlots = layer.append('g');
  const queueText = text((B.q0 + B.q1) / 2, laneY + boxH / 2 + 16, '', {
    anchor: 'middle',
    fill: theme.queue,
  });
  const producerText = text(B.storage, laneY + boxH / 2 + 16, '', {
    anchor: 'middle',
    size: fontSize - 1,
  });
  const consumerText = text(B.users, laneY + boxH / 2 + 16, '', {
    anchor: 'middle',
    size: fontSize - 1,
  });
  const capacity = Math.max(1, Math.floor((B.q1 - B.q0 - 8) / SLOT));

  const slotX = (i: number) => Math.max(B.q0 + 8, B.q1 - 6 - SLOT * (i + 1) + 8);
  function drawQueue() {
    const shown = state.backlog.slice(0, state.backlog.length > capacity ? capacity - 1 : capacity);
    queueSlots.selectAll('*').remove();
    shown.forEach((_, i) => {
      queueSlots
        .append('rect')
        .attr('x', B.q1 - 6 - SLOT * (i + 1) + 2)
        .attr('y', laneY - 6)
        .attr('width', 12)
        .attr('height', 12)
        .attr('rx', 2)
        .attr('fill', theme.event);
    });
    if (shown.length < state.backlog.length) {
      queueSlots
        .append('text')
        .attr('x', B.q0 + 6)
        .attr('y', laneY)
        .attr('dy', '0.35em')
        .attr('font-size', fontSize)
        .style('fill', theme.text)
        .text(`+${state.backlog.length - shown.length}`);
    }
    queueText.text(`file-events · backlog ${state.backlog.length}`);
    consumerText.text(`applied ${state.applied}`);
  }
  function drawConsumer() {
    const down = state.usersDown;
    [consumerBox, serviceBoxes[1]].forEach((b) => {
      if (b === undefined) return;
      b.rect
        .attr('stroke', down ? theme.danger : theme.border)
        .attr('stroke-width', down ? 2 : 1)
        .attr('stroke-dasharray', down ? '4 3' : null);
      b.caption
        .style('fill', down ? theme.danger : theme.text)
        .text(down ? `${b.label} ✗` : b.label);
    });
    downButton.attr('aria-pressed', String(down));
  }

  function travel(from: Point, to: Point, ms: number, fill: string, done: () => void) {
    const dot = moving
      .append('circle')
      .attr('r', 5)
      .attr('cx', from[0])
      .attr('cy', from[1])
      .attr('fill', fill)
      .attr('stroke', theme.background);
    if (reduced) {
      dot.remove();
      done();
      return;
    }
    dot
      .transition()
      .duration(ms)
      .ease(d3.easeLinear)
      .attr('cx', to[0])
      .attr('cy', to[1])
      .on('end', () => {
        dot.remove();
        done();
      });
  }

  function sendRequest() {
    state.request += 1;
    const request = state.request;
    answers.forEach((a) => a.text('').style('fill', theme.text));
    say('Three requests reach the gateway; it forwards each over a binding and waits.');
    travel(A.browser, A.gateway, 200, theme.accent, () => {
      let pending = SERVICES.length;
      let failed = false;
      SERVICES.forEach((name, i) => {
        const down = name === 'users' && state.usersDown;
        const ms = down ? 5 : (ANSWER_MS[name] ?? 0);
        const at: Point = [serviceX - wService / 2, rowY[i] ?? 0];
        travel(A.gateway, at, 200, theme.accent, () => {
          travel(at, A.gateway, ms * MS_PER_STEP, down ? theme.danger : theme.success, () => {
            if (request !== state.request) return;
            answers[i]
              ?.text(down ? (narrow ? '503' : '503 at once') : `${narrow ? '' : '200 · '}${ms} ms`)
              .style('fill', down ? theme.danger : theme.success);
            failed = failed || down;
            pending -= 1;
            if (pending === 0) {
              travel(A.gateway, A.browser, 200, failed ? theme.danger : theme.success, () => {
                if (request !== state.request) return;
                say(
                  failed
                    ? 'users answered 503 at once: the caller knows now and must show the error now.'
                    : `All three answered: the page waited for the slowest, users at ${ANSWER_MS.users} ms.`,
                );
              });
            }
          });
        });
      });
    });
  }

  function publishEvent() {
    const message = { id: `e${state.nextId}` };
    state.nextId += 1;
    producerText
      .text(`${narrow ? '201 ' : '201 · sent '}${message.id}`)
      .style('fill', theme.success);
    travel([B.storage, laneY], [slotX(state.backlog.length), laneY], 300, theme.event, () => {
      state.backlog.push(message);
      drawQueue();
      if (state.usersDown) {
        say(`Upload answered; ${message.id} waits in the queue. Backlog: ${state.backlog.length}.`);
      } else {
        say(`Upload answered at once; ${message.id} is in the queue for users to apply.`);
        drain();
      }
    });
  }

  function drain() {
    if (state.draining || state.usersDown || state.backlog.length === 0) return;
    state.draining = true;
    const message = state.backlog.shift();
    if (message === undefined) return;
    drawQueue();
    travel([slotX(0), laneY], [B.users - wSmall / 2, laneY], 350, theme.event, () => {
      state.applied += 1;
      state.draining = false;
      drawQueue();
      say(
        state.backlog.length > 0
          ? `users applied ${message.id} and acked it; ${state.backlog.length} still waiting.`
          : `users applied ${message.id} and acked it. The backlog is empty.`,
      );
      if (reduced) drain();
      else setTimeout(drain, 150);
    });
  }

  function toggleConsumer() {
    state.usersDown = !state.usersDown;
    drawConsumer();
    if (state.usersDown) {
      say('users is down: a request to it fails at once, while events wait in the queue.');
    } else {
      say(
        state.backlog.length > 0
          ? `users is back: it drains the backlog of ${state.backlog.length}, oldest first.`
          : 'users is back.',
      );
      drain();
    }
  }

  drawQueue();
  drawConsumer();
  say('Send a request, publish a few events, then switch Consumer down and publish again.');
}
