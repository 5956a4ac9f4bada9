import type { DiagramEdge } from '../lib/diagram-layout';
import { edgeWidth, LABEL_LINE_HEIGHT } from '../lib/edge-geometry';
import { edgeKey, edgeMarkText, FAILING_MARK, PAUSED_MARK, type LabelLine } from '../lib/map-marks';
import { FigureSpan } from './figure-span';
import classes from './system-map.module.css';

interface EdgeLineProps {
  placed: DiagramEdge;
  arrowId: string;
  failingArrowId: string;
}

const TONE_CLASS: Record<LabelLine['tone'], string | undefined> = {
  plain: undefined,
  warning: classes.warningText,
  danger: classes.errorText,
};

/**
 * A line with its arrow. Traffic makes it dashed, and the dashes move (the CSS turns the
 * movement off for readers who ask for reduced motion); errors or a failing consumer turn it
 * red; a paused consumer stops it, in short still dashes.
 */
export function EdgeLine({ placed, arrowId, failingArrowId }: EdgeLineProps) {
  const { edge, start, end, mark } = placed;
  const paused = mark?.text === PAUSED_MARK;
  const failing = edge.errorRate > 0 || mark?.text === FAILING_MARK;
  return (
    <line
      className={classes.edge}
      data-edge={edgeKey(edge)}
      data-flowing={edge.requestsPerSecond > 0 && !paused ? '' : undefined}
      data-paused={paused ? '' : undefined}
      data-failing={failing ? '' : undefined}
      x1={start.x}
      y1={start.y}
      x2={end.x}
      y2={end.y}
      strokeWidth={edgeWidth(edge.requestsPerSecond)}
      markerEnd={`url(#${failing ? failingArrowId : arrowId})`}
    >
      {mark === undefined ? null : <title>{edgeMarkText(edge.from, edge.to, mark.text)}</title>}
    </line>
  );
}

/** The figures of a line, a fault's mark first: its traffic, and its errors in red. */
export function EdgeLabel({ placed }: { placed: DiagramEdge }) {
  const { lines, label } = placed;
  if (lines.length === 0) return null;
  const top = label.y - ((lines.length - 1) * LABEL_LINE_HEIGHT) / 2 + 4;
  return (
    <text className={classes.edgeLabel} textAnchor="middle" x={label.x} y={top}>
      {lines.map((line, index) => (
        <FigureSpan
          key={index}
          text={line.text}
          className={TONE_CLASS[line.tone]}
          x={label.x}
          dy={index === 0 ? undefined : LABEL_LINE_HEIGHT}
        />
      ))}
    </text>
  );
}
