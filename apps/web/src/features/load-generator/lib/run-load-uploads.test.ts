import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failedOutcome, SUCCEEDED } from './load-outcome';
import { runLoad, type LoadProgress } from './run-load';
import { answering, controlledSender } from './run-load.test-utils';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('runLoad: uploads', () => {
  it('sends one after another, the next only once the last was answered', async () => {
    const sender = controlledSender();
    const run = runLoad(
      { kind: 'uploads', count: 3 },
      {
        send: sender.send,
        signal: new AbortController().signal,
      },
    );

    await vi.advanceTimersByTimeAsync(0);
    expect(sender.sentAt).toHaveLength(1);
    sender.answers[0]?.(SUCCEEDED);
    await vi.advanceTimersByTimeAsync(0);
    expect(sender.sentAt).toHaveLength(2);
    sender.answers[1]?.(failedOutcome('Upload failed: 503'));
    await vi.advanceTimersByTimeAsync(0);
    sender.answers[2]?.(SUCCEEDED);

    await expect(run).resolves.toMatchObject({
      outcome: 'done',
      total: 3,
      succeeded: 2,
      failed: 1,
      lastError: 'Upload failed: 503',
    });
  });

  it('reports progress as each answer comes in', async () => {
    const seen: LoadProgress[] = [];
    await runLoad(
      { kind: 'uploads', count: 2 },
      {
        send: answering((index) => (index === 0 ? SUCCEEDED : failedOutcome('boom'))),
        signal: new AbortController().signal,
        onProgress: (progress) => seen.push(progress),
      },
    );
    expect(seen.map(({ succeeded, failed }) => [succeeded, failed])).toEqual([
      [1, 0],
      [1, 1],
    ]);
  });

  it('counts a rejected request as failed, with its message', async () => {
    const summary = await runLoad(
      { kind: 'uploads', count: 1 },
      {
        send: () => Promise.reject(new Error('Upload failed: network error')),
        signal: new AbortController().signal,
      },
    );
    expect(summary).toMatchObject({ failed: 1, lastError: 'Upload failed: network error' });
  });

  it('stops at once when cancelled: the request in flight is aborted and no more are sent', async () => {
    const sender = controlledSender();
    const controller = new AbortController();
    const run = runLoad(
      { kind: 'uploads', count: 5 },
      {
        send: sender.send,
        signal: controller.signal,
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    sender.answers[0]?.(SUCCEEDED);
    await vi.advanceTimersByTimeAsync(0);

    controller.abort();
    await expect(run).resolves.toMatchObject({ outcome: 'cancelled', succeeded: 1, failed: 0 });
    expect(sender.signals[1]?.aborted).toBe(true);
    // The aborted request answering late changes nothing.
    sender.answers[1]?.(SUCCEEDED);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sender.sentAt).toHaveLength(2);
  });
});
