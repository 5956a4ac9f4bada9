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
import {
  AXIS_LINE_COLOR,
  AXIS_TICK,
  BAR_COLOR,
  CURSOR_COLOR,
  GRID_COLOR,
  TEXT_COLOR,
} from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import type { LabelledValue } from './label-value';

const VALUE_AXIS_WIDTH = 56;
const AXIS_STYLE = { tick: AXIS_TICK, stroke: AXIS_LINE_COLOR } as const;
const LABEL_AXIS_WIDTH = 130;

export interface BarPlotProps {
  title: string;
  data: LabelledValue[];
  height: number;
  horizontal: boolean;
  valueFormat: (value: number) => string;
  valueHeader: string;
}

/** The bars of a BarChartCard, with their axes, values and tooltip. */
export function BarPlot({
  title,
  data,
  height,
  horizontal,
  valueFormat,
  valueHeader,
}: BarPlotProps) {
  const renderTooltip = ({ active, label, payload }: TooltipContentProps) => {
    const value = payload[0]?.value;
    if (!active || typeof value !== 'number') return null;
    const row = { label: valueHeader, value: valueFormat(value), color: BAR_COLOR };
    return <ChartTooltip title={String(label)} rows={[row]} />;
  };
  const labelAxis = { type: 'category', dataKey: 'label', interval: 0, ...AXIS_STYLE } as const;
  const valueAxis = { type: 'number', tickFormatter: valueFormat, ...AXIS_STYLE } as const;

  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart
        title={title}
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 24, right: horizontal ? 48 : 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid
          stroke={GRID_COLOR}
          strokeDasharray="3 3"
          vertical={horizontal}
          horizontal={!horizontal}
        />
        <XAxis {...(horizontal ? valueAxis : labelAxis)} />
        <YAxis
          {...(horizontal ? labelAxis : valueAxis)}
          width={horizontal ? LABEL_AXIS_WIDTH : VALUE_AXIS_WIDTH}
        />
        <Tooltip content={renderTooltip} cursor={{ fill: CURSOR_COLOR, fillOpacity: 0.15 }} />
        <Bar
          dataKey="value"
          name={valueHeader}
          fill={BAR_COLOR}
          radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
          isAnimationActive={false}
        >
          <LabelList
            dataKey="value"
            position={horizontal ? 'right' : 'top'}
            fill={TEXT_COLOR}
            fontSize={12}
            formatter={(value) => (typeof value === 'number' ? valueFormat(value) : '')}
          />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
