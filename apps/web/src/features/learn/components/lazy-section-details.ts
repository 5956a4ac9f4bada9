// The markdown renderer and the runners (section-details.tsx) are a chunk of their own. A module
// page starts fetching it as it opens, alongside the module's sections, rather than after them.
import { lazy } from 'react';

const loadSectionDetails = () => import('./section-details');

export function preloadSectionDetails(): void {
  void loadSectionDetails();
}

export const SectionDetails = lazy(() =>
  loadSectionDetails().then((m) => ({ default: m.SectionDetails })),
);
