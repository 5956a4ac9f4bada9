import { describe, expect, it } from 'vitest';
import { formatCount, formatMs, formatPercent, percentChange, trendOf } from './stats';

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

describe('trendOf', () => {
  it('gives the percent change when the day before had requests', () => {
    expect(trendOf(125, 100, 900, formatCount)).toEqual({ percent: 25 });
  });

  it("says 'no earlier 24 h yet' when the day before had no request at all", () => {
    expect(trendOf(125, 0, 0, formatCount)).toEqual({ note: 'no earlier 24 h yet' });
    expect(trendOf(1.5, 0, 0, formatPercent)).toEqual({ note: 'no earlier 24 h yet' });
  });

  it('says what the figure was when a change from it has no percentage', () => {
    expect(trendOf(2.5, 0, 900, formatPercent)).toEqual({ note: 'was 0.0% the 24 h before' });
  });
});
