import { DEFAULT_RANGE_POINTS, RANGE_POINTS } from '@repo/contracts/metrics';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** A range cut into `count` buckets of `width` ms from `start`: bucket i is [start + i·width, start + (i+1)·width). */
export interface TimeGrid {
  start: number;
  width: number;
  count: number;
}

/**
 * The point count for a range's span (docs/product.md#constants): 15m 30, 1h 60, 24h 96,
 * 7d 168, else 60.
 */
export function pointCount(spanMs: number): number {
  const known = RANGE_POINTS.find(([span]) => Math.abs(span - spanMs) <= 1_000);
  return known ? known[1] : DEFAULT_RANGE_POINTS;
}

/**
 * The buckets for a range: `pointCount` of them, each a whole number of ms wide and aligned
 * to multiples of that width since the epoch (so a week's buckets are whole hours and a
 * day's whole quarter-hours), the last one holding `end`, or ending at it when `end` falls on
 * a bucket's edge. A range already on the edges (the web app's charts ask for one) is cut into
 * exactly its own buckets, so two charts asking for it share them.
 */
export function timeGrid(start: Date, end: Date): TimeGrid {
  const count = pointCount(end.getTime() - start.getTime());
  const width = Math.max(1, Math.ceil((end.getTime() - start.getTime()) / count));
  const gridEnd = Math.ceil(end.getTime() / width) * width;
  return { start: gridEnd - count * width, width, count };
}

export const bucketTimestamps = (grid: TimeGrid) =>
  Array.from({ length: grid.count }, (_, i) => new Date(grid.start + i * grid.width).toISOString());

/**
 * Spreads a rollup row covering [rowStart, rowStart + rowLength) over the buckets it
 * overlaps, calling `visit` with each bucket's index and the share of the row inside it.
 */
export function spreadOverGrid(
  grid: TimeGrid,
  rowStart: number,
  rowLength: number,
  visit: (bucket: number, share: number) => void,
): void {
  const rowEnd = rowStart + rowLength;
  const first = Math.max(0, Math.floor((rowStart - grid.start) / grid.width));
  const last = Math.min(grid.count - 1, Math.floor((rowEnd - 1 - grid.start) / grid.width));
  for (let bucket = first; bucket <= last; bucket += 1) {
    const from = Math.max(rowStart, grid.start + bucket * grid.width);
    const to = Math.min(rowEnd, grid.start + (bucket + 1) * grid.width);
    if (to > from) visit(bucket, (to - from) / rowLength);
  }
}

/** Rollup rows to read for a grid: hourly ones when buckets are an hour or wider. */
export function rollupFor(grid: TimeGrid) {
  const hourly = grid.width >= HOUR_MS;
  const length = hourly ? HOUR_MS : MINUTE_MS;
  return {
    table: hourly ? 'request_hours' : 'request_minutes',
    column: hourly ? 'hour' : 'minute',
    length,
    first: Math.floor(grid.start / length),
    last: Math.ceil((grid.start + grid.count * grid.width) / length) - 1,
  } as const;
}
