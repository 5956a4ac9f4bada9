// The sandbox's settings as its Worker and its frame get them: the limits and messages of
// constants.ts, bundled into each (see worker-entry.ts and frame-entry.ts).
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
  OUTPUT_LEVELS,
  RETURNED_EARLY_MESSAGE,
  RUNNER_FAILED_MESSAGE,
  RUNNER_TAMPERED_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  VALUE_NOT_DATA_MESSAGE,
  WORKER_NAME,
} from './constants';
import type { FrameSettings } from './frame-main';
import type { WorkerSettings } from './worker-runtime';

export const WORKER_SETTINGS: WorkerSettings = {
  maxLines: MAX_OUTPUT_LINES,
  maxLineChars: MAX_LINE_CHARS,
  lineCutMark: LINE_CUT_MARK,
  batchMs: LINE_BATCH_MS,
  batchSize: LINE_BATCH_SIZE,
  unknownError: UNKNOWN_ERROR_MESSAGE,
  notData: VALUE_NOT_DATA_MESSAGE,
  returnedEarly: RETURNED_EARLY_MESSAGE,
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
