// The Metrics page's time range, kept in localStorage and shared by every chart on the page.
import {
  DEFAULT_METRICS_RANGE,
  METRICS_RANGE_MS,
  METRICS_RANGE_STORAGE_KEY,
  metricsRangeSchema,
  type MetricsRange,
} from '@/config/metrics-range';
import { createStoredValue, textCodec } from '@/lib/stored-value';
import { windowEndingNow, type TimeWindow } from '@/lib/time-window';
import { useStoredValue } from './use-stored-value';

const metricsRangeStore = createStoredValue(
  METRICS_RANGE_STORAGE_KEY,
  textCodec(metricsRangeSchema),
  DEFAULT_METRICS_RANGE,
);

export function useMetricsRange(): [MetricsRange, (range: MetricsRange) => void] {
  return useStoredValue(metricsRangeStore);
}

/** [now − range, now]: what the charts ask the API for. */
export function metricsRangeWindow(range: MetricsRange, now: number = Date.now()): TimeWindow {
  return windowEndingNow(METRICS_RANGE_MS[range], now);
}
