// Every route path of the SPA (docs/product.md#screens), so links and the router cannot drift
// apart.

export const ROUTES = {
  dashboard: '/',
  learn: '/learn',
  learnModule: '/learn/:moduleId',
  services: '/services',
  storage: '/storage',
  metrics: '/metrics',
  traces: '/traces',
  trace: '/traces/:traceId',
  apiDocs: '/api-docs',
  drills: '/drills',
  classes: '/class',
  classConsole: '/class/:code',
  classProjector: '/class/:code/learners/:learnerId',
  joinClass: '/join/:code',
} as const;

export function learnModulePath(moduleId: string): string {
  return `${ROUTES.learn}/${encodeURIComponent(moduleId)}`;
}

/** The address of one section of a module: `?section={sectionId}`, the module page's own. */
export const SECTION_PARAM = 'section';

export function learnSectionPath(moduleId: string, sectionId: string): string {
  return `${learnModulePath(moduleId)}?${SECTION_PARAM}=${encodeURIComponent(sectionId)}`;
}

export function tracePath(traceId: string): string {
  return `${ROUTES.traces}/${encodeURIComponent(traceId)}`;
}

/**
 * The parts of a page a link may land on (`/services#fault-switches`): each is the `id` of
 * that part, and the app scrolls to it on arrival (app/app-shell/use-page-scroll.ts).
 */
export const PAGE_PARTS = {
  systemMap: 'system-map',
  queues: 'queues',
  faultSwitches: 'fault-switches',
  upload: 'upload',
} as const;
