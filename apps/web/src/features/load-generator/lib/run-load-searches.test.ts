import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failedOutcome, SUCCEEDED } from './load-outcome';
import { runLoad } from './run-load';
import { answering, controlledSender, RATE_LIMITED } from './run-load.test-utils';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('runLoad: searches', () => {
  it('sends R a second for S seconds, ~1000/R ms apart, without waiting for answers', async () => {
    const sender = controlledSender();
    const run = runLoad(
      { kind: 'searches', perSecond: 4, seconds: 3 },
      {
        send: sender.send,
        signal: new AbortController().signal,
      },
    );

    await vi.advanceTimersByTimeAsync(2999);
    expect(sender.sentAt).toEqual([
      0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750,
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sender.sentAt).toHaveLength(12);

    for (const answer of sender.answers) answer(SUCCEEDED);
    await expect(run).resolves.toMatchObject({ outcome: 'done', total: 12, succeeded: 12 });
  });

  it('keeps the rate when the timer fires late', async () => {
    const sender = controlledSender();
    const late = {
      now: () => Date.now(),
      schedule: (callback: () => void, delayMs: number) => {
        const handle = setTimeout(callback, delayMs + 40);
        return () => clearTimeout(handle);
      },
    };
    void runLoad(
      { kind: 'searches', perSecond: 10, seconds: 1 },
      {
        send: sender.send,
        signal: new AbortController().signal,
        clock: late,
      },
    );
    await vi.advanceTimersByTimeAsync(1000);
    // Each send is 40 ms late, but the lateness does not add up.
    expect(sender.sentAt.slice(0, 4)).toEqual([0, 140, 240, 340]);
  });

  it('skips a search while too many are unanswered, counting it as not sent', async () => {
    const sender = controlledSender();
    const run = runLoad(
      { kind: 'searches', perSecond: 5, seconds: 1 },
      {
        send: sender.send,
        signal: new AbortController().signal,
        maxInFlight: 3,
      },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(sender.sentAt).toHaveLength(3);
    for (const answer of sender.answers) answer(SUCCEEDED);

    await expect(run).resolves.toMatchObject({
      outcome: 'done',
      total: 5,
      succeeded: 3,
      failed: 2,
      lastError: 'Not sent: too many in flight',
    });
  });

  it('counts 429s as failed and keeps the first rate-limit message apart from other errors', async () => {
    const summary = runLoad(
      { kind: 'searches', perSecond: 2, seconds: 2 },
      {
        send: answering((index) =>
          index === 3 ? failedOutcome('Search failed: 503') : RATE_LIMITED,
        ),
        signal: new AbortController().signal,
      },
    );
    await vi.advanceTimersByTimeAsync(2000);
    await expect(summary).resolves.toMatchObject({
      succeeded: 0,
      failed: 4,
      rateLimitMessage: RATE_LIMITED.message,
      lastError: 'Search failed: 503',
    });
  });

  it('stops at once when cancelled: in-flight searches aborted, nothing more sent', async () => {
    const sender = controlledSender();
    const controller = new AbortController();
    const run = runLoad(
      { kind: 'searches', perSecond: 10, seconds: 10 },
      {
        send: sender.send,
        signal: controller.signal,
      },
    );
    await vi.advanceTimersByTimeAsync(450);
    sender.answers[0]?.(SUCCEEDED);
    sender.answers[1]?.(failedOutcome('Search failed: 500'));
    await vi.advanceTimersByTimeAsync(0);

    controller.abort();
    await expect(run).resolves.toMatchObject({
      outcome: 'cancelled',
      total: 100,
      succeeded: 1,
      failed: 1,
      elapsedMs: 450,
    });
    expect(sender.signals.every((signal) => signal.aborted)).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sender.sentAt).toHaveLength(5);
  });

  it('sends nothing when cancelled before it starts', async () => {
    const sender = controlledSender();
    const controller = new AbortController();
    controller.abort();
    const summary = await runLoad(
      { kind: 'searches', perSecond: 1, seconds: 1 },
      {
        send: sender.send,
        signal: controller.signal,
      },
    );
    expect(summary.outcome).toBe('cancelled');
    expect(sender.sentAt).toHaveLength(0);
  });
});
