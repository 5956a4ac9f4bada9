import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { PAGE_DESCRIPTION, PAGE_HEADING, PAGE_TITLE } from '../lib/constants';
import { LatencyCharts } from './latency-charts';
import { OperationsTable } from './operations-table';
import { TimeRangeSelector } from './time-range-selector';
import { TrafficCharts } from './traffic-charts';

interface MetricsPageProps {
  /** The last few traces, from the traces feature; app/routes passes them in. */
  recentTraces?: ReactNode;
  /**
   * The 'NZBN Analytics' section; app/routes passes it in because features never import each other.
   */
  registryAnalytics?: ReactNode;
  /** NZBN Search, Entity Details and the Shortlist, from the registry feature. */
  registryPanels?: ReactNode;
}

/**
 * Range selector, traffic and latency, the recent traces, NZBN analytics and search, operation
 * metrics.
 */
export function MetricsPage({ recentTraces, registryAnalytics, registryPanels }: MetricsPageProps) {
  usePageTitle(PAGE_TITLE);
  return (
    <>
      <PageHeader title={PAGE_HEADING} description={PAGE_DESCRIPTION} />
      <Stack gap="xl">
        <Group justify="flex-end">
          <TimeRangeSelector />
        </Group>
        <TrafficCharts />
        <LatencyCharts />
        {recentTraces}
        {registryAnalytics}
        {registryPanels}
        <OperationsTable />
      </Stack>
    </>
  );
}
