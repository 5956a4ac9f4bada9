// An upload's two writes: the file row, and the event the users service counts. Without the
// outbox, a failed send loses the event; with it, the event waits as a row until a send (or a
// sweep) succeeds, and usage catches up.
import type { VisualisationContext, VisualisationSize } from '../../../lib/visualisation-stage';
import { drawChips, drawTally, plural, type Chip } from '../visualisation-message-chips';
import { createOverlayStage } from '../visualisation-overlay-stage';

const MAX_FILES = 18;

export const size: VisualisationSize = { width: 600, height: 340 };

export function draw(context: VisualisationContext): void {
  const { width, height, theme } = context;
  const state = { files: 0, outboxOn: true, sendFails: false, lost: 0 };
  let outbox: string[] = []; // event names waiting, oldest first
  const delivered: string[] = []; // event names the users service received

  const stage = createOverlayStage(
    context,
    "Storage's files and its outbox of waiting events on the left, the events the users service received on the right, and the files stored against the files counted below",
  );
  const { svg, controlsHeight, statusHeight } = stage;

  stage.button('Upload', upload).attr('aria-label', 'Upload a file');
  const failButton = stage
    .button('Send fails', () => {
      state.sendFails = !state.sendFails;
      render(state.sendFails ? 'Sends now fail.' : 'Sends work again.');
    })
    .attr('aria-pressed', 'false');
  const outboxButton = stage
    .button('Outbox', () => {
      state.outboxOn = !state.outboxOn;
      render(state.outboxOn ? 'The outbox is on.' : 'No outbox: write the file, then send.');
    })
    .attr('aria-pressed', 'true');
  stage.button('Sweep', sweep);

  const top = controlsHeight + 16;
  const left = 8;
  const half = (width - 24) / 2;
  const right = left + half + 8;
  const heading = (x: number, text: string) =>
    svg
      .append('text')
      .attr('x', x)
      .attr('y', top)
      .attr('font-weight', 600)
      .style('fill', theme.text)
      .text(text);
  heading(left, stage.narrow ? 'storage outbox' : "storage's outbox (D1 rows)");
  heading(right, stage.narrow ? 'users received' : 'events the users service received');
  const outboxNote = svg
    .append('text')
    .attr('x', left)
    .attr('y', top + 108)
    .style('fill', theme.dimmed);
  const deliveredNote = svg
    .append('text')
    .attr('x', right)
    .attr('y', top + 108)
    .style('fill', theme.dimmed);
  const outboxChips = svg.append('g');
  const deliveredChips = svg.append('g');
  const moving = svg.append('g');
  const tallyTop = height - statusHeight - 60;
  const storedTally = svg.append('g');
  const countedTally = svg.append('g');
  const row = (x: number) => ({ x, y: top + 10, width: half, chipWidth: 34, rows: 3 });

  const counted = () => new Set(delivered).size;

  /** A dot from storage to the users service, for a send that worked. */
  function fly() {
    if (stage.reduced) return;
    const dot = moving
      .append('circle')
      .attr('cx', left + half / 2)
      .attr('cy', top + 50)
      .attr('r', 6)
      .attr('fill', theme.event);
    stage
      .move(dot, 600)
      .attr('cx', right + half / 2)
      .remove();
  }

  /** Tries to publish an event; answers whether the queue took it. */
  function send(name: string): boolean {
    if (state.sendFails) return false;
    delivered.push(name);
    fly();
    return true;
  }

  function upload() {
    if (state.files >= MAX_FILES) {
      render(
        `That is ${MAX_FILES} files: enough to see it. Press Reset under the frame to start over.`,
      );
      return;
    }
    state.files += 1;
    const name = `f${state.files}`;
    if (!state.outboxOn) {
      if (send(name)) render(`${name} stored and its event sent.`);
      else {
        state.lost += 1;
        render(`${name} stored, but its send failed: with no outbox the event is lost for good.`);
      }
      return;
    }
    outbox.push(name); // in the same transaction as the file row
    if (send(name)) {
      outbox = outbox.filter((waiting) => waiting !== name);
      render(`${name} stored with its event in the outbox; published and deleted from it.`);
    } else render(`${name} stored; its send failed, so its event waits in the outbox.`);
  }

  function sweep() {
    if (outbox.length === 0) {
      render('The sweep found nothing waiting in the outbox.');
      return;
    }
    if (state.sendFails) {
      render(
        `The sweep tried ${plural(outbox.length, 'event')}; the sends failed again, so they wait.`,
      );
      return;
    }
    const sent = outbox.length;
    outbox.forEach((name) => send(name));
    outbox = [];
    render(`The sweep sent ${plural(sent, 'waiting event')} and deleted them from the outbox.`);
  }

  function render(news: string) {
    const waitingChips: Chip[] = outbox.map((name) => ({ text: name, fill: theme.warning }));
    const receivedChips: Chip[] = delivered.map((name) => ({ text: name, fill: theme.queue }));
    drawChips(outboxChips, theme, waitingChips, row(left));
    drawChips(deliveredChips, theme, receivedChips, row(right));
    outboxNote.text(outbox.length === 0 ? 'empty' : `${outbox.length} waiting`);
    deliveredNote.text(
      state.lost > 0 ? `${state.lost} lost, never sent` : `${delivered.length} received`,
    );
    drawTally(
      storedTally,
      theme,
      { label: 'Files stored', value: state.files, max: MAX_FILES, color: theme.accent },
      left,
      tallyTop,
      half,
    );
    const behind = state.files - counted();
    drawTally(
      countedTally,
      theme,
      {
        label: 'Counted',
        value: counted(),
        max: MAX_FILES,
        color: behind > 0 ? theme.danger : theme.success,
        ...(behind > 0 ? { note: `(${behind} behind)` } : {}),
      },
      right,
      tallyTop,
      half,
    );
    stage.press(failButton, state.sendFails, theme.accent);
    stage.press(outboxButton, state.outboxOn, theme.accent);
    stage.say(`${news} Stored ${state.files}, counted ${counted()}.`);
  }

  render('Press Upload, then make sends fail and upload again.');
}
