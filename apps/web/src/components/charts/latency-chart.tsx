import { useMemo } from 'react';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { ChartCard } from './chart-card';
import { formatMs, formatTimestamp, timeLabelFormatter } from './chart-format';
import {
  AXIS_LINE_COLOR,
  AXIS_TICK,
  axisLabel,
  BAND_95_COLOR,
  BAND_99_COLOR,
  CURSOR_COLOR,
  GRID_COLOR,
  LEGEND_STYLE,
  legendText,
  LINE_COLOR,
} from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import {
  DEFAULT_CHART_HEIGHT,
  LATENCY_SERIES,
  LATENCY_TITLE,
  LATENCY_Y_LABEL,
  LATENCY_Y_MIN,
  QUANTILES,
  TIME_AXIS_LABEL,
} from './constants';
import { DataTable, type DataColumn } from './data-table';

const Y_AXIS_WIDTH = 64;
const BAND_OPACITY = 0.35;

export interface LatencyPoint {
  timestamp: string;
  p50: number;
  p95?: number | null | undefined;
  p99?: number | null | undefined;
}

export interface LatencyChartProps {
  data: LatencyPoint[];
  title?: string | undefined;
  height?: number | undefined;
  loading?: boolean | undefined;
  sample?: boolean | undefined;
  csvFileName?: string | undefined;
  emptyText?: string | undefined;
}

interface BandRow {
  timestamp: string;
  p50: number;
  /** [low, high] ranges: recharts draws an Area between them; null leaves a gap. */
  band95: [number, number] | null;
  band99: [number, number] | null;
}

function toBandRow(point: LatencyPoint): BandRow {
  const p95 = point.p95 ?? null;
  const p99 = point.p99 ?? null;
  return {
    timestamp: point.timestamp,
    p50: point.p50,
    band95: p95 === null ? null : [point.p50, p95],
    band99: p99 === null ? null : [p95 ?? point.p50, p99],
  };
}

const QUANTILE_COLORS = { p50: LINE_COLOR, p95: BAND_95_COLOR, p99: BAND_99_COLOR } as const;

const COLUMNS: DataColumn<LatencyPoint>[] = [
  { header: TIME_AXIS_LABEL, cell: (point) => formatTimestamp(point.timestamp) },
  ...QUANTILES.map((quantile) => ({
    header: quantile,
    cell: (point: LatencyPoint) => formatMs(point[quantile]),
    numeric: true,
  })),
];

function LatencyTooltip({ point }: { point: LatencyPoint }) {
  return (
    <ChartTooltip
      title={formatTimestamp(point.timestamp)}
      rows={QUANTILES.map((quantile) => ({
        label: quantile,
        value: formatMs(point[quantile]),
        color: QUANTILE_COLORS[quantile],
      }))}
    />
  );
}

/** The median as a line with the p50–p95 and p95–p99 bands around it (spec 2). */
export function LatencyChart(props: LatencyChartProps) {
  const { data, title = LATENCY_TITLE, height = DEFAULT_CHART_HEIGHT, loading = false } = props;
  const { sample, csvFileName, emptyText } = props;
  const rows = useMemo(() => data.map(toBandRow), [data]);
  const timeLabel = useMemo(() => timeLabelFormatter(data.map((p) => p.timestamp)), [data]);
  const byTimestamp = useMemo(() => new Map(data.map((p) => [p.timestamp, p])), [data]);
  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const point = byTimestamp.get(String(label));
    return active && point ? <LatencyTooltip point={point} /> : null;
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
      renderTable={(id) => <DataTable id={id} caption={title} columns={COLUMNS} rows={data} />}
    >
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart
          title={title}
          data={rows}
          margin={{ top: 8, right: 16, bottom: 16, left: 8 }}
        >
          <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" />
          <XAxis
            dataKey="timestamp"
            tickFormatter={timeLabel}
            tick={AXIS_TICK}
            stroke={AXIS_LINE_COLOR}
            minTickGap={24}
            label={axisLabel(TIME_AXIS_LABEL, 'insideBottom')}
          />
          <YAxis
            width={Y_AXIS_WIDTH}
            // Nice ticks would round the 10 down to 0; without them the axis starts at 10, or
            // lower only when the data does, so no point is cut off.
            domain={[LATENCY_Y_MIN, 'auto']}
            niceTicks="none"
            tick={AXIS_TICK}
            stroke={AXIS_LINE_COLOR}
            label={axisLabel(LATENCY_Y_LABEL, 'insideLeft', -90)}
          />
          <Tooltip content={renderTooltip} cursor={{ stroke: CURSOR_COLOR }} />
          <Legend formatter={legendText} wrapperStyle={LEGEND_STYLE} />
          <Area
            dataKey="band99"
            name={LATENCY_SERIES.band99}
            stroke={BAND_99_COLOR}
            fill={BAND_99_COLOR}
            fillOpacity={BAND_OPACITY}
            isAnimationActive={false}
          />
          <Area
            dataKey="band95"
            name={LATENCY_SERIES.band95}
            stroke={BAND_95_COLOR}
            fill={BAND_95_COLOR}
            fillOpacity={BAND_OPACITY}
            isAnimationActive={false}
          />
          <Line
            dataKey="p50"
            name={LATENCY_SERIES.p50}
            stroke={LINE_COLOR}
            strokeWidth={2}
            dot={data.length <= 1}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
