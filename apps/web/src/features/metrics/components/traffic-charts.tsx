import { SimpleGrid, Stack } from '@mantine/core';
import { useId } from 'react';
import { BarChartCard } from '@/components/charts/bar-chart';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { useMetricsRange } from '@/hooks/use-metrics-range';
import { useOperations } from '../api/get-operations';
import { useRequestRate } from '../api/get-request-rate';
import {
  OPERATION_COUNTS_TITLE,
  OPERATIONS_EMPTY_TITLE,
  REQUEST_RATE_TITLE,
  REQUEST_RATE_Y_LABEL,
  TRAFFIC_HEADING,
} from '../lib/constants';
import { formatRate, seriesWindowText } from '../lib/format';
import { SeriesHeading, WindowNote } from './section-loading';

function OperationCounts() {
  const [range] = useMetricsRange();
  const { data } = useOperations(range);
  const bars = (data?.value ?? []).map((item) => ({
    label: item.operationType,
    value: item.count,
  }));
  return (
    <BarChartCard
      title={OPERATION_COUNTS_TITLE}
      data={bars}
      loading={!data}
      sample={data?.sample}
      emptyText={OPERATIONS_EMPTY_TITLE}
      // One row per operation: names such as 'registry.analytics' overlapped side by side.
      horizontal
    />
  );
}

/** The Traffic section: the request rate over the range and how often each operation ran. */
export function TrafficCharts() {
  const headingId = useId();
  const [range] = useMetricsRange();
  const { data } = useRequestRate(range);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <SeriesHeading id={headingId} title={TRAFFIC_HEADING} loading={!data} />
      <WindowNote>{seriesWindowText(range)}</WindowNote>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <TimeSeriesChart
          title={REQUEST_RATE_TITLE}
          data={data?.value ?? []}
          valueKey="value"
          yLabel={REQUEST_RATE_Y_LABEL}
          loading={!data}
          sample={data?.sample}
          valueFormat={formatRate}
        />
        <OperationCounts />
      </SimpleGrid>
    </Stack>
  );
}
