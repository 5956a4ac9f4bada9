import { AreaChart } from '@mantine/charts';
import { formatTimestamp, timeLabelFormatter } from '@/components/charts/chart-format';
import { TIME_AXIS_LABEL } from '@/components/charts/constants';
import { DataTable, type DataColumn } from '@/components/charts/data-table';
import type { RegistrationPoint } from '../api/get-registrations';
import { COUNT_COLUMN, REGISTRATIONS_SERIES_LABEL, REGISTRATIONS_TITLE } from '../lib/constants';
import { formatCount } from '../lib/paging';

const CHART_HEIGHT = 260;
const SERIES = [{ name: 'count', label: REGISTRATIONS_SERIES_LABEL, color: 'blue.6' }];

/** x = time, y = registrations per bucket. */
export function RegistrationsChart({ points }: { points: RegistrationPoint[] }) {
  const timeLabel = timeLabelFormatter(points.map((point) => point.timestamp));
  return (
    <AreaChart
      h={CHART_HEIGHT}
      data={points}
      dataKey="timestamp"
      series={SERIES}
      curveType="monotone"
      withDots={points.length <= 1}
      valueFormatter={formatCount}
      xAxisLabel={TIME_AXIS_LABEL}
      yAxisLabel={REGISTRATIONS_SERIES_LABEL}
      xAxisProps={{ tickFormatter: timeLabel, minTickGap: 24 }}
      yAxisProps={{ allowDecimals: false, width: 48 }}
      tooltipProps={{ labelFormatter: (label) => formatTimestamp(String(label)) }}
    />
  );
}

const COLUMNS: DataColumn<RegistrationPoint>[] = [
  { header: TIME_AXIS_LABEL, cell: (point) => formatTimestamp(point.timestamp) },
  { header: COUNT_COLUMN, cell: (point) => formatCount(point.count), numeric: true },
];

export function RegistrationsTable({ id, points }: { id: string; points: RegistrationPoint[] }) {
  return <DataTable id={id} caption={REGISTRATIONS_TITLE} columns={COLUMNS} rows={points} />;
}
