import { BarChart, PieChart, type PieChartCell } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import type { PieLabelRenderProps, TooltipContentProps } from 'recharts';
import { chartColor, formatPercent } from '@/components/charts/chart-format';
import { PIE_LABEL_MIN_SHARE } from '@/components/charts/constants';
import { DataTable, type DataColumn } from '@/components/charts/data-table';
import type { DistributionItem } from '../api/get-distribution';
import { COUNT_COLUMN } from '../lib/constants';
import { formatCount } from '../lib/paging';

const PIE_SIZE = 200;
const BAR_HEIGHT_PER_ITEM = 32;
const BAR_MIN_HEIGHT = 160;
// Room for the longest region name, 'Manawatū-Whanganui'; the card's title names the axis.
const BAR_LABEL_WIDTH = 130;
const RADIAN = Math.PI / 180;

// Spec 2: percentages only on slices over 5 %, inside the slice.
function renderSliceLabel({
  cx,
  cy,
  midAngle,
  innerRadius,
  outerRadius,
  percent,
}: PieLabelRenderProps) {
  if (typeof percent !== 'number' || percent <= PIE_LABEL_MIN_SHARE) return null;
  const radius = Number(innerRadius) + (Number(outerRadius) - Number(innerRadius)) * 0.6;
  const angle = -(midAngle ?? 0) * RADIAN;
  return (
    <text
      x={Number(cx) + radius * Math.cos(angle)}
      y={Number(cy) + radius * Math.sin(angle)}
      fill="white"
      fontSize={12}
      textAnchor="middle"
      dominantBaseline="central"
    >
      {`${(percent * 100).toFixed(0)}%`}
    </text>
  );
}

function SliceTooltip({ payload, total }: Partial<TooltipContentProps> & { total: number }) {
  const slice = payload?.[0];
  if (!slice) return null;
  const value = Number(slice.value);
  return (
    <Paper withBorder shadow="md" px="sm" py={6} radius="md">
      <Text size="sm" fw={600}>
        {String(slice.name)}
      </Text>
      <Text size="sm">
        {formatCount(value)} ({formatPercent(value, total)})
      </Text>
    </Paper>
  );
}

/** Pie with a legend and a tooltip giving each slice's label, value and percent. */
export function DistributionPie({ items }: { items: DistributionItem[] }) {
  const total = items.reduce((sum, item) => sum + item.value, 0);
  const cells: PieChartCell[] = items.map((item, index) => ({
    key: item.label,
    name: item.label,
    value: item.value,
    color: chartColor(index),
  }));
  return (
    <PieChart
      data={cells}
      size={PIE_SIZE}
      mx="auto"
      withLegend
      withTooltip
      tooltipDataSource="segment"
      withLabels
      labelsPosition="inside"
      pieProps={{ label: renderSliceLabel, labelLine: false }}
      tooltipProps={{ content: (props) => <SliceTooltip {...props} total={total} /> }}
    />
  );
}

/** Horizontal bars with their values at the end and a tooltip. */
export function DistributionBars({ items }: { items: DistributionItem[] }) {
  return (
    <BarChart
      h={Math.max(BAR_MIN_HEIGHT, items.length * BAR_HEIGHT_PER_ITEM)}
      data={items}
      dataKey="label"
      orientation="vertical"
      series={[{ name: 'value', label: COUNT_COLUMN, color: 'teal.6' }]}
      withBarValueLabel
      valueFormatter={formatCount}
      yAxisProps={{ width: BAR_LABEL_WIDTH, interval: 0 }}
      xAxisProps={{ allowDecimals: false }}
      xAxisLabel={COUNT_COLUMN}
    />
  );
}

interface DistributionTableProps {
  id: string;
  caption: string;
  labelHeader: string;
  items: DistributionItem[];
}

export function DistributionTable({ id, caption, labelHeader, items }: DistributionTableProps) {
  const columns: DataColumn<DistributionItem>[] = [
    { header: labelHeader, cell: (item) => item.label },
    { header: COUNT_COLUMN, cell: (item) => formatCount(item.value), numeric: true },
  ];
  return <DataTable id={id} caption={caption} columns={columns} rows={items} />;
}
