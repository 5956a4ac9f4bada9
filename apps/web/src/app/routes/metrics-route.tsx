// Features never import each other, so the metrics page gets the register panels and the
// recent traces from here.
import { lazy } from 'react';
import { AfterPaint } from '@/components/ui/after-paint';
import { MetricsPage } from '@/features/metrics/components/metrics-page';

// They sit below the charts, out of sight on arrival: in chunks of their own they stay out of
// the page's first render, which then paints sooner and blocks the main thread for less.
const RecentTracesCard = lazy(() =>
  import('@/features/traces/components/recent-traces-card').then((m) => ({
    default: m.RecentTracesCard,
  })),
);
const AnalyticsPanel = lazy(() =>
  import('@/features/registry/components/analytics-panel').then((m) => ({
    default: m.AnalyticsPanel,
  })),
);
const RegistryWorkspace = lazy(() =>
  import('@/features/registry/components/registry-workspace').then((m) => ({
    default: m.RegistryWorkspace,
  })),
);

export function MetricsRoute() {
  return (
    <MetricsPage
      recentTraces={
        <AfterPaint>
          <RecentTracesCard />
        </AfterPaint>
      }
      registryAnalytics={
        <AfterPaint>
          <AnalyticsPanel />
        </AfterPaint>
      }
      registryPanels={
        <AfterPaint>
          <RegistryWorkspace />
        </AfterPaint>
      }
    />
  );
}
