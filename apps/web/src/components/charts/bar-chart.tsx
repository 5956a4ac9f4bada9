import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { ChartCard } from './chart-card';
import { formatNumber } from './chart-format';
import {
  AXIS_LINE_COLOR,
  AXIS_TICK,
  BAR_COLOR,
  CURSOR_COLOR,
  GRID_COLOR,
  TEXT_COLOR,
} from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { DEFAULT_CHART_HEIGHT, LABEL_COLUMN, VALUE_COLUMN } from './constants';
import { DataTable } from './data-table';

const Y_AXIS_WIDTH = 56;

export interface BarDatum {
  label: string;
  value: number;
}

export interface BarChartCardProps {
  title: string;
  data: BarDatum[];
  height?: number | undefined;
  loading?: boolean | undefined;
  sample?: boolean | undefined;
  emptyText?: string | undefined;
  valueFormat?: ((value: number) => string) | undefined;
  csvFileName?: string | undefined;
}

/** Labelled bars with their values on top, a hover tooltip and a data table. */
export function BarChartCard(props: BarChartCardProps) {
  const { title, data, height = DEFAULT_CHART_HEIGHT, loading = false, sample, emptyText } = props;
  const { valueFormat = formatNumber, csvFileName } = props;

  const renderTooltip = ({ active, label, payload }: TooltipContentProps) => {
    const value = payload[0]?.value;
    if (!active || typeof value !== 'number') return null;
    return (
      <ChartTooltip
        title={String(label)}
        rows={[{ label: VALUE_COLUMN, value: valueFormat(value), color: BAR_COLOR }]}
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
            { header: LABEL_COLUMN, cell: (datum) => datum.label },
            { header: VALUE_COLUMN, cell: (datum) => valueFormat(datum.value), numeric: true },
          ]}
        />
      )}
    >
      <ResponsiveContainer width="100%" height={height}>
        <BarChart title={title} data={data} margin={{ top: 24, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} stroke={AXIS_LINE_COLOR} interval={0} />
          <YAxis
            width={Y_AXIS_WIDTH}
            tickFormatter={valueFormat}
            tick={AXIS_TICK}
            stroke={AXIS_LINE_COLOR}
          />
          <Tooltip content={renderTooltip} cursor={{ fill: CURSOR_COLOR, fillOpacity: 0.15 }} />
          <Bar
            dataKey="value"
            name={VALUE_COLUMN}
            fill={BAR_COLOR}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          >
            <LabelList
              dataKey="value"
              position="top"
              fill={TEXT_COLOR}
              fontSize={12}
              formatter={(value) => (typeof value === 'number' ? valueFormat(value) : '')}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
