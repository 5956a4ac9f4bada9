import type { DiagramEdge } from '../lib/diagram-layout';
import { edgeLabelSize, edgeWidth, LABEL_LINE_HEIGHT } from '../lib/edge-geometry';
import { edgeKey, edgeMarkText, FAILING_MARK, PAUSED_MARK, type LabelLine } from '../lib/map-marks';
import { useLayoutEffect, useRef } from 'react';
import { FigureSpan } from './figure-span';
import classes from './system-map.module.css';

interface EdgeLineProps {
  placed: DiagramEdge;
  arrowId: string;
  failingArrowId: string;
}

/** How far the plate behind a line's figures reaches past the text. */
const PLATE_PADDING = 3;

const TONE_CLASS: Record<LabelLine['tone'], string | undefined> = {
  plain: undefined,
  warning: classes.warningText,
  danger: classes.errorText,
};

/**
 * A line with its arrow, bent around the parts it does not join. Traffic makes it dashed, and the dashes move (the CSS turns the
 * movement off for readers who ask for reduced motion); errors or a failing consumer turn it
 * red; a paused consumer stops it, in short still dashes.
 */
export function EdgeLine({ placed, arrowId, failingArrowId }: EdgeLineProps) {
  const { edge, points, mark } = placed;
  const paused = mark?.text === PAUSED_MARK;
  const failing = edge.errorRate > 0 || mark?.text === FAILING_MARK;
  return (
    <polyline
      className={classes.edge}
      data-edge={edgeKey(edge)}
      data-flowing={edge.requestsPerSecond > 0 && !paused ? '' : undefined}
      data-paused={paused ? '' : undefined}
      data-failing={failing ? '' : undefined}
      points={points.map(({ x, y }) => `${x},${y}`).join(' ')}
      strokeWidth={edgeWidth(edge.requestsPerSecond)}
      markerEnd={`url(#${failing ? failingArrowId : arrowId})`}
    >
      {mark === undefined ? null : <title>{edgeMarkText(edge.from, edge.to, mark.text)}</title>}
    </polyline>
  );
}

/**
 * The figures of a line, a fault's mark first: its traffic, and its errors in red. A plate in the
 * card's colour sits behind them, sized from the text as drawn (the phone's text is a size larger
 * than the estimate), so no line shows through the gaps between words.
 */
export function EdgeLabel({ placed }: { placed: DiagramEdge }) {
  const { lines, label } = placed;
  const plate = useRef<SVGRectElement>(null);
  const text = useRef<SVGTextElement>(null);
  useLayoutEffect(() => {
    // jsdom draws nothing: there the plate keeps its estimated size.
    if (!plate.current || typeof text.current?.getBBox !== 'function') return;
    const box = text.current.getBBox();
    if (box.width === 0) return;
    plate.current.setAttribute('x', String(box.x - PLATE_PADDING));
    plate.current.setAttribute('y', String(box.y - PLATE_PADDING / 2));
    plate.current.setAttribute('width', String(box.width + 2 * PLATE_PADDING));
    plate.current.setAttribute('height', String(box.height + PLATE_PADDING));
  });
  if (lines.length === 0) return null;
  const estimate = edgeLabelSize(lines.map((line) => line.text));
  const top = label.y - ((lines.length - 1) * LABEL_LINE_HEIGHT) / 2 + 4;
  return (
    <g>
      <rect
        ref={plate}
        className={classes.labelPlate}
        x={label.x - estimate.width / 2}
        y={label.y - estimate.height / 2}
        width={estimate.width}
        height={estimate.height}
        rx={3}
      />
      <text ref={text} className={classes.edgeLabel} textAnchor="middle" x={label.x} y={top}>
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
    </g>
  );
}
