// The stage of this module's two architecture diagrams: the svg fills the frame on the theme's
// background, the controls sit over its top in one row (two on a phone) and the status line over
// its bottom.
import {
  createStage,
  NARROW_WIDTH,
  type Html,
  type Stage,
  type VisualisationContext,
} from '../../lib/visualisation-stage';

export interface DiagramStage extends Stage {
  controlsHeight: number;
  statusHeight: number;
  firstRow: Html<HTMLDivElement>;
  /** The first row again when there is only one. */
  lastRow: Html<HTMLDivElement>;
}

export function createDiagramStage(context: VisualisationContext, label: string): DiagramStage {
  const { width, height, theme } = context;
  const narrow = width < NARROW_WIDTH;
  const controlsHeight = narrow ? 84 : 44;
  const statusHeight = narrow ? 56 : 44;
  const stage = createStage(context, { label, controlsHeight, statusHeight, layout: 'overlay' });
  const firstRow = stage.row();
  const lastRow = narrow ? stage.row() : firstRow;
  stage.svg
    .append('rect')
    .attr('width', width)
    .attr('height', height)
    .attr('fill', theme.background);
  return { ...stage, controlsHeight, statusHeight, firstRow, lastRow };
}
