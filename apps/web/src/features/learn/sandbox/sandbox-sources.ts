// Builds the Worker's script and the iframe's document from self-contained functions: each is
// turned into text with toString() and called with its settings as JSON.
import {
  API_ANSWER_MARGIN_MS,
  API_CALL_TIMEOUT_MS,
  API_METHODS_REFUSED,
  API_PATH_MESSAGE,
  API_PATH_PREFIX,
  API_TOO_MANY_CALLS_MESSAGE,
  apiMethodRefusedMessage,
  apiPathRefusedMessage,
  LINE_BATCH_MS,
  LINE_BATCH_SIZE,
  LINE_CUT_MARK,
  MAX_API_CALLS_PER_RUN,
  MAX_API_PATH_LENGTH,
  MAX_API_RUN_MS,
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
  api: {
    prefix: API_PATH_PREFIX,
    maxCalls: MAX_API_CALLS_PER_RUN,
    maxPathLength: MAX_API_PATH_LENGTH,
    refusedMethods: API_METHODS_REFUSED,
    pathMessage: API_PATH_MESSAGE,
    pathRefused: apiPathRefusedMessage('{path}'),
    methodRefused: apiMethodRefusedMessage('{method}'),
    tooManyCalls: API_TOO_MANY_CALLS_MESSAGE,
  },
};

export const FRAME_SETTINGS: FrameSettings = {
  workerName: WORKER_NAME,
  runnerFailed: RUNNER_FAILED_MESSAGE,
  api: {
    callTimeoutMs: API_CALL_TIMEOUT_MS,
    answerMarginMs: API_ANSWER_MARGIN_MS,
    maxRunMs: MAX_API_RUN_MS,
  },
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
    maxApiCalls: MAX_API_CALLS_PER_RUN,
    maxApiPathLength: MAX_API_PATH_LENGTH,
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
