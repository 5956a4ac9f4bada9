// Each page is its own chunk, which the router loads before it shows the page (a route's
// `lazy`). On a first visit the shell and the page paint together, with no spinner between
// them that React would hold for a beat before revealing the page; following a link keeps
// the current page until the next one is ready.
import type { LazyRouteFunction, RouteObject } from 'react-router';

type PageLoader = LazyRouteFunction<RouteObject>;

export const dashboardPage: PageLoader = () =>
  import('@/features/dashboard/components/dashboard-page').then((m) => ({
    Component: m.DashboardPage,
  }));
export const learnPage: PageLoader = () =>
  import('@/features/learn/components/learn-page').then((m) => ({ Component: m.LearnPage }));
export const modulePage: PageLoader = () =>
  import('@/features/learn/components/module-page').then((m) => ({ Component: m.ModulePage }));
export const servicesPage: PageLoader = () =>
  import('./services-route').then((m) => ({ Component: m.ServicesRoute }));
export const storagePage: PageLoader = () =>
  import('./storage-route').then((m) => ({ Component: m.StorageRoute }));
export const metricsPage: PageLoader = () =>
  import('./metrics-route').then((m) => ({ Component: m.MetricsRoute }));
export const tracesPage: PageLoader = () =>
  import('@/features/traces/components/traces-page').then((m) => ({ Component: m.TracesPage }));
export const apiDocsPage: PageLoader = () =>
  import('@/features/api-docs/components/api-docs-page').then((m) => ({
    Component: m.ApiDocsPage,
  }));
export const tracePage: PageLoader = () =>
  import('@/features/traces/components/trace-page').then((m) => ({ Component: m.TracePage }));
export const drillsPage: PageLoader = () =>
  import('./drills-route').then((m) => ({ Component: m.DrillsRoute }));
export const classesPage: PageLoader = () =>
  import('@/features/classes/components/classes-page').then((m) => ({ Component: m.ClassesPage }));
export const consolePage: PageLoader = () =>
  import('@/features/classes/components/console-page').then((m) => ({ Component: m.ConsolePage }));
export const projectorPage: PageLoader = () =>
  import('@/app/projector/projector-page').then((m) => ({
    Component: m.ProjectorPage,
  }));
export const joinClassPage: PageLoader = () =>
  import('@/features/classes/components/join-page').then((m) => ({ Component: m.JoinPage }));
