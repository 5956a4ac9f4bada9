// How the Metrics page turns the API's figures into what it shows (docs/product.md#screens,
// #constants).
import { seriesBucketMs, type MetricsRange } from '@/config/metrics-range';
import { RANGE_WINDOWS, SUCCESS_RATE_FAIR, SUCCESS_RATE_GOOD } from './constants';

export interface CountPoint {
  timestamp: string;
  value: number;
}

/** How long one of the range's evenly spaced buckets lasts, in seconds. */
export function bucketSeconds(range: MetricsRange): number {
  return seriesBucketMs(range) / 1000;
}

/** A bucket's length as it reads: '30 s', '15 min', '1 h'. */
export function formatBucket(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${seconds / 60} min`;
  return `${seconds / 3600} h`;
}

/** The window every figure of a section covers: 'Over the last 24 h'. */
export function rangeWindowText(range: MetricsRange): string {
  return `Over ${RANGE_WINDOWS[range]}`;
}

/**
 * The window of a section with lines over time: each point is one bucket, so a burst shows as
 * one point rather than moving a whole-range average. 'Over the last 24 h, lines in 15 min
 * buckets'.
 */
export function seriesWindowText(range: MetricsRange): string {
  return `${rangeWindowText(range)}, lines in ${formatBucket(bucketSeconds(range))} buckets`;
}

/** Requests per bucket to requests per second. */
export function toRequestsPerSecond(series: CountPoint[], range: MetricsRange): CountPoint[] {
  const seconds = bucketSeconds(range);
  return series.map(({ timestamp, value }) => ({ timestamp, value: value / seconds }));
}

/** Whole milliseconds: '42 ms'. */
export function formatDuration(ms: number): string {
  return `${Math.round(ms)} ms`;
}

/** One decimal: '97.5%' (success rates, uptimes). */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

export function successRateColor(percent: number): 'green' | 'yellow' | 'red' {
  if (percent >= SUCCESS_RATE_GOOD) return 'green';
  if (percent >= SUCCESS_RATE_FAIR) return 'yellow';
  return 'red';
}

/**
 * Requests/sec on the chart's axis and tooltip: whole from 10, two decimals from 0.1, and
 * three significant digits below that, so a quiet local system's small rates stay apart.
 */
export function formatRate(value: number): string {
  if (value === 0) return '0';
  if (value >= 10) return value.toFixed(0);
  if (value >= 0.1) return value.toFixed(2);
  return String(Number(value.toPrecision(3)));
}

// One locale for every count, so '1,234' reads the same on every machine.
const countFormat = new Intl.NumberFormat('en-NZ');

export function formatCount(value: number): string {
  return countFormat.format(value);
}
