import { describe, expect, it } from 'vitest';
import { formatCount, formatMs, formatPercent, percentChange } from './stats';

describe('percentChange', () => {
  it('gives the change from the previous figure in percent', () => {
    expect(percentChange(125, 100)).toBe(25);
    expect(percentChange(0.6, 0.8)).toBeCloseTo(-25);
  });

  it('gives no trend when there is nothing to compare with', () => {
    expect(percentChange(10, 0)).toBeUndefined();
    expect(percentChange(Number.NaN, 3)).toBeUndefined();
  });
});

describe('figures', () => {
  it('writes counts with separators, times in whole ms and rates with one decimal', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatMs(144.6)).toBe('145ms');
    expect(formatPercent(0.8)).toBe('0.8%');
  });
});
