// The visualisation frame's own script (public/frames/visualisation.html): it posts every error
// to the parent (the frame's origin is opaque, so messages are its only way out), reads its
// settings from its address, loads d3 and then the visualisation, and draws with d3, the
// container and the settings.
import {
  CONTAINER_ID,
  D3_FRAME_ERROR_TYPE,
  D3_LOAD_FAILED_MESSAGE,
  MAX_ERROR_MESSAGE_LENGTH,
  UNKNOWN_ERROR_MESSAGE,
  VISUALISATION_LOAD_FAILED_MESSAGE,
} from './d3-frame-protocol';
import { applyFrameStyle, readFrameSettings, type FrameSettings } from './d3-frame-settings';
import type { D3Module, Visualisation } from './visualisation-stage';

export type ReportError = (error: unknown, fallback?: string) => void;

/** What the runtime uses of the frame's window: d3's UMD and the visualisation's bundle add theirs. */
export interface FrameWindow extends Pick<Window, 'addEventListener'> {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  document: Pick<Document, 'getElementById' | 'createElement' | 'head' | 'documentElement'>;
  location: Pick<Location, 'search'>;
  d3?: D3Module;
  frameExports?: { draw?: Visualisation };
}

function describe(error: unknown, fallback: string | undefined): string {
  if (error instanceof Object && 'message' in error) {
    const { message } = error;
    if (typeof message === 'string' && message !== '') return message;
  }
  if (typeof fallback === 'string' && fallback !== '') return fallback;
  return error === undefined || error === null ? UNKNOWN_ERROR_MESSAGE : String(error);
}

/** Window errors, unhandled rejections and what `report` is given all reach the parent. */
export function installErrorBridge(win: FrameWindow): ReportError {
  const report: ReportError = (error, fallback) => {
    const message = describe(error, fallback).slice(0, MAX_ERROR_MESSAGE_LENGTH);
    win.parent.postMessage({ type: D3_FRAME_ERROR_TYPE, message }, '*');
  };
  win.addEventListener('error', (event) => report(event.error, event.message));
  win.addEventListener('unhandledrejection', (event) => report(event.reason));
  return report;
}

/** Draws the visualisation, or reports why it cannot. */
export function startVisualisation(
  win: FrameWindow,
  settings: FrameSettings,
  report: ReportError,
): void {
  const { d3, frameExports } = win;
  if (d3 === undefined) return report(undefined, D3_LOAD_FAILED_MESSAGE);
  const draw = frameExports?.draw;
  if (typeof draw !== 'function') return report(undefined, VISUALISATION_LOAD_FAILED_MESSAGE);
  const container = win.document.getElementById(CONTAINER_ID);
  try {
    if (container === null) throw new Error(`No #${CONTAINER_ID} in the frame`);
    const theme = Object.freeze({ ...settings.theme });
    draw({ d3, container, width: settings.width, height: settings.height, theme });
  } catch (error) {
    report(error);
  }
}

/**
 * Classic scripts from the app's origin, fetched at once and run in order (`async = false`:
 * the visualisation's bundle may use d3 as it loads); settles once each has run or failed.
 */
function loadScripts(document: FrameWindow['document'], paths: string[]): Promise<unknown> {
  const loads = paths
    .filter((path) => path !== '')
    .map((path) => {
      const script = document.createElement('script');
      script.src = path;
      script.async = false;
      document.head.append(script);
      return new Promise<void>((resolve) => {
        script.addEventListener('load', () => resolve());
        script.addEventListener('error', () => resolve());
      });
    });
  return Promise.all(loads);
}

export async function runFrame(win: FrameWindow): Promise<void> {
  const report = installErrorBridge(win);
  const settings = readFrameSettings(win.location.search);
  applyFrameStyle(win.document.documentElement, settings);
  await loadScripts(win.document, [settings.d3Url, settings.visualisationUrl]);
  startVisualisation(win, settings, report);
}
