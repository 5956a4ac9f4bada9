// Builds the Worker's script and the iframe's document from self-contained functions: each is
// turned into text with toString() and called with its settings as JSON.
import {
  LINE_BATCH_MS,
  LINE_BATCH_SIZE,
  LINE_CUT_MARK,
  MAX_LINE_CHARS,
  MAX_OUTPUT_CHARS,
  MAX_OUTPUT_LINES,
  OUTPUT_CHARS_CUT_LINE,
  OUTPUT_CUT_LINE,
  RUNNER_FAILED_MESSAGE,
  RUNNER_TAMPERED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  WORKER_NAME,
} from './constants';
import { formatValue } from './format-value';
import { frameMain, type FrameSettings } from './frame-main';
import { OUTPUT_LEVELS } from './frame-messages';
import { createRunGuard } from './run-guard';
import { workerMain, type WorkerSettings } from './worker-runtime';

const WORKER_SETTINGS: WorkerSettings = {
  maxLines: MAX_OUTPUT_LINES,
  maxLineChars: MAX_LINE_CHARS,
  lineCutMark: LINE_CUT_MARK,
  batchMs: LINE_BATCH_MS,
  batchSize: LINE_BATCH_SIZE,
  unknownError: UNKNOWN_ERROR_MESSAGE,
};

export const FRAME_SETTINGS: FrameSettings = {
  workerName: WORKER_NAME,
  runnerFailed: RUNNER_FAILED_MESSAGE,
  guard: {
    levels: OUTPUT_LEVELS,
    maxLines: MAX_OUTPUT_LINES,
    maxChars: MAX_OUTPUT_CHARS,
    maxLineChars: MAX_LINE_CHARS,
    lineCutMark: LINE_CUT_MARK,
    linesCutLine: OUTPUT_CUT_LINE,
    charsCutLine: OUTPUT_CHARS_CUT_LINE,
    batchMs: LINE_BATCH_MS,
    batchSize: LINE_BATCH_SIZE,
    tampered: RUNNER_TAMPERED_MESSAGE,
  },
};

/** JSON that is also safe inside an HTML <script> element (no '</script>' can end it early). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The Worker's script: `self` is its global scope. Parenthesised, so any function form works. */
export function buildWorkerSource(): string {
  return `(${workerMain.toString()})(self, (${formatValue.toString()}), ${scriptJson(WORKER_SETTINGS)});`;
}

/**
 * The frame's policy, which its blob: Workers inherit: its own inline script, Workers from
 * blobs, and eval (learner code is compiled with the AsyncFunction constructor); nothing else,
 * so learner code cannot load anything or reach the network.
 */
export const FRAME_CONTENT_SECURITY_POLICY =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' blob:; worker-src blob:";

export function buildFrameDocument(): string {
  const script = `(${frameMain.toString()})(window, ${scriptJson(buildWorkerSource())}, (${createRunGuard.toString()}), ${scriptJson(FRAME_SETTINGS)});`;
  const policy = `<meta http-equiv="Content-Security-Policy" content="${FRAME_CONTENT_SECURITY_POLICY}">`;
  return `<!doctype html><html><head><meta charset="utf-8">${policy}</head><body><script>${script}</script></body></html>`;
}
