import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRICS_RANGES, METRICS_RANGE_MS, METRICS_RANGE_POINTS } from '@/config/metrics-range';
import {
  metricsRangeWindow,
  seriesWindow,
  useMetricsRange,
  useSeriesWindow,
} from './use-metrics-range';

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

// The window the request rate and latency charts share (docs/product.md#metrics-and-analytics).
describe('seriesWindow', () => {
  const NOW = Date.parse('2026-07-02T12:07:42.500Z');

  it('ends with the bucket in progress and starts one range earlier', () => {
    expect(seriesWindow('24h', NOW)).toEqual({
      start: '2026-07-01T12:15:00.000Z',
      end: '2026-07-02T12:15:00.000Z',
    });
    expect(seriesWindow('15m', NOW)).toEqual({
      start: '2026-07-02T11:53:00.000Z',
      end: '2026-07-02T12:08:00.000Z',
    });
  });

  it.each(METRICS_RANGES)('is one window of whole buckets for all of a bucket (%s)', (range) => {
    const width = METRICS_RANGE_MS[range] / METRICS_RANGE_POINTS[range];
    const window = seriesWindow(range, NOW);
    const [start, end] = [Date.parse(window.start), Date.parse(window.end)];
    expect(end - start).toBe(METRICS_RANGE_MS[range]);
    expect(start % width).toBe(0);
    expect((end - start) / width).toBe(METRICS_RANGE_POINTS[range]);
    // Every moment of the bucket holding NOW gives the same window; the next bucket the next.
    expect(seriesWindow(range, end - width + 1)).toEqual(window);
    expect(seriesWindow(range, end)).toEqual(window);
    expect(Date.parse(seriesWindow(range, end + 1).end)).toBe(end + width);
  });
});

describe('useSeriesWindow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves on by one bucket when the bucket in progress ends, and not before', () => {
    vi.useFakeTimers({ now: Date.parse('2026-07-02T12:07:42.500Z') });
    const { result } = renderHook(() => useSeriesWindow('15m'));
    expect(result.current.end).toBe('2026-07-02T12:08:00.000Z');

    act(() => vi.advanceTimersByTime(17_000));
    expect(result.current.end).toBe('2026-07-02T12:08:00.000Z');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toEqual(seriesWindow('15m', Date.parse('2026-07-02T12:08:00.001Z')));
    expect(result.current.end).toBe('2026-07-02T12:08:30.000Z');
  });
});
