// The stage of this module's visualisations with controls over the drawing (backpressure, the
// outbox): one row of controls on a wide frame, two on a phone, the status line over the foot,
// and toggles that show when they are pressed.
import {
  createStage,
  type Html,
  type Stage,
  type VisualisationContext,
} from '../../lib/visualisation-stage';

export interface OverlayStage extends Stage {
  controlsHeight: number;
  statusHeight: number;
  /** Marks a toggle pressed or not, for screen readers and in `color` on the screen. */
  press(button: Html<HTMLButtonElement>, on: boolean, color: string): void;
}

export function createOverlayStage(context: VisualisationContext, label: string): OverlayStage {
  const { width, theme } = context;
  const controlsHeight = width >= 560 ? 44 : 80;
  const statusHeight = width < 480 ? 54 : 38;
  const stage = createStage(context, { label, controlsHeight, statusHeight, layout: 'overlay' });
  stage.controls.style('gap', '4px 10px').style('font-size', '12px');
  stage.svg.style('font-size', '11px');
  return {
    ...stage,
    controlsHeight,
    statusHeight,
    press(button, on, color) {
      button
        .attr('aria-pressed', String(on))
        .style('background', on ? color : '')
        .style('color', on ? theme.onFill : '');
    },
  };
}
