// Poison messages in a queue: retried until max_retries when the consumer treats every error
// alike, or dead-lettered on their first delivery when it tells permanent errors from transient.
import type { VisualisationContext, VisualisationSize } from '../../../lib/visualisation-stage';
import {
  createMessageStage,
  drawChips,
  drawTally,
  PAD,
  plural,
  type Chip,
} from '../visualisation-message-chips';

export const size: VisualisationSize = { width: 600, height: 360 };

/** Cloudflare's default: one delivery and three retries before the dead-letter queue. */
const MAX_RETRIES = 3;
const BATCH_SIZE = 4;

interface Waiting {
  id: string;
  poison: boolean;
  /** Deliveries so far. */
  attempts: number;
  /** The second it can be delivered (again). */
  dueAt: number;
}

export function draw(context: VisualisationContext): void {
  const { theme } = context;
  const { stage, narrow, inner, chips } = createMessageStage(
    context,
    'A queue of good and poison file events, with the events applied, the deliveries wasted on poison and the dead letters',
    [76, 112],
    () => 'Waiting in file-events (× deliveries so far)',
  );
  const { svg } = stage;
  const state = { now: 0, sent: 0, applied: 0, wasted: 0, dead: 0, classify: false };
  let waiting: Waiting[] = [];

  const first = stage.row();
  const second = narrow ? stage.row() : first;
  const third = stage.row();
  stage.button('Send good', () => send(false), first);
  stage.button('Send poison', () => send(true), first);
  stage.button('Deliver a batch', deliver, second);
  const classifyButton = stage
    .button(
      '',
      () => {
        state.classify = !state.classify;
        render();
      },
      third,
    )
    .attr('aria-pressed', 'false');

  const tallies = [svg.append('g'), svg.append('g'), svg.append('g')];

  function send(poison: boolean) {
    state.sent += 1;
    waiting.push({
      id: `${poison ? 'p' : 'e'}${state.sent}`,
      poison,
      attempts: 0,
      dueAt: state.now,
    });
    render();
  }

  function deliver() {
    state.now += 1;
    const batch = waiting.filter((m) => m.dueAt <= state.now).slice(0, BATCH_SIZE);
    const said: string[] = [];
    for (const message of batch) {
      message.attempts += 1;
      waiting = waiting.filter((m) => m !== message);
      if (!message.poison) {
        state.applied += 1;
        said.push(`${message.id} applied`);
      } else if (state.classify || message.attempts > MAX_RETRIES) {
        state.dead += 1;
        said.push(
          `${message.id} dead-lettered after ${plural(message.attempts, 'delivery', 'deliveries')}`,
        );
      } else {
        state.wasted += 1;
        message.dueAt = state.now + 2 ** (message.attempts - 1);
        waiting.push(message);
        said.push(`${message.id} failed, retry in ${2 ** (message.attempts - 1)} s`);
      }
    }
    render(
      said.length === 0 ? `t=${state.now}s: nothing due.` : `t=${state.now}s: ${said.join('; ')}.`,
    );
  }

  function chipOf(message: Waiting): Chip {
    return {
      text: message.attempts > 0 ? `${message.id}×${message.attempts}` : message.id,
      fill: message.poison ? theme.danger : theme.queue,
      dashed: message.attempts > 0,
    };
  }

  function render(news?: string) {
    classifyButton
      .text(state.classify ? 'Consumer: dead-letters poison' : 'Consumer: retries every error')
      .attr('aria-pressed', String(state.classify));
    drawChips(chips, theme, waiting.map(chipOf), {
      x: PAD,
      y: 26,
      width: inner,
      chipWidth: 48,
      rows: 2,
    });
    const max = Math.max(8, state.applied, state.wasted, state.dead);
    const figures = [
      { label: 'Applied', value: state.applied, max, color: theme.success },
      {
        label: narrow ? 'Wasted on poison' : 'Deliveries wasted on poison',
        value: state.wasted,
        max,
        color: theme.warning,
      },
      { label: 'Dead letters', value: state.dead, max, color: theme.danger },
    ];
    figures.forEach((tally, index) => {
      const group = tallies[index];
      if (group)
        drawTally(group, theme, tally, PAD, narrow ? 96 + index * 34 : 100 + index * 40, inner);
    });
    stage.say(
      news ??
        (state.classify
          ? 'The consumer validates each body: a poison event goes to the dead letters on its first delivery.'
          : `The consumer retries every error: a poison event is delivered ${MAX_RETRIES + 1} times before the dead letters.`),
    );
  }

  send(false);
  send(true);
  send(false);
}
