// The sandbox's limits and messages. The Worker and the frame get the ones they need as their
// settings (sandbox-settings.ts), bundled into their scripts.

/** The console methods the sandbox captures, each line's level. */
export const OUTPUT_LEVELS = ['log', 'info', 'warn', 'error'] as const;

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

/** How long the page waits past a run's cap for the frame's answer before replacing the frame. */
export const FRAME_BACKSTOP_MS = 500;

// A run's limit counts the time its Worker is busy, not the time it waits for a timer or an
// api.get answer (run-limit.ts). The runtime beats from its own timer while a run is on: a Worker
// stuck in a loop runs no timer, so its beats stop, and the frame counts that silence.
/** How often the runtime beats. */
export const HEARTBEAT_MS = 50;
/** A silence up to the beat and this much more is a timer's ordinary lateness, not running. */
export const HEARTBEAT_SLACK_MS = 100;
/**
 * No run lasts longer than this, waiting included: a forgotten interval, or a beat forged by
 * code that took over its runtime, keeps a Worker no longer. Long enough for the lessons'
 * slowest example (six readings a second apart, each waiting for the API).
 */
export const MAX_RUN_MS = 10_000;
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

/**
 * A challenge test checks a copy of the value its code returns, made by the browser, so nothing
 * the code patched or wrapped can change what is compared; a value that cannot be copied fails.
 */
export const VALUE_NOT_DATA_MESSAGE =
  'Error: The test cannot check this value: it must be plain data (no functions, symbols, Proxy objects or getters that throw)';

/**
 * A challenge's code that ended with a `return` of its own: its tests are evaluated in the code's
 * scope once the code has run to its end, so a code that returns early is never tested.
 */
export const RETURNED_EARLY_MESSAGE =
  "The code returned before its end: a challenge's tests call your functions themselves, so leave out any 'return' outside a function";

export const FRAME_TITLE = 'Code runner';
export const WORKER_NAME = 'code-runner';

/** '1 s', '1.5 s': how limits read in messages. */
export function formatSeconds(ms: number): string {
  return `${ms / 1000} s`;
}

/** A run stopped once its Worker had been busy for its limit. */
export function runTimeoutMessage(limitMs: number): string {
  return `Stopped after ${formatSeconds(limitMs)}: the code was still running (an endless loop?)`;
}

/** A run stopped at its cap, however little of it was busy. */
export function runCapMessage(capMs: number): string {
  return `Stopped after ${formatSeconds(capMs)}: a run may take at most ${formatSeconds(capMs)}, waiting included (a timer or an interval still going?)`;
}

// The read-only bridge: learner code calls api.get(path), the page performs a same-origin
// GET /api/... on its behalf (docs/learn.md, "The API bridge").
export const API_PATH_PREFIX = '/api/';
/** Calls and response bytes one run may use, counted by the frame and again by the page. */
export const MAX_API_CALLS_PER_RUN = 20;
export const MAX_API_BYTES_PER_RUN = 1_000_000;
/** The longest path a call may name. */
export const MAX_API_PATH_LENGTH = 2048;
/** One call's answer must arrive within this, or the call fails. */
export const API_CALL_TIMEOUT_MS = 5000;

/**
 * A consumer challenge's batch (docs/learn.md#consumer-challenges): the bindings of its env,
 * their calls (each a request to the server) at most this many; and the words of a network
 * call stopped.
 */
export const CONSUMER_BINDINGS = ['DB', 'EVENTS'] as const;
export type ConsumerBinding = (typeof CONSUMER_BINDINGS)[number];
export const MAX_BINDING_CALLS_PER_BATCH = 100;
export const TOO_MANY_BINDING_CALLS_MESSAGE = `A batch may make at most ${MAX_BINDING_CALLS_PER_BATCH} calls to env.DB and env.EVENTS: use env.DB.batch() for many statements, env.EVENTS.sendBatch() for many messages`;
export const NETWORK_STOPPED_MESSAGE =
  'Stopped: your handler called {what}, and a handler here cannot reach the network';

export const API_METHODS_REFUSED = ['post', 'put', 'patch', 'delete', 'head', 'fetch'] as const;

export function apiMethodRefusedMessage(method: string): string {
  return `api.${method} is not allowed: the bridge only reads, with api.get(path)`;
}
/** The path the bridge's refusal suggests: one that answers 200 on a running system. */
export const API_EXAMPLE_PATH = '/api/storage/files';
export const API_PATH_MESSAGE = `api.get needs a path of this app's API, starting with '${API_PATH_PREFIX}' (for example '${API_EXAMPLE_PATH}')`;
export function apiPathRefusedMessage(path: string): string {
  return `api.get only reads this app's ${API_PATH_PREFIX} paths: '${path.slice(0, 200)}' is not one`;
}
export const API_TOO_MANY_CALLS_MESSAGE = `api.get: a run may make at most ${MAX_API_CALLS_PER_RUN} calls`;
export function apiTooLargeMessage(path: string): string {
  return `api.get('${path}'): the answers of one run may hold at most ${MAX_API_BYTES_PER_RUN.toLocaleString('en')} bytes`;
}
export function apiNotJsonMessage(path: string): string {
  return `api.get('${path}'): the answer is not JSON`;
}
export function apiStatusMessage(path: string, status: number, detail: string): string {
  return `api.get('${path}') answered ${status}${detail === '' ? '' : `: ${detail}`}`;
}
export function apiTimeoutMessage(path: string): string {
  return `api.get('${path}'): no answer within ${formatSeconds(API_CALL_TIMEOUT_MS)}`;
}
export function apiFailedMessage(path: string, reason: string): string {
  return `api.get('${path}') failed: ${reason}`;
}
