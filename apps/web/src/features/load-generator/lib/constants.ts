// The lab's 'Generate load' card: what it says, the bounds of its inputs and the requests it sends.
import { SEARCH_DEFAULT_PAGE_SIZE } from '@repo/contracts/registry';

export const LOAD_TITLE = 'Generate load';
export const LOAD_INTRO =
  'Send a burst of uploads or register searches and watch the queues and counters on the map move.';

// The two kinds of load, as the mode control offers them.
export const LOAD_MODE_LABEL = 'Load';
export const LOAD_MODES = ['uploads', 'searches'] as const;
export type LoadMode = (typeof LOAD_MODES)[number];
export const LOAD_MODE_NAMES: Record<LoadMode, string> = {
  uploads: 'Uploads',
  searches: 'Searches',
};

export const UPLOAD_COUNT_LABEL = 'Number of uploads';
export const SEARCH_RATE_LABEL = 'Searches per second';
export const SEARCH_SECONDS_LABEL = 'For (seconds)';

/** Bounds and starting values of the inputs: at most 50 uploads, or 20 × 60 searches. */
export const UPLOAD_COUNT_BOUNDS = { min: 1, max: 50, initial: 10 } as const;
export const SEARCH_RATE_BOUNDS = { min: 1, max: 20, initial: 5 } as const;
export const SEARCH_SECONDS_BOUNDS = { min: 1, max: 60, initial: 10 } as const;
export const outOfRangeMessage = (min: number, max: number) =>
  `Enter a whole number from ${min} to ${max}`;

export const START_LABEL = 'Generate load';
export const CANCEL_LABEL = 'Cancel';
export const PROGRESS_LABEL = 'Load progress';

/** Searches are sent on a timer without waiting for answers; past this many unanswered, skip. */
export const MAX_IN_FLIGHT = 20;
export const NOT_SENT_MESSAGE = 'Not sent: too many in flight';

// What the card says while and after it runs.
export const progressText = (done: number, total: number, failed: number) =>
  `${done} of ${total} sent · ${failed} failed`;
export const elapsedText = (seconds: number) => `${seconds} s elapsed`;
export const doneText = (succeeded: number, failed: number, seconds: string) =>
  `Done: ${succeeded} succeeded, ${failed} failed in ${seconds} s.`;
export const cancelledText = (done: number, total: number) =>
  `Cancelled after ${done} of ${total}.`;
export const lastErrorText = (message: string) => `Last error: ${message}`;

// The uploads: small text files, sent one after another as the demo user.
export const LOAD_UPLOAD_PATH = '/api/storage/upload';
export const LOAD_FILE_TYPE = 'text/plain';
export const loadFileName = (n: number, timestamp: number) => `load-${n}-${timestamp}.txt`;
/** Lines in each file: a few hundred bytes in all. */
export const LOAD_FILE_LINES = 4;
export const UPLOAD_FAILED_MESSAGE = 'Upload failed';

// The searches: page 1 of common words in turn, so each finds something.
export const LOAD_SEARCH_PATH = '/api/nzbn/search';
export const LOAD_SEARCH_PAGE_SIZE = SEARCH_DEFAULT_PAGE_SIZE;
export const LOAD_SEARCH_TERMS = [
  'kiwi',
  'pacific',
  'holdings',
  'trust',
  'farm',
  'nz',
  'services',
  'limited',
  'auckland',
  'building',
] as const;
export const SEARCH_FAILED_MESSAGE = 'Search failed';

export const UNEXPECTED_ANSWER_DETAIL = 'unexpected answer';
export const HTTP_TOO_MANY_REQUESTS = 429;

// The background uploads the Drills page sends while a hard drill runs, so message faults
// have traffic to act on.
export const BACKGROUND_BURST = 5;
export const BACKGROUND_EVERY_MS = 15_000;
export const BACKGROUND_LOAD_LABEL = 'Background load';
export const backgroundLoadText = (sent: number | null, failed: number | null) =>
  `${BACKGROUND_BURST} uploads every ${BACKGROUND_EVERY_MS / 1000} s while the drill runs` +
  (sent === null ? '.' : `; the last burst: ${sent} stored, ${failed} failed.`);
