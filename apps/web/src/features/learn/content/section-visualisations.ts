// THE ONE PLACE a section gets its visualisation: visualisation.legacy.ts in its folder, the
// d3 program as a string of today's D3Sandbox shape. (Being replaced by a real module per section.)
import type { D3Sandbox } from '../lib/module-schema';

const VISUALISATIONS = import.meta.glob<D3Sandbox>('./*/*/visualisation.legacy.ts', {
  import: 'default',
});

/** The visualisation of the section in `folder` ('./module-id/section-id'), if it has one. */
export function loadVisualisation(folder: string): Promise<D3Sandbox | undefined> {
  return VISUALISATIONS[`${folder}/visualisation.legacy.ts`]?.() ?? Promise.resolve(undefined);
}
