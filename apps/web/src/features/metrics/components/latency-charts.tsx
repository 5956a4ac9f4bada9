import { SimpleGrid, Stack } from '@mantine/core';
import { useId } from 'react';
import { LatencyChart } from '@/components/charts/latency-chart';
import { PieChartCard } from '@/components/charts/pie-chart';
import { useMetricsRange } from '@/hooks/use-metrics-range';
import { useLatencyQuantiles } from '../api/get-latency-quantiles';
import { useUptime } from '../api/get-uptime';
import {
  LATENCY_HEADING,
  LATENCY_TITLE,
  UPTIME_CAPTION,
  UPTIME_SERVICE_HEADER,
  UPTIME_TITLE,
  UPTIME_VALUE_HEADER,
} from '../lib/constants';
import { formatPercent, seriesWindowText } from '../lib/format';
import { SeriesHeading, WindowNote } from './section-loading';

function UptimeDistribution() {
  const [range] = useMetricsRange();
  const { data } = useUptime(range);
  return (
    <PieChartCard
      title={UPTIME_TITLE}
      caption={UPTIME_CAPTION}
      legendValues
      labelHeader={UPTIME_SERVICE_HEADER}
      valueHeader={UPTIME_VALUE_HEADER}
      data={data?.value ?? []}
      loading={!data}
      sample={data?.sample}
      valueFormat={formatPercent}
    />
  );
}

/** The Latency section: p50/p95/p99 over the range and each service's uptime. */
export function LatencyCharts() {
  const headingId = useId();
  const [range] = useMetricsRange();
  const { data } = useLatencyQuantiles(range);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <SeriesHeading id={headingId} title={LATENCY_HEADING} loading={!data} />
      <WindowNote>{seriesWindowText(range)}</WindowNote>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <LatencyChart
          title={LATENCY_TITLE}
          data={data?.value ?? []}
          loading={!data}
          sample={data?.sample}
        />
        <UptimeDistribution />
      </SimpleGrid>
    </Stack>
  );
}
