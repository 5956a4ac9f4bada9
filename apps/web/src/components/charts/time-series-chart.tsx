import { useMemo, useState } from 'react';
import { Brush, LabelList, Line, LineChart, Tooltip, type TooltipContentProps } from 'recharts';
import { initialBrushWindow, type BrushWindow } from './brush-window';
import { ChartCard, type ChartCardOptions } from './chart-card';
import { formatNumber, formatTimestamp, timeLabelFormatter } from './chart-format';
import { BRUSH_FILL, CURSOR_COLOR, LINE_COLOR, TEXT_COLOR } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import {
  brushLabel,
  LINE_CHART_HEIGHT,
  LINE_CHART_WIDTH,
  LINE_CHART_Y_LABEL,
  TIME_AXIS_LABEL,
  TIME_CHART_MARGIN,
  VALUE_COLUMN,
} from './constants';
import { downsample, maxPointsForWidth } from './downsample';
import { TimeAxes } from './time-axes';

const BRUSH_HEIGHT = 40;
/**
 * A series this short (one daily bucket on 15m or 1h, two on 24h) is a dot and its value per
 * point, since a line through one or two points says next to nothing.
 */
const FEW_POINTS = 12;
const FEW_POINTS_DOT = { r: 4, fill: LINE_COLOR, strokeWidth: 0 } as const;

export interface TimePoint {
  timestamp: string;
  value: number;
}

/** The fields of a row that hold numbers. */
type NumberKey<Row> = { [K in keyof Row & string]: Row[K] extends number ? K : never }[keyof Row &
  string];

export interface TimeSeriesChartProps<Row extends { timestamp: string }> extends ChartCardOptions {
  /** The points, oldest first; the table and the CSV keep every field of them. */
  data: Row[];
  /** The field that holds each point's value. */
  valueKey: NumberKey<Row>;
  /** Sets how many points are drawn; the chart itself fills its container. */
  width?: number | undefined;
  /** Names the values on the axis and in the tooltip. */
  yLabel?: string | undefined;
  /** The data table's header for the values; 'Value' by default. */
  valueHeader?: string | undefined;
  valueFormat?: ((value: number) => string) | undefined;
  /** A lower brush chart to pick the window shown (on by default). */
  withBrush?: boolean | undefined;
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

/** Values over time with a lower brush chart to pick the window, a tooltip and a data table. */
export function TimeSeriesChart<Row extends { timestamp: string }>(
  props: TimeSeriesChartProps<Row>,
) {
  const { data, valueKey, width = LINE_CHART_WIDTH, height = LINE_CHART_HEIGHT, ...rest } = props;
  const { yLabel = LINE_CHART_Y_LABEL, valueFormat = formatNumber, ...more } = rest;
  const { valueHeader = VALUE_COLUMN, withBrush = true, ...card } = more;
  const points = useMemo(() => downsample(data, maxPointsForWidth(width)), [data, width]);
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
    <ChartCard
      {...card}
      height={height}
      rows={data}
      columns={[
        {
          key: 'timestamp',
          header: TIME_AXIS_LABEL,
          format: (iso) => formatTimestamp(String(iso)),
        },
        { key: valueKey, header: valueHeader, format: (value) => valueFormat(Number(value)) },
      ]}
    >
      <LineChart title={card.title} data={points} margin={TIME_CHART_MARGIN}>
        <TimeAxes timeLabel={timeLabel} yLabel={yLabel} yAxis={{ tickFormatter: valueFormat }} />
        <Tooltip content={renderTooltip} cursor={{ stroke: CURSOR_COLOR }} />
        <Line
          type="monotone"
          dataKey={valueKey}
          name={yLabel}
          stroke={LINE_COLOR}
          strokeWidth={2}
          dot={few ? FEW_POINTS_DOT : false}
          isAnimationActive={false}
        >
          {few ? (
            <LabelList
              dataKey={valueKey}
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
              <Line dataKey={valueKey} stroke={LINE_COLOR} dot={false} isAnimationActive={false} />
            </LineChart>
          </Brush>
        ) : null}
      </LineChart>
    </ChartCard>
  );
}
