import { describe, expect, it } from 'vitest';
import { MAX_RETRY_DELAY_SECONDS, retryDelaySeconds } from './retry';

describe('retryDelaySeconds', () => {
  it('doubles the wait after each failed attempt, up to the longest wait', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([1, 2, 4, 8, 16, 16, 16]);
    expect(retryDelaySeconds(40)).toBe(MAX_RETRY_DELAY_SECONDS);
  });

  it('waits a second when the runtime reports no attempt yet', () => {
    expect(retryDelaySeconds(0)).toBe(1);
  });
});
