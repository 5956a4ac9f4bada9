import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS, pointCount, rollupFor, spreadOverGrid, timeGrid } from './time-grid';

const END = new Date('2026-11-22T10:17:42.000Z');
const before = (ms: number) => new Date(END.getTime() - ms);

describe('timeGrid', () => {
  it.each([
    [15 * MINUTE_MS, 30, 30_000],
    [HOUR_MS, 60, MINUTE_MS],
    [24 * HOUR_MS, 96, 15 * MINUTE_MS],
    [7 * 24 * HOUR_MS, 168, HOUR_MS],
    [5 * HOUR_MS, 60, 5 * MINUTE_MS],
  ])('cuts a span of %i ms into %i aligned buckets of %i ms', (span, count, width) => {
    const grid = timeGrid(before(span), END);
    expect(grid).toMatchObject({ count, width });
    expect(grid.start % width).toBe(0);
    // The last bucket holds the end.
    expect(grid.start + (count - 1) * width).toBeLessThanOrEqual(END.getTime());
    expect(grid.start + count * width).toBeGreaterThan(END.getTime());
  });

  it.each([
    [15 * MINUTE_MS, 30_000],
    [HOUR_MS, MINUTE_MS],
    [24 * HOUR_MS, 15 * MINUTE_MS],
    [7 * 24 * HOUR_MS, HOUR_MS],
  ])(
    'cuts a span of %i ms that ends on a bucket edge into exactly its own buckets',
    (span, width) => {
      // The window the web app's charts share: the range up to the end of the bucket in progress.
      const end = Math.ceil(END.getTime() / width) * width;
      const grid = timeGrid(new Date(end - span), new Date(end));
      expect(grid).toEqual({ start: end - span, width, count: span / width });
      // Asked a moment later in the same bucket (end = now), the grid is the same.
      expect(timeGrid(new Date(END.getTime() - span), END)).toEqual(grid);
    },
  );

  it('gives any other span 60 points', () => {
    expect(pointCount(3 * HOUR_MS)).toBe(60);
  });
});

describe('spreadOverGrid', () => {
  it('splits a minute over two 30-second buckets half and half', () => {
    const grid = timeGrid(before(15 * MINUTE_MS), END);
    const shares: [number, number][] = [];
    spreadOverGrid(grid, grid.start, MINUTE_MS, (bucket, share) => shares.push([bucket, share]));
    expect(shares).toEqual([
      [0, 0.5],
      [1, 0.5],
    ]);
  });

  it('puts a minute wholly inside a quarter-hour bucket', () => {
    const grid = timeGrid(before(24 * HOUR_MS), END);
    const shares: [number, number][] = [];
    spreadOverGrid(grid, grid.start + 16 * MINUTE_MS, MINUTE_MS, (b, s) => shares.push([b, s]));
    expect(shares).toEqual([[1, 1]]);
  });

  it('ignores rows outside the grid', () => {
    const grid = timeGrid(before(HOUR_MS), END);
    const visit: number[] = [];
    spreadOverGrid(grid, grid.start - MINUTE_MS, MINUTE_MS, (bucket) => visit.push(bucket));
    spreadOverGrid(grid, grid.start + 60 * MINUTE_MS, MINUTE_MS, (bucket) => visit.push(bucket));
    expect(visit).toEqual([]);
  });
});

describe('rollupFor', () => {
  it('reads hours for hour-wide buckets and minutes otherwise', () => {
    expect(rollupFor(timeGrid(before(7 * 24 * HOUR_MS), END))).toMatchObject({
      table: 'request_hours',
      column: 'hour',
    });
    expect(rollupFor(timeGrid(before(24 * HOUR_MS), END))).toMatchObject({
      table: 'request_minutes',
      column: 'minute',
    });
  });
});
