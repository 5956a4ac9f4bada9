// The runner's time rules on real threads and clocks: the frame's script and the Worker's, as
// shipped, each Worker on a thread of its own (frame-worker.test-utils.ts). A run's Worker may
// wait on timers as long as its cap allows; busy, it is stopped after its limit.
import { describe, expect, it } from 'vitest';
import { endThreadsAfterEach, linesOf, runOnThreads } from './frame-worker.test-utils';

const LIMIT_MS = 1000;
const CAP_MS = 10_000;
/** How much later than its limit a stop may come on a busy machine. */
const LATE_MS = 1500;
/** Node's timers keep whole milliseconds, so one may fire a fraction of one early. */
const EARLY_MS = 2;

endThreadsAfterEach();

describe('the runner on real threads', () => {
  it('runs code that awaits timers for 3 s to its end', async () => {
    const run = await runOnThreads(
      `for (let second = 1; second <= 3; second += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        console.log('waited', second);
      }`,
      LIMIT_MS,
      CAP_MS,
    );
    expect(run.end, JSON.stringify(run)).toEqual({ type: 'done', status: 'ok', id: 'r1' });
    expect(linesOf(run)).toEqual(['waited 1', 'waited 2', 'waited 3']);
    expect(run.tookMs).toBeGreaterThanOrEqual(3000 - EARLY_MS);
  });

  it('stops a loop in an async function after about its limit', async () => {
    const run = await runOnThreads(
      `await new Promise((resolve) => setTimeout(resolve, 100));
      await (async () => { while (true) {} })();`,
      LIMIT_MS,
      CAP_MS,
    );
    expect(run.end, JSON.stringify(run)).toEqual({ type: 'timeout', afterMs: LIMIT_MS, id: 'r1' });
    expect(run.tookMs).toBeGreaterThanOrEqual(LIMIT_MS - EARLY_MS);
    expect(run.tookMs).toBeLessThan(100 + LIMIT_MS + LATE_MS);
  });

  it('stops a loop in a timer’s callback, not counting the wait before it', async () => {
    const run = await runOnThreads(
      `await new Promise((resolve) => setTimeout(resolve, 1500));
      console.log('looping');
      setTimeout(() => { while (true) {} }, 0);`,
      LIMIT_MS,
      CAP_MS,
    );
    expect(run.end, JSON.stringify(run)).toEqual({ type: 'timeout', afterMs: LIMIT_MS, id: 'r1' });
    expect(linesOf(run)).toEqual(['looping']);
    expect(run.tookMs).toBeGreaterThanOrEqual(1500 + LIMIT_MS - EARLY_MS);
  });

  it('stops a run that waits forever, on an interval, at its cap', async () => {
    const capMs = 2500;
    const run = await runOnThreads(
      `setInterval(() => console.log('still here'), 200);`,
      LIMIT_MS,
      capMs,
    );
    expect(run.end, JSON.stringify(run)).toEqual({ type: 'capped', afterMs: capMs, id: 'r1' });
    expect(linesOf(run).length).toBeGreaterThanOrEqual(5);
    expect(run.tookMs).toBeGreaterThanOrEqual(capMs - EARLY_MS);
    expect(run.tookMs).toBeLessThan(capMs + LATE_MS);
  });
});
