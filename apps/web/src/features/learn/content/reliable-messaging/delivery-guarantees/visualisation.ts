// At-least-once delivery: uploads delivered, some twice, counted by a plain counter and by a
// ledger keyed by file id.
import type { VisualisationContext, VisualisationSize } from '../../../lib/visualisation-stage';
import {
  createMessageStage,
  drawChips,
  drawTally,
  PAD,
  plural,
  type Chip,
} from '../visualisation-message-chips';

export const size: VisualisationSize = { width: 600, height: 300 };

export function draw(context: VisualisationContext): void {
  const { theme } = context;
  const { stage, narrow, inner, chips } = createMessageStage(
    context,
    'File events delivered to the users consumer, repeats dashed, with the count a plain counter gives and the count of a ledger keyed by file id',
    [40, 76],
    () => 'Deliveries to the users consumer, oldest first',
  );
  const deliveries: Chip[] = [];
  const ledger = new Set<string>();
  let uploads = 0;
  let counter = 0;
  const counterTally = stage.svg.append('g');
  const ledgerTally = stage.svg.append('g');
  const rows = 2;
  const tallyY = 28 + rows * 28 + 22;

  function deliver(fileId: string, repeat: boolean) {
    counter += 1;
    ledger.add(fileId);
    deliveries.push({ text: fileId, fill: repeat ? theme.warning : theme.queue, dashed: repeat });
    render();
  }

  stage.button('Upload a file', () => {
    uploads += 1;
    deliver(`f${uploads}`, false);
  });
  stage.button('Lose an ack: redeliver', () => {
    const last = deliveries.at(-1);
    if (last) deliver(last.text, true);
    else stage.say('Upload a file first: there is nothing to deliver again.');
  });
  stage.button('Reset', () => {
    deliveries.length = 0;
    ledger.clear();
    uploads = 0;
    counter = 0;
    render();
  });

  function render() {
    drawChips(chips, theme, deliveries, { x: PAD, y: 26, width: inner, chipWidth: 40, rows });
    const max = Math.max(10, counter);
    drawTally(
      counterTally,
      theme,
      {
        label: narrow ? 'Plain counter' : 'Plain counter (+1 per delivery)',
        value: counter,
        max,
        color: counter === ledger.size ? theme.success : theme.danger,
        note: counter === ledger.size ? '' : '(wrong)',
      },
      PAD,
      tallyY,
      inner,
    );
    drawTally(
      ledgerTally,
      theme,
      {
        label: narrow ? 'Ledger by file id' : 'Ledger keyed by file id',
        value: ledger.size,
        max,
        color: theme.success,
      },
      PAD,
      tallyY + 42,
      inner,
    );
    const repeats = counter - uploads;
    stage.say(
      counter === 0
        ? 'Press Upload a file, then Lose an ack to make the queue deliver it again.'
        : `${plural(counter, 'delivery', 'deliveries')} of ${plural(uploads, 'upload')}, ${plural(repeats, 'repeat')}: the counter says ${counter}, the ledger ${ledger.size}.`,
    );
  }

  render();
}
