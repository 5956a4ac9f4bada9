// Every section's visualisation module, found from the folders, drawn as the frame draws it:
// with real d3 in jsdom.
import * as d3 from 'd3';
import { vi } from 'vitest';
import { D3_THEMES } from '../lib/d3-theme';
import type { Visualisation, VisualisationSize } from '../lib/visualisation-stage';

const MODULES = import.meta.glob<{ draw: Visualisation; size: VisualisationSize }>(
  './*/*/visualisation.ts',
  { eager: true },
);
/** Each module's source, as written. */
export const SOURCES = import.meta.glob<string>('./*/*/visualisation.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** 'module-id/section-id' of a module's path. */
export const nameOf = (file: string) => file.split('/').slice(1, 3).join('/');

export interface VisualisationEntry {
  name: string;
  draw: Visualisation;
  source: string;
  width: number;
  height: number;
}

export const VISUALISATIONS: readonly VisualisationEntry[] = Object.entries(MODULES).map(
  ([file, { draw, size }]) => ({
    name: nameOf(file),
    draw,
    source: SOURCES[file] ?? '',
    width: size.width,
    height: size.height,
  }),
);

export function visualisation(name: string): VisualisationEntry {
  const entry = VISUALISATIONS.find((candidate) => candidate.name === name);
  if (entry === undefined) throw new Error(`No visualisation in ${name}`);
  return entry;
}

/** Draws a visualisation into a fresh container in the page. */
export function draw(name: string, width?: number, scheme: 'light' | 'dark' = 'light') {
  const entry = visualisation(name);
  const container = document.createElement('div');
  document.body.append(container);
  entry.draw({
    d3,
    container,
    width: width ?? entry.width,
    height: entry.height,
    theme: D3_THEMES[scheme],
  });
  return container;
}

/** Reduced motion, so every step shows at once. */
export function preferReducedMotion() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion'),
  }));
}
