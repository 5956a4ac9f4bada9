// The sandbox frame's time limits, as shipped: a run is stopped once its Worker has been busy
// (silent: no beats) for its limit, or at its cap however it spent it (run-limit.ts). Driven
// through stand-in Workers and timers (frame-main.test-utils.ts); the same rules on real threads
// are in frame-worker.test.ts.
import { describe, expect, it } from 'vitest';
import { HEARTBEAT_MS, HEARTBEAT_SLACK_MS, MAX_RUN_MS, RUNNER_TAMPERED_MESSAGE } from './constants';
import { beatFor, expectStopIn, startRun } from './frame-main.test-utils';

const BUSY_STOP = { type: 'timeout', afterMs: 1000 } as const;

describe('the sandbox frame’s limits', () => {
  it('lets a Worker that waits on timers for 3 s, beating, run to its end', () => {
    const run = startRun();
    run.port.postMessage({ type: 'beat', at: 0 });
    beatFor(run, 3000);
    run.port.postMessage({ type: 'done', status: 'ok' });
    expect(run.sent.slice(1)).toEqual([{ type: 'done', status: 'ok', id: 'r1' }]);
  });

  it('does not count beats that come late by up to the slack', () => {
    const run = startRun();
    for (let at = 0; at < 3000; at += HEARTBEAT_MS + HEARTBEAT_SLACK_MS) {
      run.advance(HEARTBEAT_MS + HEARTBEAT_SLACK_MS);
      run.port.postMessage({ type: 'beat', at: run.now() });
    }
    expect(run.worker?.terminated).toBe(false);
  });

  it('stops a Worker whose beats stop (a loop, in any function or timer) after its limit', () => {
    const run = startRun();
    beatFor(run, 2000);
    expectStopIn(run, 1000 + HEARTBEAT_MS, BUSY_STOP);
  });

  it('adds up the busy stretches between beats', () => {
    const run = startRun();
    for (let stretch = 0; stretch < 2; stretch += 1) {
      run.advance(400);
      run.port.postMessage({ type: 'beat', at: run.now() });
      beatFor(run, 500);
    }
    // Each 400 ms silence used 350 ms, past the beat it should have heard: 300 ms are left.
    expectStopIn(run, 300 + HEARTBEAT_MS, BUSY_STOP);
  });

  it('stops a run on the beat that shows it used its limit, if the frame heard it first', () => {
    const run = startRun();
    run.port.postMessage({ type: 'beat', at: 0 });
    // The frame was too busy to fire its timer: the beat's own stamp shows 1.2 s of silence.
    run.stall(1200);
    run.port.postMessage({ type: 'beat', at: 1200 });
    expect(run.worker?.terminated).toBe(true);
    expect(run.sent.at(-1)).toEqual({ ...BUSY_STOP, id: 'r1' });
  });

  it('stops a run that keeps waiting (an interval that never stops) at its cap, saying so', () => {
    const run = startRun();
    beatFor(run, MAX_RUN_MS - HEARTBEAT_MS);
    expect(run.worker?.terminated).toBe(false);
    beatFor(run, HEARTBEAT_MS);
    expect(run.worker?.terminated).toBe(true);
    expect(run.sent.at(-1)).toEqual({ type: 'capped', id: 'r1', afterMs: MAX_RUN_MS });
  });

  it('keeps to the cap the page gives, and to the limit when that is longer', () => {
    const capped = startRun(1000, false, 3000);
    beatFor(capped, 3000);
    expect(capped.sent.at(-1)).toEqual({ type: 'capped', id: 'r1', afterMs: 3000 });

    const longer = startRun(2000, true, 1000);
    expectStopIn(longer, 2000, { type: 'capped', afterMs: 2000 });
  });

  it('does not count the time a Worker waits for an answer from the API', () => {
    const run = startRun();
    run.port.postMessage({ type: 'api', call: 1, path: '/api/slow' });
    beatFor(run, 4000);
    run.fromPage({ type: 'api-result', id: 'r1', call: 1, ok: true, value: 1 });
    beatFor(run, 100);
    expect(run.worker?.terminated).toBe(false);
    expectStopIn(run, 1000 + HEARTBEAT_MS, BUSY_STOP);
  });

  it('stops a Worker that loops while its call waits, as any other loop', () => {
    const run = startRun();
    run.port.postMessage({ type: 'api', call: 1, path: '/api/slow' });
    expectStopIn(run, 1000 + HEARTBEAT_MS, BUSY_STOP);
  });

  it('ends as tampered a Worker that beats faster than a timer can', () => {
    const run = startRun();
    for (let beat = 0; beat < 5; beat += 1) run.port.postMessage({ type: 'beat', at: beat });
    expect(run.sent.at(-1)).toEqual({
      type: 'done',
      id: 'r1',
      status: 'error',
      message: RUNNER_TAMPERED_MESSAGE,
    });
  });
});
