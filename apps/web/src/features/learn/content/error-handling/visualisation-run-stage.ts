// The stage of this module's two run-and-watch visualisations: a 40 px row of controls, the svg,
// and the status line below it.
import {
  createStage,
  NARROW_WIDTH,
  type Stage,
  type VisualisationContext,
} from '../../lib/visualisation-stage';

export function createRunStage(context: VisualisationContext, label: string): Stage {
  return createStage(context, {
    label,
    controlsHeight: 40,
    statusHeight: context.width < NARROW_WIDTH ? 60 : 44,
    status: 'below',
  });
}
