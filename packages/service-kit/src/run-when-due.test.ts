import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhenDue } from './run-when-due';

const MINUTE = 60_000;

/** A context that keeps what it was asked to wait for, so a test can wait for it too. */
function fakeContext() {
  const pending: Promise<unknown>[] = [];
  return {
    ctx: { waitUntil: (promise: Promise<unknown>) => void pending.push(promise) },
    settled: () => Promise.all(pending),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('runWhenDue', () => {
  it('runs a job at most once per interval, giving it the time it started', async () => {
    let time = 1_000_000;
    const runIfDue = runWhenDue({ name: 'Sweep', intervalMs: MINUTE, clock: () => time });
    const { ctx, settled } = fakeContext();
    const runs: number[] = [];
    const job = async (now: number) => {
      runs.push(now);
    };

    expect(runIfDue(ctx, job)).toBe(true);
    time += MINUTE - 1;
    expect(runIfDue(ctx, job)).toBe(false);
    time += 1;
    expect(runIfDue(ctx, job)).toBe(true);
    await settled();
    expect(runs).toEqual([1_000_000, 1_000_000 + MINUTE]);
  });

  it('keeps a separate schedule for each gate', () => {
    const clock = () => 5_000;
    const { ctx } = fakeContext();
    const job = () => Promise.resolve();
    expect(runWhenDue({ name: 'A', intervalMs: MINUTE, clock })(ctx, job)).toBe(true);
    expect(runWhenDue({ name: 'B', intervalMs: MINUTE, clock })(ctx, job)).toBe(true);
  });

  it('logs a failed run with the job name and tries again once due', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let time = 0;
    const runIfDue = runWhenDue({
      name: 'Minutely health probe',
      intervalMs: MINUTE,
      clock: () => time,
    });
    const { ctx, settled } = fakeContext();
    const failure = new Error('D1 is locked');

    runIfDue(ctx, () => Promise.reject(failure));
    await settled();
    expect(warn).toHaveBeenCalledWith(
      'Minutely health probe failed; the next run will retry:',
      failure,
    );

    time += MINUTE;
    expect(runIfDue(ctx, () => Promise.resolve())).toBe(true);
  });

  it('never throws into the caller, even for a job that throws before it returns a promise', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const runIfDue = runWhenDue({ name: 'Sweep', intervalMs: MINUTE });
    const { ctx, settled } = fakeContext();

    expect(() =>
      runIfDue(ctx, () => {
        throw new Error('no bindings');
      }),
    ).not.toThrow();
    await settled();
    expect(warn).toHaveBeenCalledOnce();
  });
});
