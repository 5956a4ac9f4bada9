import { Stack } from '@mantine/core';
import { SERVICE_IDS } from '@repo/contracts/health';
import { PageHeader } from '@/components/ui/page-header';
import { HEALTH_POLL_INTERVAL_MS } from '@/config/constants';
import { usePageTitle } from '@/hooks/use-page-title';
import { ServiceHealthRow } from './service-health-row';

export function ServicesPage() {
  usePageTitle('Services');
  return (
    <>
      <PageHeader
        title="Services"
        description={`Live health of each backend service, checked every ${HEALTH_POLL_INTERVAL_MS / 1000} seconds.`}
      />
      <Stack
        component="ul"
        role="list"
        aria-label="Service health"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {SERVICE_IDS.map((id) => (
          <ServiceHealthRow key={id} serviceId={id} />
        ))}
      </Stack>
    </>
  );
}
