// The lab's system map and dead-letter panel: what they say.
import { loadFailedText, loadingText } from '@/config/query-texts';
import { LAB_MAP_POLL_MS } from '@/config/constants';

// ---- The card ----
export const SYSTEM_MAP_TITLE = 'System map';
/** The accessible name of the link from a worker in the Connections table to its traces. */
export const workerTracesLabel = (worker: string) => `Recent traces of ${worker}`;
export const SYSTEM_MAP_INTRO =
  'The workers, their databases, the bucket and the queues, with the traffic of the last minute between them. Moving dashes show where traffic flows; red figures are errors.';
export const MAP_LOADING_TEXT = loadingText('the system map');
export const MAP_FAILED_TITLE = loadFailedText('the system map');
/** Why the map failed when the API did not say. */
export const TOPOLOGY_FAILED_MESSAGE = 'The lab API answered without the topology';
export const mapUpdatedText = (time: string) =>
  `Updated every ${LAB_MAP_POLL_MS / 1_000} seconds · figures of ${time}`;
export const MAP_SUMMARY_PREFIX = 'Map of the system';
/** The line under a store's name on the map. */
export const D1_LINE = 'D1 database';
export const R2_LINE = 'R2 bucket';

// ---- The tables beside the map ----
export const CONNECTIONS_TITLE = 'Connections';
export const CONNECTIONS_COLUMNS = [
  'From',
  'To',
  'Kind',
  'Requests/s',
  'Error rate',
  'p95',
  'Yours',
];
export const QUEUES_TITLE = 'Queues';
/** The column under which each message between retries gets a line. */
export const RETRIES_COLUMN = 'Retries (last minute)';
/**
 * Messages moved to the dead-letter queue in the last minute: a symptom, so windowed like the
 * retries. What still waits there is the 'Dead letters (N)' button's count.
 */
export const DEAD_LETTERED_COLUMN = 'Dead-lettered (last minute)';
export const QUEUES_COLUMNS = [
  'Queue',
  'Backlog',
  'Oldest message',
  'Deliveries/s',
  RETRIES_COLUMN,
  DEAD_LETTERED_COLUMN,
  'Dead letters',
] as const;
/** Below this width the Queues table becomes one card per queue, so no column is cut off. */
export const QUEUE_CARDS_MEDIA = '(max-width: 599.98px)';
/** A figure with nothing to show: no traffic for a p95, an empty queue for its oldest message. */
export const NO_FIGURE = '—';

// ---- Messages between retries, under a queue's retries ----
/** Lines shown per queue; the rest are counted in one more line. */
export const RETRYING_SHOWN = 3;
/** A message's last failed delivery and the wait, counted from when the figures were read. */
export const retryingText = (attempt: number, maxAttempts: number, secondsLeft: number) =>
  `attempt ${attempt} of ${maxAttempts}, ${secondsLeft > 0 ? `next in ${secondsLeft} s` : 'next any moment'}`;
export const moreRetryingText = (count: number) => `+${count} more`;
export const retryingListLabel = (queue: string) => `Messages of ${queue} between retries`;

// ---- Dead letters ----
export const deadLettersButtonText = (count: number) => `Dead letters (${count})`;
/** Starts with the button's visible text, so a voice user can say what they see. */
export const deadLettersButtonLabel = (count: number, queue: string) =>
  `${deadLettersButtonText(count)} of ${queue}`;
export const deadLettersTitle = (queue: string) => `Dead letters of ${queue}`;
export const replayExplanation = (queue: string) =>
  `Replaying sends each message back to ${queue}; its consumer is idempotent, so a message already handled is not counted twice.`;
/** The list is the learner's own lab session's (docs/lab.md#lab-sessions); the map counts all. */
export const OWN_DEAD_LETTERS_TEXT =
  "These are your lab session's dead letters; the count on the map is everyone's.";
export const noDeadLettersText = (queue: string) =>
  `No dead letters: every message of ${queue} was handled.`;
export const oldestShownText = (shown: number, total: number) =>
  `Showing the oldest ${shown} of ${total} dead letters.`;
export const REPLAY_SELECTED_LABEL = 'Replay selected';
export const REPLAY_ALL_LABEL = 'Replay all';
export const replayedText = (count: number) =>
  `Replayed ${count} ${count === 1 ? 'message' : 'messages'}`;
export const selectDeadLetterLabel = (id: string) => `Select dead letter ${id}`;
export const deadLetteredAtText = (time: string) => `Dead-lettered ${time}`;
/** Why a letter is here: its consumer's reason, or the queue giving up after its retries. */
export const deadLetterReasonText = (reason: string | null, deliveries: number) =>
  reason === null
    ? `Why: it failed all ${deliveries} deliveries`
    : `Why: rejected at once, ${reason}`;
export const SHOW_WHOLE_BODY_LABEL = 'Show the whole message';
export const SHOW_LESS_LABEL = 'Show less';
export const NO_BODY_TEXT = '(no body)';
/** A body longer than this many lines is shown folded. */
export const FOLDED_BODY_LINES = 8;
export const DEAD_LETTERS_LOADING_TEXT = loadingText('the dead letters');
export const DEAD_LETTERS_FAILED_MESSAGE = loadFailedText('the dead letters');
export const REPLAY_FAILED_MESSAGE = 'Could not replay the dead letters';
export const REPLAY_ADMIN_TOKEN_NOTE =
  'This deployment needs the lab admin token to replay dead letters without a lab session.';
