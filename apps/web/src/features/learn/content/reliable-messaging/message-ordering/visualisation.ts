// Three file events in the order they arrive, counted by a naive handler and by a ledger with
// tombstones: the ledger is right in every order, the naive handler only in some.
import type { VisualisationContext, VisualisationSize } from '../../../lib/visualisation-stage';
import {
  createMessageStage,
  drawChips,
  drawTally,
  PAD,
  type Chip,
} from '../visualisation-message-chips';

export const size: VisualisationSize = { width: 600, height: 300 };

type FileEvent = { type: 'up' | 'del'; file: string };

const SENT: readonly FileEvent[] = [
  { type: 'up', file: 'a' },
  { type: 'up', file: 'b' },
  { type: 'del', file: 'a' },
];

/** Every order of the sent events, the order they were sent in first. */
function orders(list: readonly FileEvent[]): FileEvent[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((first, index) =>
    orders(list.filter((_, other) => other !== index)).map((rest) => [first, ...rest]),
  );
}

function naiveCount(events: readonly FileEvent[]): number {
  const files = new Set<string>();
  for (const event of events) {
    if (event.type === 'up') files.add(event.file);
    else files.delete(event.file);
  }
  return files.size;
}

/** The ledger: a row per file, a delete leaves a tombstone, an upload never revives one. */
function ledgerRows(events: readonly FileEvent[]): Map<string, boolean> {
  const rows = new Map<string, boolean>();
  for (const event of events) {
    if (event.type === 'del') rows.set(event.file, true);
    else if (!rows.has(event.file)) rows.set(event.file, false);
  }
  return rows;
}

export function draw(context: VisualisationContext): void {
  const { theme } = context;
  const { stage, inner, chips } = createMessageStage(
    context,
    'Three file events in their order of arrival, with the file count of a naive handler and of a ledger with tombstones',
    [40, 40],
    (narrow) =>
      narrow
        ? 'Arrival order (sent: up a, up b, del a)'
        : 'Arrival order at the users consumer (sent: up a, up b, del a)',
  );
  const { svg, narrow } = stage;
  const all = orders(SENT);
  let index = 0;
  const rowsText = svg
    .append('text')
    .attr('x', PAD)
    .attr('y', 74)
    .attr('font-size', 12)
    .attr('fill', theme.text);
  const naiveTally = svg.append('g');
  const ledgerTally = svg.append('g');

  stage.button('Next order', () => {
    index = (index + 1) % all.length;
    render();
  });
  stage.button('Send order', () => {
    index = 0;
    render();
  });

  function chipOf(event: FileEvent, position: number): Chip {
    const early =
      event.type === 'del' &&
      all[index]?.slice(position).some((e) => e.type === 'up' && e.file === event.file);
    return {
      text: `${event.type} ${event.file}`,
      fill: event.type === 'del' ? theme.danger : theme.queue,
      dashed: early === true,
    };
  }

  function render() {
    const order = all[index] ?? [...SENT];
    drawChips(chips, theme, order.map(chipOf), {
      x: PAD,
      y: 26,
      width: inner,
      chipWidth: 56,
      rows: 1,
    });
    const rows = ledgerRows(order);
    rowsText.text(
      `Ledger rows: ${[...rows].map(([file, deleted]) => `${file}${deleted ? ' (tombstone)' : ''}`).join(', ')}`,
    );
    const naive = naiveCount(order);
    const right = [...rows.values()].filter((deleted) => !deleted).length;
    drawTally(
      naiveTally,
      theme,
      {
        label: narrow ? 'Naive handler' : 'Naive handler (add, remove if present)',
        value: naive,
        max: 3,
        color: naive === right ? theme.success : theme.danger,
        note: naive === right ? '' : '(wrong)',
      },
      PAD,
      108,
      inner,
    );
    drawTally(
      ledgerTally,
      theme,
      { label: 'Ledger with tombstones', value: right, max: 3, color: theme.success },
      PAD,
      150,
      inner,
    );
    const names = order.map((event) => `${event.type} ${event.file}`).join(', ');
    stage.say(
      `Order ${index + 1} of ${all.length}: ${names}. ${
        naive === right
          ? 'Both count 1 file.'
          : `The delete came first: the naive handler counts ${naive}, the ledger ${right}.`
      }`,
    );
  }

  render();
}
