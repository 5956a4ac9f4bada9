// The stage of this module's two bucket visualisations: a row of controls (two on a phone) over
// the status line and the svg, both inset 8 px.
import {
  createStage,
  NARROW_WIDTH,
  type VisualisationContext,
} from '../../lib/visualisation-stage';

/** `gap`: the controls' CSS gap, between rows and between controls. */
export function createBucketStage(context: VisualisationContext, label: string, gap: string) {
  const narrow = context.width < NARROW_WIDTH;
  const stage = createStage(context, {
    label,
    controlsHeight: narrow ? 84 : 44,
    statusHeight: narrow ? 54 : 38,
  });
  stage.controls.style('gap', gap).style('padding', '6px 8px');
  stage.status.style('padding', '0 8px');
  /** A label in the controls, for a control and its caption side by side. */
  const field = () =>
    stage.controls
      .append('label')
      .style('display', 'flex')
      .style('align-items', 'center')
      .style('gap', '6px');
  return { ...stage, field };
}
