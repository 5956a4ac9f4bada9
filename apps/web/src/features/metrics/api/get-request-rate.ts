import { timeseriesSchema } from '@repo/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { TIMESERIES_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { useSeriesWindow } from '@/hooks/use-metrics-range';
import type { TimeWindow } from '@/lib/time-window';
import { validItems } from '@/lib/api-client';
import { metricsQuery, sameRange } from '@/lib/metrics-query';
import { sampleTimeSeries } from '@/lib/sample-data';
import { TRAFFIC_SERVICE_ID } from '../lib/constants';
import { toRequestsPerSecond } from '../lib/format';

// docs/product.md#validation: a point without a string timestamp or a numeric value is
// dropped, not the series.
const countsSchema = z.object({ series: validItems(timeseriesSchema.shape.series.element) });

/**
 * GET /api/metrics/timeseries: the visualization service's requests per second, per bucket of
 * `lines`, the window the latency chart shares (seriesWindow).
 */
export function requestRateQueryOptions(range: MetricsRange, lines: TimeWindow) {
  return metricsQuery({
    key: ['metrics', 'request-rate', { range, ...lines }],
    path: '/api/metrics/timeseries',
    params: () => ({
      serviceId: TRAFFIC_SERVICE_ID,
      metric: 'requestCount',
      ...lines,
    }),
    schema: countsSchema.transform(({ series }) => toRequestsPerSecond(series, range)),
    sample: () => sampleTimeSeries(),
    keepPrevious: sameRange(range),
    refetchInterval: TIMESERIES_POLL_INTERVAL_MS,
  });
}

export function useRequestRate(range: MetricsRange) {
  return useQuery(requestRateQueryOptions(range, useSeriesWindow(range)));
}
