import { useMemo } from 'react';
import {
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  type PieLabelRenderProps,
  type TooltipContentProps,
} from 'recharts';
import { ChartCard } from './chart-card';
import { chartColor, formatNumber, formatPercent, themeColorVar } from './chart-format';
import { LEGEND_STYLE, legendText, SLICE_BORDER_COLOR, TEXT_COLOR } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { DEFAULT_CHART_HEIGHT, LABEL_COLUMN, PERCENT_COLUMN, VALUE_COLUMN } from './constants';
import { DataTable } from './data-table';
import { sliceLabel } from './slice-label';

const OUTER_RADIUS = '70%';
const LABEL_OFFSET = 14;
const RADIAN = Math.PI / 180;

export interface PieDatum {
  label: string;
  value: number;
  /** Any CSS colour; by default the next of the theme's chart colours. */
  color?: string | undefined;
}

export interface PieChartCardProps {
  title: string;
  data: PieDatum[];
  height?: number | undefined;
  loading?: boolean | undefined;
  sample?: boolean | undefined;
  valueFormat?: ((value: number) => string) | undefined;
  emptyText?: string | undefined;
  csvFileName?: string | undefined;
}

// Outside the slice in the text colour, so it reads on any slice colour and in both schemes.
function renderLabel(total: number) {
  return function SliceLabel(props: PieLabelRenderProps) {
    const text = sliceLabel(Number(props.value), total);
    if (text === null) return null;
    const radius = Number(props.outerRadius) + LABEL_OFFSET;
    const angle = -(props.midAngle ?? 0) * RADIAN;
    const x = Number(props.cx) + radius * Math.cos(angle);
    return (
      <text
        x={x}
        y={Number(props.cy) + radius * Math.sin(angle)}
        fill={TEXT_COLOR}
        fontSize={12}
        textAnchor={x > Number(props.cx) ? 'start' : 'end'}
        dominantBaseline="central"
      >
        {text}
      </text>
    );
  };
}

/** Slices with percentages on those over 5 %, a legend, a tooltip and a data table (spec 2). */
export function PieChartCard(props: PieChartCardProps) {
  const { title, data, height = DEFAULT_CHART_HEIGHT, loading = false, sample, emptyText } = props;
  const { valueFormat = formatNumber, csvFileName } = props;
  const total = useMemo(() => data.reduce((sum, datum) => sum + datum.value, 0), [data]);

  const renderTooltip = ({ active, payload }: TooltipContentProps) => {
    const slice = payload[0];
    if (!active || !slice || typeof slice.value !== 'number') return null;
    const value = valueFormat(slice.value);
    return (
      <ChartTooltip
        title={String(slice.name)}
        rows={[
          { label: VALUE_COLUMN, value },
          { label: PERCENT_COLUMN, value: formatPercent(slice.value, total) },
        ]}
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
            {
              header: PERCENT_COLUMN,
              cell: (datum) => formatPercent(datum.value, total),
              numeric: true,
            },
          ]}
        />
      )}
    >
      <ResponsiveContainer width="100%" height={height}>
        <PieChart title={title}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="label"
            outerRadius={OUTER_RADIUS}
            label={renderLabel(total)}
            labelLine={false}
            isAnimationActive={false}
          >
            {data.map((datum, index) => (
              <Cell
                key={datum.label}
                fill={datum.color ?? themeColorVar(chartColor(index))}
                stroke={SLICE_BORDER_COLOR}
              />
            ))}
          </Pie>
          <Tooltip content={renderTooltip} />
          {/* In the order of the data, as in the table. */}
          <Legend formatter={legendText} wrapperStyle={LEGEND_STYLE} itemSorter={null} />
        </PieChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
