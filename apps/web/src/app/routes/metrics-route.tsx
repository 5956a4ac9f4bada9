// Features never import each other, so the metrics page gets the register panels and the
// recent traces from here.
import { lazy, Suspense, type ReactNode } from 'react';
import { usePainted } from '@/hooks/use-painted';
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

// Asked for once the page has painted, each its own boundary: the page around it shows
// while its code loads.
const Later = ({ children }: { children: ReactNode }) =>
  usePainted() ? <Suspense fallback={null}>{children}</Suspense> : null;

export function MetricsRoute() {
  return (
    <MetricsPage
      recentTraces={
        <Later>
          <RecentTracesCard />
        </Later>
      }
      registryAnalytics={
        <Later>
          <AnalyticsPanel />
        </Later>
      }
      registryPanels={
        <Later>
          <RegistryWorkspace />
        </Later>
      }
    />
  );
}
