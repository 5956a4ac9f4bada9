// What may hold a batch back before its consumer handles it. A consumer takes a gate and
// asks it first; a worker without one passes `openGate`. The lab's faults are such a gate
// (docs/lab.md#faults), installed by the lab, so a consumer never names the lab.

/** What a gate did with a batch it held: put it back on its queue, or failed it for a retry. */
export type HeldBatch = 'paused' | 'failed';

/** Answers what it did with a batch it held, or undefined for the consumer to go on. */
export type BatchGate = (batch: MessageBatch<unknown>) => Promise<HeldBatch | undefined>;

/** The gate that holds nothing. */
export const openGate: BatchGate = () => Promise.resolve(undefined);
