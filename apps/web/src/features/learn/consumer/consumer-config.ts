// The consumer's settings a learner chooses (docs/learn.md#consumer-challenges), as a Worker's
// wrangler.toml sets them under `[[queues.consumers]]`, with the bounds the page allows.
import { MAX_PULL_BATCH } from '@repo/contracts/lab-challenges';

/**
 * The consumer's settings, as a Worker's wrangler.toml gives them (`[[queues.consumers]]`): how
 * many messages a batch holds, and how many batches run at once. The host runs a run with
 * these.
 */
export interface ConsumerSettings {
  maxBatchSize: number;
  maxConcurrency: number;
}
export const DEFAULT_CONSUMER_SETTINGS: ConsumerSettings = { maxBatchSize: 5, maxConcurrency: 1 };
/** The most a learner may choose: a pull's most (MAX_PULL_BATCH), and ten batches at once. */
export const MAX_BATCH_SIZE = MAX_PULL_BATCH;
export const MAX_CONCURRENCY = 10;
