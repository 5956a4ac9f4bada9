// The visualisation frame's runtime as its document loads it (public/frames/visualisation.html),
// bundled as /frames/visualisation.js by the frame-bundles Vite plugin.
import { runFrame } from './d3-frame-runtime';

void runFrame(window);
