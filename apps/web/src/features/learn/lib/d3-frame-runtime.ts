// The visualisation frame's own script, loaded before d3 and the visualisation: it posts every
// error to the parent (the frame's origin is opaque, so messages are its only way out), and once
// the document is parsed it draws the visualisation with d3, the container and the settings.
import type { D3Theme } from './d3-theme';
import {
  CONTAINER_ID,
  D3_FRAME_ERROR_TYPE,
  D3_LOAD_FAILED_MESSAGE,
  MAX_ERROR_MESSAGE_LENGTH,
  SETTINGS_ID,
  UNKNOWN_ERROR_MESSAGE,
  VISUALISATION_LOAD_FAILED_MESSAGE,
} from './d3-frame-protocol';
import type { D3Module, Visualisation } from './visualisation-stage';

export type ReportError = (error: unknown, fallback?: string) => void;

/** What the runtime uses of the frame's window: d3's UMD and the visualisation's bundle add theirs. */
export interface FrameWindow extends Pick<Window, 'addEventListener'> {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  document: Pick<Document, 'getElementById'>;
  d3?: D3Module;
  frameExports?: { draw?: Visualisation };
}

export interface FrameSettings {
  width: number;
  height: number;
  theme: D3Theme;
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
export function startVisualisation(win: FrameWindow, report: ReportError): void {
  const { d3, frameExports } = win;
  if (d3 === undefined) return report(undefined, D3_LOAD_FAILED_MESSAGE);
  const draw = frameExports?.draw;
  if (typeof draw !== 'function') return report(undefined, VISUALISATION_LOAD_FAILED_MESSAGE);
  const container = win.document.getElementById(CONTAINER_ID);
  try {
    const settings = JSON.parse(
      win.document.getElementById(SETTINGS_ID)?.textContent ?? '',
    ) as FrameSettings;
    if (container === null) throw new Error(`No #${CONTAINER_ID} in the frame`);
    const theme = Object.freeze({ ...settings.theme });
    draw({ d3, container, width: settings.width, height: settings.height, theme });
  } catch (error) {
    report(error);
  }
}

export function runFrame(win: FrameWindow): void {
  const report = installErrorBridge(win);
  // Classic scripts block parsing, so d3 and the visualisation have run by then.
  win.addEventListener('DOMContentLoaded', () => startVisualisation(win, report));
}
