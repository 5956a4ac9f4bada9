import { ChartCard, type ChartCardOptions } from './chart-card';
import { DEFAULT_CHART_HEIGHT } from './constants';
import { labelValueColumns, type LabelledValue, type LabelValueOptions } from './label-value';
import { BarPlot } from './lazy-plots';

// Bars lying down: each label gets a row.
const ROW_HEIGHT = 32;

export type BarDatum = LabelledValue;

export interface BarChartCardProps extends ChartCardOptions, LabelValueOptions {
  data: BarDatum[];
  /** One row per label, bars running left to right: for many or long labels. */
  horizontal?: boolean | undefined;
}

/** Labelled bars with their values at their ends, a hover tooltip and a data table. */
export function BarChartCard(props: BarChartCardProps) {
  const { data, height = DEFAULT_CHART_HEIGHT, horizontal = false, ...rest } = props;
  const { valueFormat: _format, labelHeader: _label, valueHeader: _value, ...card } = rest;
  const { valueFormat, valueHeader, columns } = labelValueColumns<BarDatum>(props);
  const chartHeight = horizontal ? Math.max(height, data.length * ROW_HEIGHT) : height;

  return (
    <ChartCard {...card} height={chartHeight} rows={data} columns={columns}>
      <BarPlot
        title={card.title}
        data={data}
        height={chartHeight}
        horizontal={horizontal}
        valueFormat={valueFormat}
        valueHeader={valueHeader}
      />
    </ChartCard>
  );
}
