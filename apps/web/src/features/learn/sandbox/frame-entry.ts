// The sandbox frame's script as shipped: the frame's main loop, given its window, the Worker's
// script, the run guard and its settings (bundled by sandbox-sources.ts).
import { frameMain } from './frame-main';
import { createRunGuard } from './run-guard';
import { FRAME_SETTINGS } from './sandbox-settings';
import workerSource from './worker-entry.ts?frame-source';

frameMain(window, workerSource, createRunGuard, FRAME_SETTINGS);
