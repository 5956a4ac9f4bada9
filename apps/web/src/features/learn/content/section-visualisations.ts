// THE ONE PLACE a section gets its visualisation: visualisation.ts in its folder, a module that
// exports its `size` and `draw`. The frame loads the module as a file of its own (built by the
// frame-bundles Vite plugin, `?frame-url`); the page needs only its size and that file's URL.
import type { D3Sandbox } from '../lib/module-schema';
import type { VisualisationSize } from '../lib/visualisation-stage';

const URLS = import.meta.glob<string>('./*/*/visualisation.ts', {
  query: '?frame-url',
  import: 'default',
});
const SIZES = import.meta.glob<VisualisationSize>('./*/*/visualisation.ts', { import: 'size' });

/** The visualisation of the section in `folder` ('./module-id/section-id'), if it has one. */
export async function loadVisualisation(folder: string): Promise<D3Sandbox | undefined> {
  const file = `${folder}/visualisation.ts`;
  const url = URLS[`${file}?frame-url`] ?? URLS[file];
  const size = SIZES[file];
  if (url === undefined || size === undefined) return undefined;
  const [frameUrl, { width, height }] = await Promise.all([url(), size()]);
  return { width, height, url: frameUrl };
}
