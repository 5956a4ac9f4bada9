// The Metrics page's time range, kept in localStorage and shared by every chart on the page,
// and the one window its lines over time share.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  DEFAULT_METRICS_RANGE,
  METRICS_RANGE_MS,
  METRICS_RANGE_STORAGE_KEY,
  metricsRangeSchema,
  seriesBucketMs,
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

/** When the bucket of `range`'s lines that holds `now` ends (epoch ms). */
function bucketEnd(range: MetricsRange, now: number): number {
  const width = seriesBucketMs(range);
  return Math.ceil(now / width) * width;
}

/**
 * The window every line over time asks for (docs/product.md#metrics-and-analytics): the range's
 * buckets, aligned as the API aligns them, up to the end of the one in progress. Any moment
 * inside one bucket gives the same window, so the request rate and the latency charts start and
 * end together and share their buckets, whenever each is fetched.
 */
export function seriesWindow(range: MetricsRange, now: number): TimeWindow {
  const end = bucketEnd(range, now);
  return windowEndingNow(METRICS_RANGE_MS[range], end);
}

/**
 * `seriesWindow` now, moving on as each bucket ends: one clock for every chart that reads it,
 * which React reads once per render, so two charts never show two windows side by side.
 */
export function useSeriesWindow(range: MetricsRange): TimeWindow {
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const next = () => {
        const now = Date.now();
        timer = setTimeout(
          () => {
            changed();
            next();
          },
          bucketEnd(range, now) - now + 1,
        );
      };
      next();
      return () => clearTimeout(timer);
    },
    [range],
  );
  const end = useSyncExternalStore(subscribe, () => bucketEnd(range, Date.now()));
  // `end` is a bucket's end already, so the window is the one that ends there.
  return useMemo(() => seriesWindow(range, end), [range, end]);
}
