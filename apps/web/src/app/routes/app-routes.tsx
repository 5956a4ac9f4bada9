import type { RouteObject } from 'react-router';
import { ROUTES } from '@/config/routes';
import { AppShellLayout } from '../app-shell/app-shell-layout';
import {
  DashboardPage,
  LearnPage,
  MetricsPage,
  ModulePage,
  ServicesPage,
  StoragePage,
  TracePage,
  TracesPage,
} from './lazy-pages';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page gets its own boundary, so a failing page leaves the shell and navigation usable.
const errorElement = <RouteErrorBoundary />;

/** Shared by the browser router and the memory routers in tests. */
export const appRoutes: RouteObject[] = [
  {
    path: ROUTES.dashboard,
    element: <AppShellLayout />,
    errorElement,
    children: [
      { index: true, element: <DashboardPage />, errorElement },
      { path: ROUTES.learn, element: <LearnPage />, errorElement },
      { path: ROUTES.learnModule, element: <ModulePage />, errorElement },
      { path: ROUTES.services, element: <ServicesPage />, errorElement },
      { path: ROUTES.storage, element: <StoragePage />, errorElement },
      { path: ROUTES.metrics, element: <MetricsPage />, errorElement },
      { path: ROUTES.traces, element: <TracesPage />, errorElement },
      { path: ROUTES.trace, element: <TracePage />, errorElement },
      { path: '*', element: <NotFoundPage />, errorElement },
    ],
  },
];
