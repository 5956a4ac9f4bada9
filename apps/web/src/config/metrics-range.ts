// The Metrics page's time ranges (docs/product.md#states, #constants), shared by the metrics charts
// and the register analytics.
import * as z from 'zod';

export const METRICS_RANGES = ['15m', '1h', '24h', '7d'] as const;
export type MetricsRange = (typeof METRICS_RANGES)[number];
export const metricsRangeSchema = z.enum(METRICS_RANGES);

export const DEFAULT_METRICS_RANGE: MetricsRange = '24h';
export const METRICS_RANGE_STORAGE_KEY = 'metrics.range';
export const METRICS_RANGE_LABEL = 'Time range';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export const METRICS_RANGE_MS: Record<MetricsRange, number> = {
  '15m': 15 * MINUTE_MS,
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
};

/**
 * docs/product.md#constants: how many points a chart shows for each range, and for anything else.
 */
export const METRICS_RANGE_POINTS: Record<MetricsRange, number> = {
  '15m': 30,
  '1h': 60,
  '24h': 96,
  '7d': 168,
};
export const DEFAULT_METRICS_POINTS = 60;

/** How long one bucket of a range's lines lasts: 30 s for 15m, 1 min for 1h, 15 min, 1 h. */
export function seriesBucketMs(range: MetricsRange): number {
  return METRICS_RANGE_MS[range] / METRICS_RANGE_POINTS[range];
}
