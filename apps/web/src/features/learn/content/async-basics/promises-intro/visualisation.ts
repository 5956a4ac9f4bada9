// A promise p with three handlers attached. Resolve or reject it and watch which handlers run
// (as microtasks, in the order they were attached) and how each returned promise settles.
import type { BaseType, Selection } from 'd3';
import {
  createStage,
  type VisualisationContext,
  type VisualisationSize,
} from '../../../lib/visualisation-stage';
import { drawDiagram } from './visualisation-diagram';
import {
  handlers,
  OUTCOMES,
  type HandlerId,
  type Outcome,
  type PromiseState,
} from './visualisation-outcomes';

export const size: VisualisationSize = { width: 600, height: 340 };

export function draw(context: VisualisationContext): void {
  const { width, theme } = context;
  const stage = createStage(context, {
    label:
      'A promise p with then, catch and finally handlers: which handlers run when p is resolved or rejected, and how the promises they return settle',
    controlsHeight: 40,
    statusHeight: 56,
  });
  const { svg, narrow, reduced } = stage;
  const STEP_MS = stage.duration(900);
  const HANDLERS = handlers(narrow);
  const STATE_COLOUR: Record<PromiseState, string> = {
    pending: theme.warning,
    fulfilled: theme.success,
    rejected: theme.danger,
  };
  stage.controls.style('gap', narrow ? '6px' : '8px').style('padding', '0');
  stage.status.style('padding', '0').style('font-size', '13px').style('line-height', '18px');
  const resolveButton = stage.button('Resolve', () => settle('fulfilled'));
  const rejectButton = stage.button('Reject', () => settle('rejected'));
  stage.button('Reset', reset);
  if (narrow) stage.controls.selectAll('button').style('padding', '4px 8px');

  const { pBox, pName, pState, pValue, ignored, links, handlerRows, nextRows, queueLine } =
    drawDiagram(svg, theme, { width, narrow, handlers: HANDLERS, colours: STATE_COLOUR });

  // State: p's outcome, and each reaction: 'waiting' (p pending), 'queued', or done.
  let settled: Outcome | null = null;
  let reactions: Partial<Record<HandlerId, 'queued' | 'done'>> = {};
  let timers: ReturnType<typeof setTimeout>[] = [];

  function paint<D, P extends BaseType>(
    selection: Selection<SVGRectElement, D, P, unknown>,
    colour: string,
    filled: boolean,
  ) {
    stage
      .move(selection, 300)
      .attr('fill', filled ? colour : theme.surface)
      .attr('stroke', colour);
  }

  function render() {
    const pColour = settled ? STATE_COLOUR[settled] : STATE_COLOUR.pending;
    paint(pBox, pColour, Boolean(settled));
    const onP = settled ? theme.onFill : theme.text;
    pName.style('fill', onP);
    pState.style('fill', settled ? onP : theme.warning).text(settled ?? 'pending');
    pValue
      .style('fill', onP)
      .text(
        settled === 'fulfilled'
          ? 'value 21'
          : settled === 'rejected'
            ? 'Error'
            : narrow
              ? 'waiting'
              : 'no value yet',
      );

    HANDLERS.forEach((handler, index) => {
      const state = reactions[handler.id] ?? 'waiting';
      const outcome = settled !== null && state === 'done' ? OUTCOMES[settled][handler.id] : null;
      const row = handlerRows.filter((_, i) => i === index);
      const ran = outcome?.ran ?? false;
      paint(
        row.select<SVGRectElement>('rect'),
        state === 'queued' ? theme.event : ran ? theme.accent : theme.border,
        ran,
      );
      row.select('rect').attr('stroke-dasharray', outcome && !outcome.ran ? '5 4' : null);
      row.select('text.code').style('fill', ran ? theme.onFill : theme.text);
      row
        .select('text.note')
        .style('fill', ran ? theme.onFill : state === 'queued' ? theme.event : theme.dimmed)
        .text(
          outcome
            ? narrow
              ? outcome.ran
                ? 'ran'
                : 'skipped'
              : outcome.note
            : state === 'queued'
              ? narrow
                ? 'queued'
                : 'queued as a microtask'
              : 'waits for p',
        );
      links
        .select(`.in-${handler.id}`)
        .attr('stroke', state === 'waiting' ? theme.border : ran ? theme.accent : theme.event);
      links
        .select(`.out-${handler.id}`)
        .attr('stroke', outcome ? STATE_COLOUR[outcome.next[0]] : theme.border);

      const nextState = outcome ? outcome.next[0] : 'pending';
      const next = nextRows.filter((_, i) => i === index);
      paint(next.select<SVGRectElement>('rect'), STATE_COLOUR[nextState], Boolean(outcome));
      next.select('text.name').style('fill', outcome ? theme.onFill : theme.text);
      next
        .select('text.state')
        .style('fill', outcome ? theme.onFill : theme.warning)
        .text(outcome ? `${nextState}${narrow ? ' ' : ': '}${outcome.next[1]}` : 'pending');
    });

    const queued = HANDLERS.filter((handler) => reactions[handler.id] === 'queued').map(
      (handler) => `.${handler.id}`,
    );
    queueLine.text(
      `${narrow ? 'Microtasks: ' : 'Microtask queue: '}${queued.length ? queued.join(' → ') : '(empty)'}`,
    );
    queueLine.style('fill', queued.length ? theme.event : theme.dimmed);
    resolveButton.text(settled ? 'Resolve again' : 'Resolve');
    rejectButton.text(settled ? 'Reject again' : 'Reject');
  }

  function settle(outcome: Outcome) {
    if (settled) {
      stage.say(
        `Ignored: p is already ${settled}. A promise settles only once; later resolve() and reject() calls do nothing.`,
      );
      ignored.interrupt().attr('opacity', 1);
      if (!reduced) ignored.transition().delay(1200).duration(600).attr('opacity', 0);
      else timers.push(setTimeout(() => ignored.attr('opacity', 0), 2500));
      return;
    }
    settled = outcome;
    HANDLERS.forEach((handler) => {
      reactions[handler.id] = 'queued';
    });
    const first =
      outcome === 'fulfilled'
        ? 'resolve(21): p is fulfilled with 21. Its three reactions join the microtask queue in the order they were attached.'
        : "reject(new Error('R2 unavailable')): p is rejected. Its three reactions join the microtask queue in order.";
    if (reduced) {
      HANDLERS.forEach((handler) => {
        reactions[handler.id] = 'done';
      });
      const results = HANDLERS.map((handler) => {
        const result = OUTCOMES[outcome][handler.id];
        return `.${handler.id}${result.ran ? ' ran' : ' was skipped'}, ${handler.next} ${result.next[0]}`;
      });
      stage.say(`${first.split('.')[0] ?? ''}. ${results.join('; ')}.`);
      render();
      return;
    }
    stage.say(first);
    render();
    HANDLERS.forEach((handler, index) => {
      timers.push(
        setTimeout(
          () => {
            reactions[handler.id] = 'done';
            stage.say(OUTCOMES[outcome][handler.id].say);
            render();
          },
          STEP_MS * (index + 1),
        ),
      );
    });
  }

  function reset() {
    timers.forEach((timer) => clearTimeout(timer));
    timers = [];
    settled = null;
    reactions = {};
    ignored.interrupt().attr('opacity', 0);
    stage.say(
      'p is pending. .then, .catch and .finally are attached, and each call returned a new promise: p2, p3, p4. Press Resolve or Reject.',
    );
    render();
  }

  reset();
}
