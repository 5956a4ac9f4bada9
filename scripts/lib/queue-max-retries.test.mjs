// Holds each queue consumer's max_retries to the constant the lab's map counts deliveries by.
import { unstable_readConfig as readConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { QUEUE_IDS, QUEUE_MAX_RETRIES } from '../../packages/contracts/src/queues.ts';
import { WORKERS, workerConfig } from './system.mjs';

const consumers = WORKERS.flatMap(
  (worker) => readConfig({ config: workerConfig(worker) }).queues.consumers ?? [],
);

describe("the queue consumers' retries", () => {
  it('are configured as QUEUE_MAX_RETRIES says, for every queue', () => {
    for (const queue of QUEUE_IDS) {
      const consumer = consumers.find((candidate) => candidate.queue === queue);
      expect(consumer?.max_retries, queue).toBe(QUEUE_MAX_RETRIES[queue]);
    }
  });
});
