// Features never import each other, so the metrics page gets the register panels from here.
import { MetricsPage } from '@/features/metrics/components/metrics-page';
import { NzbnAnalytics } from '@/features/registry/components/nzbn-analytics';
import { RegistryWorkspace } from '@/features/registry/components/registry-workspace';

export function MetricsRoute() {
  return (
    <MetricsPage registryAnalytics={<NzbnAnalytics />} registryPanels={<RegistryWorkspace />} />
  );
}
