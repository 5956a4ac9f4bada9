import { SimpleGrid } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { SERVICE_WORKER_NAMES } from '@/config/services';
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

/** Spec 2 'Services': one card per service with its health and its last 5 minutes of traffic. */
export function ServicesPage() {
  usePageTitle(PAGE_TITLE);
  const { data } = useServiceMetrics();
  return (
    <>
      <PageHeader title={PAGE_HEADING} description={PAGE_DESCRIPTION} />
      <SimpleGrid
        component="ul"
        role="list"
        aria-label={SERVICES_LIST_LABEL}
        cols={{ base: 1, md: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {SERVICES_PAGE_ORDER.map((id) => (
          <ServiceCard
            key={id}
            serviceId={id}
            metrics={data?.items.find((item) => item.serviceName === SERVICE_WORKER_NAMES[id])}
            metricsLoading={!data}
            metricsSample={data?.sample ?? false}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
