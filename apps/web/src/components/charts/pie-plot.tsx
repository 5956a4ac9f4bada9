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
import { chartColor, formatPercent, themeColorVar } from './chart-format';
import { LEGEND_STYLE, legendText, SLICE_BORDER_COLOR, TEXT_COLOR } from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { PERCENT_COLUMN } from './constants';
import type { LabelledValue } from './label-value';
import { sliceLabel } from './slice-label';

const OUTER_RADIUS = '70%';
const LABEL_OFFSET = 14;
const RADIAN = Math.PI / 180;

export interface PieDatum extends LabelledValue {
  /** Any CSS colour; by default the next of the theme's chart colours. */
  color?: string | undefined;
}

export interface PiePlotProps {
  title: string;
  data: PieDatum[];
  height: number;
  valueFormat: (value: number) => string;
  valueHeader: string;
  /** The legend names each slice with its value: 'users 99.8%'. */
  legendValues?: boolean | undefined;
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

/** The slices of a PieChartCard, with their labels, legend and tooltip. */
export function PiePlot(props: PiePlotProps) {
  const { title, data, height, valueFormat, valueHeader, legendValues = false } = props;
  const total = useMemo(() => data.reduce((sum, datum) => sum + datum.value, 0), [data]);
  const legendLabel = (name: unknown) => {
    const datum = data.find((entry) => entry.label === name);
    return legendText(legendValues && datum ? `${datum.label} ${valueFormat(datum.value)}` : name);
  };
  const share = (value: number) => formatPercent(value, total);

  const renderTooltip = ({ active, payload }: TooltipContentProps) => {
    const slice = payload[0];
    if (!active || !slice || typeof slice.value !== 'number') return null;
    return (
      <ChartTooltip
        title={String(slice.name)}
        rows={[
          { label: valueHeader, value: valueFormat(slice.value) },
          { label: PERCENT_COLUMN, value: share(slice.value) },
        ]}
      />
    );
  };

  return (
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
        <Legend formatter={legendLabel} wrapperStyle={LEGEND_STYLE} itemSorter={null} />
      </PieChart>
    </ResponsiveContainer>
  );
}
