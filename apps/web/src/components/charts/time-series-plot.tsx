import { useMemo, useState } from 'react';
import {
  Brush,
  LabelList,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
} from 'recharts';
import { initialBrushWindow, type BrushWindow } from './brush-window';
import { formatTimestamp, timeLabelFormatter } from './chart-format';
import { BRUSH_FILL, CURSOR_COLOR, LINE_COLOR, TEXT_COLOR } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { brushLabel, TIME_CHART_MARGIN } from './constants';
import { TimeAxes } from './time-axes';

const BRUSH_HEIGHT = 40;
/**
 * A series this short (one daily bucket on 15m or 1h, two on 24h) is a dot and its value per
 * point, since a line through one or two points says next to nothing.
 */
const FEW_POINTS = 12;
const FEW_POINTS_DOT = { r: 4, fill: LINE_COLOR, strokeWidth: 0 } as const;

export interface TimeSeriesPlotProps {
  title: string;
  /** The points drawn (already thinned to the chart's width), oldest first. */
  points: { timestamp: string; value: number }[];
  height: number;
  yLabel: string;
  valueFormat: (value: number) => string;
  withBrush: boolean;
}

// The brush window is the user's until the number of points changes (a new range).
function useBrushWindow(count: number) {
  const [state, setState] = useState({ count, window: initialBrushWindow(count) });
  let current = state;
  if (state.count !== count) {
    current = { count, window: initialBrushWindow(count) };
    setState(current);
  }
  const setWindow = (window: BrushWindow) => setState({ count, window });
  return [current.window, setWindow] as const;
}

/** The line of a TimeSeriesChart, with its axes, tooltip and brush. */
export function TimeSeriesPlot(props: TimeSeriesPlotProps) {
  const { title, points, height, yLabel, valueFormat, withBrush } = props;
  const timeLabel = useMemo(() => timeLabelFormatter(points.map((p) => p.timestamp)), [points]);
  const [brush, setBrush] = useBrushWindow(points.length);
  const few = points.length <= FEW_POINTS;

  const renderTooltip = ({ active, label, payload }: TooltipContentProps) => {
    const value = payload[0]?.value;
    if (!active || typeof value !== 'number') return null;
    return (
      <ChartTooltip
        title={formatTimestamp(String(label))}
        rows={[{ label: yLabel, value: valueFormat(value), color: LINE_COLOR }]}
      />
    );
  };

  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart title={title} data={points} margin={TIME_CHART_MARGIN}>
        <TimeAxes timeLabel={timeLabel} yLabel={yLabel} yAxis={{ tickFormatter: valueFormat }} />
        <Tooltip content={renderTooltip} cursor={{ stroke: CURSOR_COLOR }} />
        <Line
          type="monotone"
          dataKey="value"
          name={yLabel}
          stroke={LINE_COLOR}
          strokeWidth={2}
          dot={few ? FEW_POINTS_DOT : false}
          isAnimationActive={false}
        >
          {few ? (
            <LabelList
              dataKey="value"
              position="top"
              fill={TEXT_COLOR}
              fontSize={12}
              formatter={(value) => (typeof value === 'number' ? valueFormat(value) : '')}
            />
          ) : null}
        </Line>
        {withBrush ? (
          <Brush
            dataKey="timestamp"
            height={BRUSH_HEIGHT}
            startIndex={brush.startIndex}
            endIndex={brush.endIndex}
            onChange={({ startIndex, endIndex }) => setBrush({ startIndex, endIndex })}
            ariaLabel={brushLabel(
              timeLabel(points[brush.startIndex]?.timestamp ?? ''),
              timeLabel(points[brush.endIndex]?.timestamp ?? ''),
            )}
            tickFormatter={timeLabel}
            fill={BRUSH_FILL}
            stroke={LINE_COLOR}
          >
            <LineChart data={points}>
              <Line dataKey="value" stroke={LINE_COLOR} dot={false} isAnimationActive={false} />
            </LineChart>
          </Brush>
        ) : null}
      </LineChart>
    </ResponsiveContainer>
  );
}
