import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/hooks/use-page-title';

export function MetricsPage() {
  usePageTitle('Metrics');
  return (
    <PageHeader
      title="Metrics and Analytics"
      description="Request rates, latency and async operation metrics over time, and analytics over the New Zealand business register (NZBN)."
    />
  );
}
