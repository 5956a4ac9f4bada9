// Features never import each other, so the metrics page gets the register panels and the
// recent traces from here.
import { MetricsPage } from '@/features/metrics/components/metrics-page';
import { AnalyticsPanel } from '@/features/registry/components/analytics-panel';
import { RegistryWorkspace } from '@/features/registry/components/registry-workspace';
import { RecentTracesCard } from '@/features/traces/components/recent-traces-card';

export function MetricsRoute() {
  return (
    <MetricsPage
      recentTraces={<RecentTracesCard />}
      registryAnalytics={<AnalyticsPanel />}
      registryPanels={<RegistryWorkspace />}
    />
  );
}
