import { edgeWidth, LABEL_LINE_HEIGHT, type PlacedEdge } from '../lib/edge-geometry';
import { edgeFigures } from '../lib/map-text';
import classes from './system-map.module.css';

interface EdgeLineProps {
  placed: PlacedEdge;
  arrowId: string;
  failingArrowId: string;
}

/**
 * A line with its arrow. Traffic makes it dashed, and the dashes move (the CSS turns the
 * movement off for readers who ask for reduced motion); errors turn it red.
 */
export function EdgeLine({ placed, arrowId, failingArrowId }: EdgeLineProps) {
  const { edge, start, end } = placed;
  const failing = edge.errorRate > 0;
  return (
    <line
      className={classes.edge}
      data-edge={`${edge.from}->${edge.to}`}
      data-flowing={edge.requestsPerSecond > 0 ? '' : undefined}
      data-failing={failing ? '' : undefined}
      x1={start.x}
      y1={start.y}
      x2={end.x}
      y2={end.y}
      strokeWidth={edgeWidth(edge.requestsPerSecond)}
      markerEnd={`url(#${failing ? failingArrowId : arrowId})`}
    />
  );
}

/** The live figures of a line: its traffic, and its errors in red when there are any. */
export function EdgeLabel({ placed }: { placed: PlacedEdge }) {
  const { traffic, errors } = edgeFigures(placed.edge);
  const lines = errors === null ? 1 : 2;
  const top = placed.label.y - ((lines - 1) * LABEL_LINE_HEIGHT) / 2 + 4;
  return (
    <text className={classes.edgeLabel} textAnchor="middle" x={placed.label.x} y={top}>
      <tspan>{traffic}</tspan>
      {errors === null ? null : (
        <tspan className={classes.errorText} x={placed.label.x} dy={LABEL_LINE_HEIGHT}>
          {errors}
        </tspan>
      )}
    </text>
  );
}
