import { useMemo } from 'react';
import { ChartCard, type ChartCardOptions } from './chart-card';
import { formatPercent } from './chart-format';
import { DEFAULT_CHART_HEIGHT, PERCENT_COLUMN } from './constants';
import { labelValueColumns, type LabelValueOptions } from './label-value';
import { PiePlot } from './lazy-plots';
import type { PieDatum } from './pie-plot';

export type { PieDatum } from './pie-plot';

export interface PieChartCardProps extends ChartCardOptions, LabelValueOptions {
  data: PieDatum[];
  /** Each legend entry gives its value too, for values a share alone would misstate. */
  legendValues?: boolean | undefined;
}

/** Slices with percentages on those over 5 %, a legend, a tooltip and a data table. */
export function PieChartCard(props: PieChartCardProps) {
  const { data, height = DEFAULT_CHART_HEIGHT, legendValues = false, ...rest } = props;
  const { valueFormat: _format, labelHeader: _label, valueHeader: _value, ...card } = rest;
  const { valueFormat, valueHeader, columns } = labelValueColumns<PieDatum>(props);
  const total = useMemo(() => data.reduce((sum, datum) => sum + datum.value, 0), [data]);

  return (
    <ChartCard
      {...card}
      height={height}
      rows={data}
      columns={[
        ...columns,
        { key: 'value', header: PERCENT_COLUMN, format: (v) => formatPercent(Number(v), total) },
      ]}
    >
      <PiePlot
        title={card.title}
        data={data}
        height={height}
        valueFormat={valueFormat}
        valueHeader={valueHeader}
        legendValues={legendValues}
      />
    </ChartCard>
  );
}
