// The lab panel (lab-dock.tsx) brings the markdown renderer with it, so it is a chunk of its own,
// fetched only once an exercise is active: no page pays for it before that.
import { lazy } from 'react';

const loadLabDock = () => import('./lab-dock');

export const LabColumn = lazy(() => loadLabDock().then((m) => ({ default: m.LabColumn })));
export const LabSheet = lazy(() => loadLabDock().then((m) => ({ default: m.LabSheet })));
