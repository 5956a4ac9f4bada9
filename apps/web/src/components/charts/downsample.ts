// Thins a series to what the chart's width can show (docs/product.md#constants: max(50, width -
// 100) points).
import { DOWNSAMPLE_WIDTH_MARGIN, MIN_DOWNSAMPLE_POINTS } from './constants';

/** How many points a chart `width` pixels wide draws at most. */
export function maxPointsForWidth(width: number): number {
  return Math.max(MIN_DOWNSAMPLE_POINTS, Math.floor(width) - DOWNSAMPLE_WIDTH_MARGIN);
}

/**
 * At most `max` of the points, evenly spaced, always keeping the first and the last.
 * The points are returned as they are when there are no more than `max`.
 */
export function downsample<T>(points: readonly T[], max: number): T[] {
  const limit = Math.floor(max);
  if (points.length <= limit) return [...points];
  if (limit <= 0) return [];
  const last = points.length - 1;
  if (limit === 1) return points.slice(last);
  const step = last / (limit - 1);
  const kept: T[] = [];
  for (let i = 0; i < limit; i += 1) {
    const point = points[Math.round(i * step)];
    if (point !== undefined) kept.push(point);
  }
  return kept;
}
