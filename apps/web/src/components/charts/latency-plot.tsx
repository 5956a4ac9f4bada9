import { useMemo } from 'react';
import {
  Area,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
} from 'recharts';
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
  LATENCY_Y_LABEL,
  LATENCY_Y_MIN,
  QUANTILES,
  TIME_CHART_MARGIN,
} from './constants';
import { TimeAxes } from './time-axes';

const BAND_OPACITY = 0.35;

export interface LatencyPoint {
  timestamp: string;
  /** null for a bucket without requests: the line breaks there. */
  p50: number | null;
  p95?: number | null | undefined;
  p99?: number | null | undefined;
}

export interface LatencyPlotProps {
  title: string;
  data: LatencyPoint[];
  height: number;
}

interface BandRow {
  timestamp: string;
  p50: number | null;
  /** [low, high] ranges: recharts draws an Area between them; null leaves a gap. */
  band95: [number, number] | null;
  band99: [number, number] | null;
}

function toBandRow(point: LatencyPoint): BandRow {
  const { p50 } = point;
  const p95 = point.p95 ?? null;
  const p99 = point.p99 ?? null;
  return {
    timestamp: point.timestamp,
    p50,
    band95: p50 === null || p95 === null ? null : [p50, p95],
    band99: p50 === null || p99 === null ? null : [p95 ?? p50, p99],
  };
}

/** The buckets with a p50 but none on either side: a line cannot show them, a dot does. */
function isolatedIndexes(rows: readonly BandRow[]): Set<number> {
  const isolated = new Set<number>();
  rows.forEach((row, index) => {
    const alone =
      (rows[index - 1]?.p50 ?? null) === null && (rows[index + 1]?.p50 ?? null) === null;
    if (row.p50 !== null && alone) isolated.add(index);
  });
  return isolated;
}

const DOT_RADIUS = 3;

const QUANTILE_COLORS = { p50: LINE_COLOR, p95: BAND_95_COLOR, p99: BAND_99_COLOR } as const;

// The outer band first, so the inner one is drawn over it.
const BANDS = [
  { key: 'band99', color: BAND_99_COLOR },
  { key: 'band95', color: BAND_95_COLOR },
] as const;

// docs/product.md#constants: the axis starts at 10 ms whatever the data, and says so with a '10'
// tick; lower values are clipped at the axis. The top is the data's maximum, and above the 10 even
// when every value is below it.
const Y_TICK_COUNT = 4;

/** 1, 2 or 5 times a power of ten: the smallest such step that is at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
}

/** The value axis: its domain from 10 and its ticks, 10 first, then round values to the top. */
function latencyAxis(points: readonly LatencyPoint[]) {
  const values = points.flatMap(({ p50, p95, p99 }) =>
    [p50, p95, p99].filter((value): value is number => typeof value === 'number'),
  );
  const top = Math.max(LATENCY_Y_MIN * 2, ...values);
  const step = niceStep((top - LATENCY_Y_MIN) / Y_TICK_COUNT);
  const ticks = [LATENCY_Y_MIN];
  for (let tick = Math.ceil(LATENCY_Y_MIN / step) * step; tick <= top; tick += step) {
    if (tick - LATENCY_Y_MIN >= step / 2) ticks.push(tick);
  }
  return { domain: [LATENCY_Y_MIN, top], ticks, allowDataOverflow: true } as const;
}

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

/** The median and bands of a LatencyChart, with their axes, legend and tooltip. */
export function LatencyPlot({ title, data, height }: LatencyPlotProps) {
  const rows = useMemo(() => data.map(toBandRow), [data]);
  const isolated = useMemo(() => isolatedIndexes(rows), [rows]);
  const yAxis = useMemo(() => latencyAxis(data), [data]);
  const timeLabel = useMemo(() => timeLabelFormatter(data.map((p) => p.timestamp)), [data]);
  // The tooltip shows only the buckets that saw requests, as the data table does.
  const byTimestamp = useMemo(
    () => new Map(data.filter((p) => p.p50 !== null).map((p) => [p.timestamp, p])),
    [data],
  );
  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const point = byTimestamp.get(String(label));
    return active && point ? <LatencyTooltip point={point} /> : null;
  };

  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart title={title} data={rows} margin={TIME_CHART_MARGIN}>
        <TimeAxes timeLabel={timeLabel} yLabel={LATENCY_Y_LABEL} yAxis={yAxis} />
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
          dot={({ key, cx, cy, index }) =>
            isolated.has(index) ? (
              <circle key={key} cx={cx} cy={cy} r={DOT_RADIUS} fill={LINE_COLOR} />
            ) : (
              <g key={key} />
            )
          }
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
