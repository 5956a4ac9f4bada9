import '@mantine/charts/styles.css';
import type { DistributionGroup } from '@repo/contracts/registry';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { ChartCard } from '@/components/charts/chart-card';
import { useMetricsRange } from '@/hooks/use-metrics-range';
import { useDistribution } from '../api/get-distribution';
import { useRegistrations } from '../api/get-registrations';
import {
  ANALYTICS_HEADING,
  CSV_FILE_NAMES,
  ENTITY_TYPE_COLUMN,
  ENTITY_TYPE_DISTRIBUTION_TITLE,
  REGION_COLUMN,
  REGION_DISTRIBUTION_TITLE,
  REGISTRATIONS_TITLE,
} from '../lib/constants';
import { DistributionBars, DistributionPie, DistributionTable } from './distribution-charts';
import { RegistrationsChart, RegistrationsTable } from './registrations-chart';

const DISTRIBUTIONS = {
  entityType: {
    title: ENTITY_TYPE_DISTRIBUTION_TITLE,
    labelHeader: ENTITY_TYPE_COLUMN,
    csvFileName: CSV_FILE_NAMES.distributionEntityType,
  },
  region: {
    title: REGION_DISTRIBUTION_TITLE,
    labelHeader: REGION_COLUMN,
    csvFileName: CSV_FILE_NAMES.distributionRegion,
  },
} as const;

function RegistrationsCard() {
  const [range] = useMetricsRange();
  const { data } = useRegistrations(range);
  const points = data?.points ?? [];
  return (
    <ChartCard
      title={REGISTRATIONS_TITLE}
      loading={!data}
      sample={data?.sample ?? false}
      csvFileName={CSV_FILE_NAMES.registrations}
      csvRows={points}
      renderTable={(id) => <RegistrationsTable id={id} points={points} />}
    >
      <RegistrationsChart points={points} />
    </ChartCard>
  );
}

function DistributionCard({ groupBy }: { groupBy: DistributionGroup }) {
  const [range] = useMetricsRange();
  const { data } = useDistribution(groupBy, range);
  const items = data?.items ?? [];
  const { title, labelHeader, csvFileName } = DISTRIBUTIONS[groupBy];
  return (
    <ChartCard
      title={title}
      loading={!data}
      sample={data?.sample ?? false}
      csvFileName={csvFileName}
      csvRows={items}
      renderTable={(id) => (
        <DistributionTable id={id} caption={title} labelHeader={labelHeader} items={items} />
      )}
    >
      {groupBy === 'entityType' ? (
        <DistributionPie items={items} />
      ) : (
        <DistributionBars items={items} />
      )}
    </ChartCard>
  );
}

/** The 'NZBN Analytics' section: registrations over time and two distributions (spec 2). */
export function NzbnAnalytics() {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} id={headingId}>
        {ANALYTICS_HEADING}
      </Title>
      <RegistrationsCard />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DistributionCard groupBy="entityType" />
        <DistributionCard groupBy="region" />
      </SimpleGrid>
    </Stack>
  );
}
