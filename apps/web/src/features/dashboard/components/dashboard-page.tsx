import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';
import { PAGE_DESCRIPTION, PAGE_HEADING, PAGE_TITLE } from '../lib/constants';
import { HealthCards } from './health-cards';
import { QuickStats } from './quick-stats';

export function DashboardPage() {
  usePageTitle(PAGE_TITLE);
  return (
    <>
      <PageHeader title={PAGE_HEADING} description={PAGE_DESCRIPTION} />
      <Stack gap="xl">
        <HealthCards />
        <QuickStats />
      </Stack>
    </>
  );
}
