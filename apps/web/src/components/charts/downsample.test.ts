import { describe, expect, it } from 'vitest';
import { downsample, maxPointsForWidth } from './downsample';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('maxPointsForWidth', () => {
  it('allows width - 100 points, but never fewer than 50', () => {
    expect(maxPointsForWidth(700)).toBe(600);
    expect(maxPointsForWidth(151)).toBe(51);
    expect(maxPointsForWidth(150)).toBe(50);
    expect(maxPointsForWidth(100)).toBe(50);
    expect(maxPointsForWidth(0)).toBe(50);
  });
});

describe('downsample', () => {
  it('returns the points unchanged when there are no more than the maximum', () => {
    expect(downsample(range(5), 5)).toEqual([0, 1, 2, 3, 4]);
    expect(downsample(range(3), 50)).toEqual([0, 1, 2]);
    expect(downsample([], 50)).toEqual([]);
  });

  it('picks evenly spaced points, keeping the first and the last', () => {
    expect(downsample(range(101), 11)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    const kept = downsample(range(1000), 600);
    expect(kept).toHaveLength(600);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(999);
    expect(new Set(kept).size).toBe(600);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
  });

  it('keeps the same objects, not copies', () => {
    const points = range(10).map((value) => ({ timestamp: String(value), value }));
    const kept = downsample(points, 2);
    expect(kept).toEqual([points[0], points[9]]);
    expect(kept[0]).toBe(points[0]);
  });

  it('keeps only the last point for a maximum of one, and none for zero', () => {
    expect(downsample(range(10), 1)).toEqual([9]);
    expect(downsample(range(10), 0)).toEqual([]);
  });
});
