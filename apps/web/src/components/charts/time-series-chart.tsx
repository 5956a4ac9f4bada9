import { useMemo, useState } from 'react';
import {
  Brush,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { initialBrushWindow, type BrushWindow } from './brush-window';
import { ChartCard } from './chart-card';
import { formatNumber, formatTimestamp, timeLabelFormatter } from './chart-format';
import {
  AXIS_LINE_COLOR,
  AXIS_TICK,
  axisLabel,
  BRUSH_FILL,
  CURSOR_COLOR,
  GRID_COLOR,
  LINE_COLOR,
} from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import {
  brushLabel,
  LINE_CHART_HEIGHT,
  LINE_CHART_WIDTH,
  LINE_CHART_Y_LABEL,
  TIME_AXIS_LABEL,
  VALUE_COLUMN,
} from './constants';
import { DataTable } from './data-table';
import { downsample, maxPointsForWidth } from './downsample';

const BRUSH_HEIGHT = 40;
const Y_AXIS_WIDTH = 64;

export interface TimePoint {
  timestamp: string;
  value: number;
}

export interface TimeSeriesChartProps {
  title: string;
  data: TimePoint[];
  /** Sets how many points are drawn (spec 9); the chart itself fills its container. */
  width?: number | undefined;
  height?: number | undefined;
  xLabel?: string | undefined;
  yLabel?: string | undefined;
  loading?: boolean | undefined;
  sample?: boolean | undefined;
  valueFormat?: ((value: number) => string) | undefined;
  csvFileName?: string | undefined;
  emptyText?: string | undefined;
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
export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { title, data, width = LINE_CHART_WIDTH, height = LINE_CHART_HEIGHT } = props;
  const { xLabel = TIME_AXIS_LABEL, yLabel = LINE_CHART_Y_LABEL, loading = false } = props;
  const { sample, valueFormat = formatNumber, csvFileName, emptyText } = props;
  const points = useMemo(() => downsample(data, maxPointsForWidth(width)), [data, width]);
  const timeLabel = useMemo(() => timeLabelFormatter(points.map((p) => p.timestamp)), [points]);
  const [brush, setBrush] = useBrushWindow(points.length);

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
      title={title}
      loading={loading}
      sample={sample}
      empty={data.length === 0}
      emptyText={emptyText}
      csvFileName={csvFileName}
      csvRows={data}
      renderTable={(id) => (
        <DataTable
          id={id}
          caption={title}
          rows={data}
          columns={[
            { header: TIME_AXIS_LABEL, cell: (point) => formatTimestamp(point.timestamp) },
            { header: VALUE_COLUMN, cell: (point) => valueFormat(point.value), numeric: true },
          ]}
        />
      )}
    >
      <ResponsiveContainer width="100%" height={height}>
        <LineChart title={title} data={points} margin={{ top: 8, right: 16, bottom: 16, left: 8 }}>
          <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" />
          <XAxis
            dataKey="timestamp"
            tickFormatter={timeLabel}
            tick={AXIS_TICK}
            stroke={AXIS_LINE_COLOR}
            minTickGap={24}
            label={axisLabel(xLabel, 'insideBottom')}
          />
          <YAxis
            width={Y_AXIS_WIDTH}
            tickFormatter={valueFormat}
            tick={AXIS_TICK}
            stroke={AXIS_LINE_COLOR}
            label={axisLabel(yLabel, 'insideLeft', -90)}
          />
          <Tooltip content={renderTooltip} cursor={{ stroke: CURSOR_COLOR }} />
          <Line
            type="monotone"
            dataKey="value"
            name={yLabel}
            stroke={LINE_COLOR}
            strokeWidth={2}
            dot={points.length <= 1}
            isAnimationActive={false}
          />
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
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
