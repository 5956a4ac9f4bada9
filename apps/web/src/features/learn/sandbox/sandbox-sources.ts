// The Worker's script and the frame's, from real modules: worker-entry.ts and frame-entry.ts,
// each bundled with its imports into one classic script by the frame-bundles Vite plugin. The
// frame's bundle holds the Worker's as text, to start each Worker from a blob: URL. The page
// never loads these: the frame's own document (public/frames/runner.html) loads the frame's
// script as /frames/runner.js. Tests run them as text (`?frame-source`).
import frameSource from './frame-entry.ts?frame-source';
import workerSource from './worker-entry.ts?frame-source';

/** The Worker's script: `self` is its global scope. */
export function buildWorkerSource(): string {
  return workerSource;
}

/** The frame's script, as /frames/runner.js serves it: `window` is the frame's. */
export function buildFrameSource(): string {
  return frameSource;
}
