// What this module's message visualisations draw alike: a row of message chips that wraps to the
// width (one chip per delivery), and tally lines (a label, a value, a bar scaled to the width).
import type { D3Theme } from '../../lib/d3-theme';
import {
  createStage,
  MONOSPACE,
  NARROW_WIDTH,
  type Stage,
  type Svg,
  type VisualisationContext,
} from '../../lib/visualisation-stage';

/** The space left and right of the drawing. */
export const PAD = 8;

export interface MessageStage {
  stage: Stage;
  narrow: boolean;
  /** The width between the pads. */
  inner: number;
  /** The group the chips are drawn in, under the caption. */
  chips: Svg<SVGGElement>;
}

/**
 * The stage of this module's message visualisations: the controls (`controlsHeight` high on a
 * wide frame, `narrowControlsHeight` on a phone), a status line of up to two lines on a wide frame
 * and three on a phone, and the caption over the row of chips (`caption(narrow)`).
 */
export function createMessageStage(
  context: VisualisationContext,
  label: string,
  [controlsHeight, narrowControlsHeight]: readonly [number, number],
  caption: (narrow: boolean) => string,
): MessageStage {
  const narrow = context.width < NARROW_WIDTH;
  const stage = createStage(context, {
    label,
    controlsHeight: narrow ? narrowControlsHeight : controlsHeight,
    statusHeight: narrow ? 54 : 38,
  });
  stage.svg
    .append('text')
    .attr('x', PAD)
    .attr('y', 16)
    .attr('font-size', 11)
    .attr('fill', context.theme.dimmed)
    .text(caption(narrow));
  return { stage, narrow, inner: context.width - PAD * 2, chips: stage.svg.append('g') };
}

export interface Chip {
  /** What the chip says, e.g. 'f2' or 'del f1'. */
  text: string;
  fill: string;
  /** Drawn with a dashed outline: a repeat, a requeued copy. */
  dashed?: boolean;
}

export interface ChipRow {
  x: number;
  y: number;
  width: number;
  chipWidth: number;
  /** Rows at most: older chips beyond them are left out. */
  rows: number;
}

const CHIP_HEIGHT = 22;
const GAP = 6;

/** How many chips fit in the row's area. */
export function chipCapacity({ width, chipWidth, rows }: ChipRow): number {
  return Math.max(1, Math.floor((width + GAP) / (chipWidth + GAP))) * rows;
}

/** Draws the newest chips that fit (the last of `chips`), left to right, row by row. */
export function drawChips(
  group: Svg<SVGGElement>,
  theme: D3Theme,
  chips: readonly Chip[],
  row: ChipRow,
) {
  const perRow = Math.max(1, Math.floor((row.width + GAP) / (row.chipWidth + GAP)));
  const shown = chips.slice(-chipCapacity(row));
  group.selectAll('*').remove();
  shown.forEach((chip, index) => {
    const x = row.x + (index % perRow) * (row.chipWidth + GAP);
    const y = row.y + Math.floor(index / perRow) * (CHIP_HEIGHT + GAP);
    group
      .append('rect')
      .attr('x', x)
      .attr('y', y)
      .attr('width', row.chipWidth)
      .attr('height', CHIP_HEIGHT)
      .attr('rx', 5)
      .attr('fill', chip.fill)
      .attr('stroke', theme.text)
      .attr('stroke-width', chip.dashed ? 1.5 : 0)
      .attr('stroke-dasharray', chip.dashed ? '4 3' : null);
    group
      .append('text')
      .attr('x', x + row.chipWidth / 2)
      .attr('y', y + 15)
      .attr('text-anchor', 'middle')
      .attr('font-family', MONOSPACE)
      .attr('font-size', 11)
      .attr('fill', theme.onFill)
      .text(chip.text);
  });
}

export interface Tally {
  label: string;
  value: number;
  /** The value the bar would fill the width at. */
  max: number;
  color: string;
  /** Said after the value, e.g. '(wrong)'. */
  note?: string;
}

/** A labelled figure with a bar under it, at (x, y), `width` wide. */
export function drawTally(
  group: Svg<SVGGElement>,
  theme: D3Theme,
  tally: Tally,
  x: number,
  y: number,
  width: number,
) {
  group.selectAll('*').remove();
  group
    .append('text')
    .attr('x', x)
    .attr('y', y)
    .attr('font-size', 12)
    .attr('fill', theme.text)
    .text(`${tally.label}: ${tally.value}${tally.note ? ` ${tally.note}` : ''}`);
  group
    .append('rect')
    .attr('x', x)
    .attr('y', y + 6)
    .attr('width', width)
    .attr('height', 10)
    .attr('fill', theme.surface)
    .attr('stroke', theme.border);
  group
    .append('rect')
    .attr('x', x)
    .attr('y', y + 6)
    .attr('width', Math.min(width, (width * tally.value) / Math.max(1, tally.max)))
    .attr('height', 10)
    .attr('fill', tally.color);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
