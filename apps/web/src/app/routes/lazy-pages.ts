// Each page is its own chunk, so the first load carries only the shell.
import { lazy } from 'react';

export const DashboardPage = lazy(() =>
  import('@/features/dashboard/components/dashboard-page').then((m) => ({
    default: m.DashboardPage,
  })),
);
export const LearnPage = lazy(() =>
  import('@/features/learn/components/learn-page').then((m) => ({ default: m.LearnPage })),
);
export const ModulePage = lazy(() =>
  import('@/features/learn/components/module-page').then((m) => ({ default: m.ModulePage })),
);
export const ServicesPage = lazy(() =>
  import('./services-route').then((m) => ({ default: m.ServicesRoute })),
);
export const StoragePage = lazy(() =>
  import('./storage-route').then((m) => ({ default: m.StorageRoute })),
);
export const MetricsPage = lazy(() =>
  import('./metrics-route').then((m) => ({ default: m.MetricsRoute })),
);
export const TracesPage = lazy(() =>
  import('@/features/traces/components/traces-page').then((m) => ({ default: m.TracesPage })),
);
export const TracePage = lazy(() =>
  import('@/features/traces/components/trace-page').then((m) => ({ default: m.TracePage })),
);
