import { useMemo } from 'react';
import { Area, ComposedChart, Legend, Line, Tooltip, type TooltipContentProps } from 'recharts';
import { ChartCard, type ChartCardOptions } from './chart-card';
import { formatMs, formatTimestamp, timeLabelFormatter } from './chart-format';
import {
  BAND_95_COLOR,
  BAND_99_COLOR,
  CURSOR_COLOR,
  LEGEND_STYLE,
  legendText,
  LINE_COLOR,
} from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import {
  LATENCY_SERIES,
  LATENCY_TITLE,
  LATENCY_Y_LABEL,
  LATENCY_Y_MIN,
  QUANTILES,
  TIME_AXIS_LABEL,
  TIME_CHART_MARGIN,
} from './constants';
import type { DataColumn } from './data-table';
import { TimeAxes } from './time-axes';

const BAND_OPACITY = 0.35;

export interface LatencyPoint {
  timestamp: string;
  p50: number;
  p95?: number | null | undefined;
  p99?: number | null | undefined;
}

export interface LatencyChartProps extends Omit<ChartCardOptions, 'title'> {
  data: LatencyPoint[];
  title?: string | undefined;
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

// The outer band first, so the inner one is drawn over it.
const BANDS = [
  { key: 'band99', color: BAND_99_COLOR },
  { key: 'band95', color: BAND_95_COLOR },
] as const;

// Nice ticks would round the 10 down to 0; without them the axis starts at 10, or lower only
// when the data does, so no point is cut off.
const Y_AXIS = { domain: [LATENCY_Y_MIN, 'auto'], niceTicks: 'none' } as const;

const COLUMNS: DataColumn<LatencyPoint>[] = [
  { key: 'timestamp', header: TIME_AXIS_LABEL, format: formatTimestamp },
  ...QUANTILES.map((quantile) => ({ key: quantile, header: quantile, format: formatMs })),
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

/** The median as a line with the p50–p95 and p95–p99 bands around it. */
export function LatencyChart(props: LatencyChartProps) {
  const { data, title = LATENCY_TITLE, ...card } = props;
  const rows = useMemo(() => data.map(toBandRow), [data]);
  const timeLabel = useMemo(() => timeLabelFormatter(data.map((p) => p.timestamp)), [data]);
  const byTimestamp = useMemo(() => new Map(data.map((p) => [p.timestamp, p])), [data]);
  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const point = byTimestamp.get(String(label));
    return active && point ? <LatencyTooltip point={point} /> : null;
  };

  return (
    <ChartCard {...card} title={title} rows={data} columns={COLUMNS}>
      <ComposedChart title={title} data={rows} margin={TIME_CHART_MARGIN}>
        <TimeAxes timeLabel={timeLabel} yLabel={LATENCY_Y_LABEL} yAxis={Y_AXIS} />
        <Tooltip content={renderTooltip} cursor={{ stroke: CURSOR_COLOR }} />
        <Legend formatter={legendText} wrapperStyle={LEGEND_STYLE} />
        {BANDS.map(({ key, color }) => (
          <Area
            key={key}
            dataKey={key}
            name={LATENCY_SERIES[key]}
            stroke={color}
            fill={color}
            fillOpacity={BAND_OPACITY}
            isAnimationActive={false}
          />
        ))}
        <Line
          dataKey="p50"
          name={LATENCY_SERIES.p50}
          stroke={LINE_COLOR}
          strokeWidth={2}
          dot={data.length <= 1}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ChartCard>
  );
}
