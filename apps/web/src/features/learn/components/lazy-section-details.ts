// The markdown renderer and the runners (section-details.tsx) are a chunk of their own (about
// 160 KB gzipped), asked for once a section's title, objectives and introduction have painted:
// fetched beside the module's sections, they held that first paint back.
import { lazy } from 'react';

export const SectionDetails = lazy(() =>
  import('./section-details').then((m) => ({ default: m.SectionDetails })),
);
