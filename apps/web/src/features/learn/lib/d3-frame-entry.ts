// The visualisation frame's runtime as the frame loads it (lib/d3-frame.ts builds its document).
import { runFrame } from './d3-frame-runtime';

runFrame(window);
