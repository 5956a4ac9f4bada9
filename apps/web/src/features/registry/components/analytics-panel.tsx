import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { BarChartCard } from '@/components/charts/bar-chart';
import { PieChartCard } from '@/components/charts/pie-chart';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { useMetricsRange } from '@/hooks/use-metrics-range';
import { useDistribution } from '../api/get-distribution';
import { useRegistrations } from '../api/get-registrations';
import {
  ANALYTICS_HEADING,
  COUNT_COLUMN,
  csvFileName,
  ENTITY_TYPE_COLUMN,
  ENTITY_TYPE_DISTRIBUTION_TITLE,
  REGION_COLUMN,
  REGION_DISTRIBUTION_TITLE,
  REGISTRATIONS_SERIES_LABEL,
  REGISTRATIONS_TITLE,
} from '../lib/constants';
import { formatCount } from '../lib/paging';

function RegistrationsCard() {
  const [range] = useMetricsRange();
  const { data } = useRegistrations(range);
  return (
    <TimeSeriesChart
      title={REGISTRATIONS_TITLE}
      data={data?.value ?? []}
      valueKey="count"
      yLabel={REGISTRATIONS_SERIES_LABEL}
      valueHeader={COUNT_COLUMN}
      valueFormat={formatCount}
      withBrush={false}
      loading={!data}
      sample={data?.sample}
      csvFileName={csvFileName('registrations')}
    />
  );
}

function EntityTypeCard() {
  const [range] = useMetricsRange();
  const { data } = useDistribution('entityType', range);
  return (
    <PieChartCard
      title={ENTITY_TYPE_DISTRIBUTION_TITLE}
      data={data?.value ?? []}
      labelHeader={ENTITY_TYPE_COLUMN}
      valueHeader={COUNT_COLUMN}
      valueFormat={formatCount}
      loading={!data}
      sample={data?.sample}
      csvFileName={csvFileName('distribution-entityType')}
    />
  );
}

function RegionCard() {
  const [range] = useMetricsRange();
  const { data } = useDistribution('region', range);
  return (
    <BarChartCard
      title={REGION_DISTRIBUTION_TITLE}
      data={data?.value ?? []}
      labelHeader={REGION_COLUMN}
      valueHeader={COUNT_COLUMN}
      valueFormat={formatCount}
      horizontal
      loading={!data}
      sample={data?.sample}
      csvFileName={csvFileName('distribution-region')}
    />
  );
}

/** The 'NZBN Analytics' section: registrations over time and two distributions. */
export function AnalyticsPanel() {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>
        {ANALYTICS_HEADING}
      </Title>
      <RegistrationsCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <EntityTypeCard />
        <RegionCard />
      </SimpleGrid>
    </Stack>
  );
}
