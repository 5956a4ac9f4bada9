import { timeseriesSchema } from '@repo/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { TIMESERIES_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow } from '@/hooks/use-metrics-range';
import { validItems } from '@/lib/api-client';
import { metricsQuery } from '@/lib/metrics-query';
import { sampleTimeSeries } from '@/lib/sample-data';
import { TRAFFIC_SERVICE_ID } from '../lib/constants';
import { toRequestsPerSecond } from '../lib/format';

// docs/product.md#validation: a point without a string timestamp or a numeric value is
// dropped, not the series.
const countsSchema = z.object({ series: validItems(timeseriesSchema.shape.series.element) });

/** GET /api/metrics/timeseries: the visualization service's requests per second, per bucket. */
export function requestRateQueryOptions(range: MetricsRange) {
  return metricsQuery({
    key: ['metrics', 'request-rate', { range }],
    path: '/api/metrics/timeseries',
    params: () => ({
      serviceId: TRAFFIC_SERVICE_ID,
      metric: 'requestCount',
      ...metricsRangeWindow(range),
    }),
    schema: countsSchema.transform(({ series }) => toRequestsPerSecond(series, range)),
    sample: () => sampleTimeSeries(),
    refetchInterval: TIMESERIES_POLL_INTERVAL_MS,
  });
}

export function useRequestRate(range: MetricsRange) {
  return useQuery(requestRateQueryOptions(range));
}
