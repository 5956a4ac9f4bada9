import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { ChartCard, type ChartCardOptions } from './chart-card';
import {
  AXIS_LINE_COLOR,
  AXIS_TICK,
  BAR_COLOR,
  CURSOR_COLOR,
  GRID_COLOR,
  TEXT_COLOR,
} from './chart-theme';
import { ChartTooltip } from './chart-tooltip';
import { DEFAULT_CHART_HEIGHT } from './constants';
import { labelValueColumns, type LabelledValue, type LabelValueOptions } from './label-value';

const VALUE_AXIS_WIDTH = 56;
const AXIS_STYLE = { tick: AXIS_TICK, stroke: AXIS_LINE_COLOR } as const;
// Bars lying down: each label gets a row, and the axis room for the longest of them.
const ROW_HEIGHT = 32;
const LABEL_AXIS_WIDTH = 130;

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

  const renderTooltip = ({ active, label, payload }: TooltipContentProps) => {
    const value = payload[0]?.value;
    if (!active || typeof value !== 'number') return null;
    const row = { label: valueHeader, value: valueFormat(value), color: BAR_COLOR };
    return <ChartTooltip title={String(label)} rows={[row]} />;
  };
  const labelAxis = { type: 'category', dataKey: 'label', interval: 0, ...AXIS_STYLE } as const;
  const valueAxis = { type: 'number', tickFormatter: valueFormat, ...AXIS_STYLE } as const;

  return (
    <ChartCard
      {...card}
      height={horizontal ? Math.max(height, data.length * ROW_HEIGHT) : height}
      rows={data}
      columns={columns}
    >
      <BarChart
        title={card.title}
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
    </ChartCard>
  );
}
