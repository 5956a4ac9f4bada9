import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, usePainted } from './use-painted';

describe('afterPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the next frame and then a task of its own', () => {
    const painted = vi.fn();
    afterPaint(painted);

    vi.advanceTimersToNextFrame();
    expect(painted).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(painted).toHaveBeenCalledOnce();
  });

  it('can be cancelled before or after the frame', () => {
    const early = vi.fn();
    const late = vi.fn();
    afterPaint(early)();
    const cancelLate = afterPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.runAllTimers();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('usePainted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is false in the first render and true once the browser has painted it', () => {
    const { result } = renderHook(() => usePainted());
    expect(result.current).toBe(false);

    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(true);
  });
});
