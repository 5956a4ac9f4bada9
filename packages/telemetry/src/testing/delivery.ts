// Shared by the delivery tests: fake timers for the delayed flush, and events to send. The
// test files mock `../warn-once`, whose calls these reset after each test.
import type { OperationEvent } from '@repo/contracts/metrics';
import { afterEach, beforeEach, vi } from 'vitest';
import { FLUSH_DELAY_MS, resetTelemetryBuffers } from '../deliver';
import { warnOnce } from '../warn-once';

/** Fakes the flush timers and empties the buffers before each test. */
export function useFlushTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    resetTelemetryBuffers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(warnOnce).mockClear();
  });
}

/** An operation event of a consumed message, told apart by `at`. */
export const consumed = (at: number): OperationEvent => ({
  kind: 'operation',
  service: 'storage',
  operation: 'events.consume',
  durationMs: 4,
  success: true,
  at,
});

/** Lets the delayed flush fire, then waits for everything handed to waitUntil. */
export async function afterDelay(settled: () => Promise<void>) {
  await vi.advanceTimersByTimeAsync(FLUSH_DELAY_MS);
  await settled();
}
