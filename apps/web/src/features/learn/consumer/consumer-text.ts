// The consumer challenges' texts (docs/learn.md#consumer-challenges), written once.
import type { Delivery, RunState } from '@repo/contracts/lab-challenges';

export const CONSUMER_EDITOR_LABEL = 'Your queue handler';
export const PLUG_IN_LABEL = 'Plug it in';
export const PLUGGED_IN_LABEL = 'Running against the live system…';
export const RESET_HANDLER_LABEL = 'Reset code';
export const CONSUMER_SHORTCUTS_HINT =
  'Ctrl/Cmd+Enter plugs your handler in; Ctrl/Cmd+Backspace resets the code.';

export const PROPERTY_LABEL = 'What the checker verifies';
export const NEMESIS_LABEL = 'The nemesis';
export const CHALLENGE_LOADING = 'Loading the challenge from the live system…';
export const challengeLoadFailed = (reason: string) =>
  `Could not load this challenge from the live system: ${reason}`;

export const STARTING_TEXT = 'Sending the challenge’s messages through the challenge-stream queue…';
export function runningText(delivered: number): string {
  return delivered === 0
    ? 'Your handler is waiting for its first batch…'
    : `Your handler has had ${delivered} ${delivered === 1 ? 'delivery' : 'deliveries'}; the checker judges once the queue is drained.`;
}
export const JUDGING_TEXT = 'The queue is drained: the checker is reading your tables…';

export const VERDICT_TITLES: Record<Exclude<RunState, 'running'>, string> = {
  passed: 'Passed: the property holds',
  failed: 'Failed: the checker found an anomaly',
  stopped: 'Stopped: your handler was stopped',
};
export const NO_VERDICT =
  'The run is still being judged on the server: press Plug it in to try again.';
export const RUN_ERROR_TITLE = 'Your handler could not be plugged in';
export const TRACE_LINK_TEXT = 'Open the trace where it happened';

export const DIAGRAM_TITLE = 'Message diagram';
export const DIAGRAM_LANES = ['Producer', 'challenge-stream', 'Your handler'] as const;
export function diagramLabel(sent: number, deliveries: number): string {
  return `Message diagram: ${sent} messages sent through the challenge-stream queue, ${deliveries} deliveries to your handler; the messages the anomaly names are in bold.`;
}
export const OUTCOME_WORDS: Record<Delivery['outcome'], string> = {
  leased: 'delivered',
  acked: 'acknowledged',
  'ack-lost': 'ack lost',
  retried: 'retried',
  expired: 'lease expired',
  crashed: 'crashed',
  'dead-lettered': 'dead-lettered',
};

export const SHOW_REFERENCE = 'Show reference solution';
export const HIDE_REFERENCE = 'Hide reference solution';
export const REFERENCE_LABEL = 'Reference solution';
export const REFERENCE_AFTER_PASS = 'The reference solution is shown once your handler passes.';

export const SETTINGS_LEGEND = 'Consumer settings';
export const SETTINGS_DESCRIPTION =
  'As your Worker’s wrangler.toml sets them under [[queues.consumers]]: how many messages a batch holds, and how many batches run at once.';
export const BATCH_SIZE_LABEL = 'max_batch_size';
export const CONCURRENCY_LABEL = 'max_concurrency';
export const settingRange = (min: number, max: number) => `From ${min} to ${max}`;
export const settingError = (min: number, max: number) =>
  `A whole number from ${min} to ${max}; leaving the field puts back the last one`;
