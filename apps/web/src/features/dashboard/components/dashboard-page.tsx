import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';

export function DashboardPage() {
  usePageTitle('Dashboard');
  return (
    <PageHeader
      title="System Overview"
      description="The health of the storage, user and visualization services and quick stats for the last 24 hours, at a glance."
    />
  );
}
