import { describe, expect, it } from 'vitest';
import {
  bucketSeconds,
  formatDuration,
  formatPercent,
  formatRate,
  seriesWindowText,
  successRateColor,
  toRequestsPerSecond,
} from './format';

describe('bucketSeconds', () => {
  it('divides each range evenly into its point count', () => {
    expect(bucketSeconds('15m')).toBe(30);
    expect(bucketSeconds('1h')).toBe(60);
    expect(bucketSeconds('24h')).toBe(900);
    expect(bucketSeconds('7d')).toBe(3600);
  });
});

describe('seriesWindowText', () => {
  it('names the range and the length of its buckets', () => {
    expect(seriesWindowText('15m')).toBe('Over the last 15 min, lines in 30 s buckets');
    expect(seriesWindowText('1h')).toBe('Over the last hour, lines in 1 min buckets');
    expect(seriesWindowText('24h')).toBe('Over the last 24 h, lines in 15 min buckets');
    expect(seriesWindowText('7d')).toBe('Over the last 7 days, lines in 1 h buckets');
  });
});

describe('toRequestsPerSecond', () => {
  it("divides each bucket's request count by the bucket's seconds", () => {
    const series = [
      { timestamp: 'a', value: 900 },
      { timestamp: 'b', value: 45 },
    ];
    expect(toRequestsPerSecond(series, '24h')).toEqual([
      { timestamp: 'a', value: 1 },
      { timestamp: 'b', value: 0.05 },
    ]);
    expect(toRequestsPerSecond(series, '15m')).toEqual([
      { timestamp: 'a', value: 30 },
      { timestamp: 'b', value: 1.5 },
    ]);
  });
});

describe('successRateColor', () => {
  it.each([
    [100, 'green'],
    [95, 'green'],
    [94.9, 'yellow'],
    [90, 'yellow'],
    [89.9, 'red'],
    [0, 'red'],
  ] as const)('colours %s%% %s', (rate, color) => {
    expect(successRateColor(rate)).toBe(color);
  });
});

describe('figures', () => {
  it('writes durations in whole ms, percents with one decimal and rates readably', () => {
    expect(formatDuration(41.6)).toBe('42 ms');
    expect(formatPercent(97.54)).toBe('97.5%');
    expect(formatRate(0.5)).toBe('0.50');
    expect(formatRate(0.05)).toBe('0.05');
    expect(formatRate(0.0125)).toBe('0.0125');
    expect(formatRate(0)).toBe('0');
    expect(formatRate(123.4)).toBe('123');
  });
});
