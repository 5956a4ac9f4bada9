import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { BARE_LIST } from '@/components/ui/bare-list';
import { DrillsCard } from '@/components/ui/drills-card';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { useServiceMetrics } from '../api/get-service-metrics';
import {
  PAGE_DESCRIPTION,
  PAGE_HEADING,
  PAGE_TITLE,
  SERVICES_LIST_LABEL,
  SERVICES_PAGE_ORDER,
} from '../lib/constants';
import { ServiceCard } from './service-card';

interface ServicesPageProps {
  /** The lab's live map of the system, shown first; app/ passes it in. */
  systemMap?: ReactNode;
  /** The lab's fault switches, shown above the service cards; app/ passes them in. */
  faultSwitches?: ReactNode;
  /** The lab's load generator, beside the fault switches; app/ passes it in. */
  loadGenerator?: ReactNode;
}

/** The Services screen: one card per service with its health and its last 5 minutes of traffic. */
export function ServicesPage({ systemMap, faultSwitches, loadGenerator }: ServicesPageProps = {}) {
  usePageTitle(PAGE_TITLE);
  const { data } = useServiceMetrics();
  return (
    <>
      <PageHeader title={PAGE_HEADING} description={PAGE_DESCRIPTION} />
      {/* The page spaces its parts, so the lab's cards carry no margins of their own. */}
      <Stack gap="md">
        {systemMap}
        {faultSwitches}
        {loadGenerator}
        <DrillsCard />
        <SimpleGrid
          {...BARE_LIST}
          aria-label={SERVICES_LIST_LABEL}
          cols={{ base: 1, md: 3 }}
          spacing="md"
        >
          {SERVICES_PAGE_ORDER.map((id) => (
            <ServiceCard
              key={id}
              serviceId={id}
              metrics={data?.value.find((item) => item.serviceName === id)}
              metricsLoading={!data}
              metricsSample={data?.sample ?? null}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}
