import { useMemo } from 'react';
import { ChartCard, type ChartCardOptions } from './chart-card';
import { formatMs, formatTimestamp } from './chart-format';
import { DEFAULT_CHART_HEIGHT, LATENCY_TITLE, QUANTILES, TIME_AXIS_LABEL } from './constants';
import type { DataColumn } from './data-table';
import { LatencyPlot } from './lazy-plots';
import type { LatencyPoint } from './latency-plot';

export type { LatencyPoint } from './latency-plot';

export interface LatencyChartProps extends Omit<ChartCardOptions, 'title'> {
  data: LatencyPoint[];
  title?: string | undefined;
}

const COLUMNS: DataColumn<LatencyPoint>[] = [
  { key: 'timestamp', header: TIME_AXIS_LABEL, format: formatTimestamp },
  ...QUANTILES.map((quantile) => ({ key: quantile, header: quantile, format: formatMs })),
];

/** The median as a line with the p50–p95 and p95–p99 bands around it. */
export function LatencyChart(props: LatencyChartProps) {
  const { data, title = LATENCY_TITLE, height = DEFAULT_CHART_HEIGHT, ...card } = props;
  // The table and the CSV list the buckets that saw requests; the chart keeps every bucket.
  const measured = useMemo(() => data.filter((point) => point.p50 !== null), [data]);

  return (
    <ChartCard {...card} title={title} height={height} rows={measured} columns={COLUMNS}>
      <LatencyPlot title={title} data={data} height={height} />
    </ChartCard>
  );
}
