import { describe, expect, it } from 'vitest';
import { sampleItems, sampleTimeSeries } from './sample-data';

describe('sampleTimeSeries', () => {
  it('makes 20 points one minute apart, ending now, within the bounds', () => {
    const now = Date.parse('2026-07-02T12:00:00.000Z');
    const points = sampleTimeSeries({ now, min: 5, max: 10 });

    expect(points).toHaveLength(20);
    expect(points.at(-1)?.timestamp).toBe('2026-07-02T12:00:00.000Z');
    expect(points[0]?.timestamp).toBe('2026-07-02T11:41:00.000Z');
    for (const point of points) {
      expect(Number.isInteger(point.value)).toBe(true);
      expect(point.value).toBeGreaterThanOrEqual(5);
      expect(point.value).toBeLessThanOrEqual(10);
    }
  });

  it('reaches both bounds', () => {
    expect(sampleTimeSeries({ random: () => 0, min: 3 })[0]?.value).toBe(3);
    expect(sampleTimeSeries({ random: () => 0.9999, max: 7 })[0]?.value).toBe(7);
  });
});

describe('sampleItems', () => {
  it('gives each label a value', () => {
    expect(sampleItems(['Company', 'Trust'], { random: () => 0 })).toEqual([
      { label: 'Company', value: 1 },
      { label: 'Trust', value: 1 },
    ]);
  });
});
