import { useMemo } from 'react';
import { ChartCard, type ChartCardOptions } from './chart-card';
import { formatNumber, formatTimestamp } from './chart-format';
import {
  LINE_CHART_HEIGHT,
  LINE_CHART_WIDTH,
  LINE_CHART_Y_LABEL,
  TIME_AXIS_LABEL,
  VALUE_COLUMN,
} from './constants';
import { downsample, maxPointsForWidth } from './downsample';
import { TimeSeriesPlot } from './lazy-plots';

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

/** Values over time with a lower brush chart to pick the window, a tooltip and a data table. */
export function TimeSeriesChart<Row extends { timestamp: string }>(
  props: TimeSeriesChartProps<Row>,
) {
  const { data, valueKey, width = LINE_CHART_WIDTH, height = LINE_CHART_HEIGHT, ...rest } = props;
  const { yLabel = LINE_CHART_Y_LABEL, valueFormat = formatNumber, ...more } = rest;
  const { valueHeader = VALUE_COLUMN, withBrush = true, ...card } = more;
  const points = useMemo(
    () =>
      downsample(data, maxPointsForWidth(width)).map((row) => ({
        timestamp: row.timestamp,
        value: Number(row[valueKey]),
      })),
    [data, valueKey, width],
  );

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
      <TimeSeriesPlot
        title={card.title}
        points={points}
        height={height}
        yLabel={yLabel}
        valueFormat={valueFormat}
        withBrush={withBrush}
      />
    </ChartCard>
  );
}
