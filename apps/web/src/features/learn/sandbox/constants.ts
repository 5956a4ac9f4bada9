// The sandbox's limits and messages. The worker and the frame cannot import, so the ones they
// need travel to them as data (see sandbox-sources.ts).

/** A run's output stops here, so a logging loop cannot flood the page. */
export const MAX_OUTPUT_LINES = 1000;
export const OUTPUT_CUT_LINE = `Output cut: only the first ${MAX_OUTPUT_LINES.toLocaleString('en')} lines are shown.`;
/** One enormous line (a 10 MB string) would stall the page's rendering just the same. */
export const MAX_LINE_CHARS = 10_000;
export const LINE_CUT_MARK = '…';
/** All of a run's lines together: a thousand 10,000-character lines would be too much. */
export const MAX_OUTPUT_CHARS = 1_000_000;
export const OUTPUT_CHARS_CUT_LINE = `Output cut: only the first ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters are shown.`;

/** Lines reach the page at most this often, or sooner once this many are waiting. */
export const LINE_BATCH_MS = 16;
export const LINE_BATCH_SIZE = 100;

/** How long the page waits past the limit for the frame's answer before replacing the frame. */
export const FRAME_BACKSTOP_MS = 500;
/** How long a new frame may take to say it is ready before its runs fail. */
export const FRAME_START_LIMIT_MS = 10_000;

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';
export const RUNNER_FAILED_MESSAGE = 'Error: The code runner stopped unexpectedly';
export const RUNNER_UNAVAILABLE_MESSAGE = 'Error: This browser cannot run code here';
export const RUNNER_NOT_STARTED_MESSAGE = 'Error: The code runner did not start';
export const RUN_CANCELLED_MESSAGE = 'The run was cancelled';
/** The frame saw the Worker break the protocol: only code that took over the runtime does. */
export const RUNNER_TAMPERED_MESSAGE =
  'Error: The code tampered with the code runner and was stopped';

export const FRAME_TITLE = 'Code runner';
export const WORKER_NAME = 'code-runner';

/** '1 s', '1.5 s': how limits read in messages. */
export function formatSeconds(ms: number): string {
  return `${ms / 1000} s`;
}

export function runTimeoutMessage(limitMs: number): string {
  return `Stopped after ${formatSeconds(limitMs)}: the code was still running (an endless loop?)`;
}
