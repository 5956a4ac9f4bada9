import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { metricsRangeWindow, useMetricsRange } from './use-metrics-range';

describe('useMetricsRange', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('starts at 24h', () => {
    expect(renderHook(() => useMetricsRange()).result.current[0]).toBe('24h');
  });

  it('restores the stored range and ignores a bad one', () => {
    window.localStorage.setItem('metrics.range', '7d');
    expect(renderHook(() => useMetricsRange()).result.current[0]).toBe('7d');

    window.localStorage.setItem('metrics.range', '2w');
    expect(renderHook(() => useMetricsRange()).result.current[0]).toBe('24h');
  });

  it('stores a new range and shares it with every reader', () => {
    const first = renderHook(() => useMetricsRange());
    const second = renderHook(() => useMetricsRange());

    act(() => first.result.current[1]('15m'));

    expect(second.result.current[0]).toBe('15m');
    expect(window.localStorage.getItem('metrics.range')).toBe('15m');
  });
});

describe('metricsRangeWindow', () => {
  it('ends now and starts one range earlier', () => {
    const now = Date.parse('2026-07-02T12:00:00.000Z');
    expect(metricsRangeWindow('1h', now)).toEqual({
      start: '2026-07-02T11:00:00.000Z',
      end: '2026-07-02T12:00:00.000Z',
    });
    expect(metricsRangeWindow('7d', now).start).toBe('2026-06-25T12:00:00.000Z');
  });
});
