import type { RouteObject } from 'react-router';
import { ROUTES } from '@/config/routes';
import { AppShellLayout } from '../app-shell/app-shell-layout';
import { PageLoader } from '@/components/ui/page-loader';
import {
  apiDocsPage,
  classesPage,
  consolePage,
  projectorPage,
  joinClassPage,
  dashboardPage,
  drillsPage,
  learnPage,
  metricsPage,
  modulePage,
  servicesPage,
  storagePage,
  tracePage,
  tracesPage,
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
    // Shown only until the first page's chunk has loaded (see lazy-pages.ts).
    hydrateFallbackElement: <PageLoader />,
    errorElement,
    children: [
      { index: true, lazy: dashboardPage, errorElement },
      { path: ROUTES.learn, lazy: learnPage, errorElement },
      { path: ROUTES.learnModule, lazy: modulePage, errorElement },
      { path: ROUTES.services, lazy: servicesPage, errorElement },
      { path: ROUTES.storage, lazy: storagePage, errorElement },
      { path: ROUTES.metrics, lazy: metricsPage, errorElement },
      { path: ROUTES.traces, lazy: tracesPage, errorElement },
      { path: ROUTES.trace, lazy: tracePage, errorElement },
      { path: ROUTES.apiDocs, lazy: apiDocsPage, errorElement },
      { path: ROUTES.drills, lazy: drillsPage, errorElement },
      { path: ROUTES.classes, lazy: classesPage, errorElement },
      { path: ROUTES.classConsole, lazy: consolePage, errorElement },
      { path: ROUTES.classProjector, lazy: projectorPage, errorElement },
      { path: ROUTES.joinClass, lazy: joinClassPage, errorElement },
      { path: '*', element: <NotFoundPage />, errorElement },
    ],
  },
];
