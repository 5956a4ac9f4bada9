// Features never import each other, so the metrics page gets the register panels from here.
import { MetricsPage } from '@/features/metrics/components/metrics-page';
import { AnalyticsPanel } from '@/features/registry/components/analytics-panel';
import { RegistryWorkspace } from '@/features/registry/components/registry-workspace';

export function MetricsRoute() {
  return (
    <MetricsPage registryAnalytics={<AnalyticsPanel />} registryPanels={<RegistryWorkspace />} />
  );
}
