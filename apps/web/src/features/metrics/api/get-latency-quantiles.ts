import { QUANTILES, quantilePointsSchema } from '@repo/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { QUANTILES_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow } from '@/hooks/use-metrics-range';
import { validItems } from '@/lib/api-client';
import { metricsQuery } from '@/lib/metrics-query';
import { TRAFFIC_SERVICE_ID } from '../lib/constants';
import { sampleLatency } from '../lib/sample-metrics';

// docs/product.md#validation: a point needs a string timestamp and a numeric p50; a bucket
// without requests has a null p50 and is dropped. A missing p95 or p99 leaves a gap in its band.
const pointsSchema = z
  .object({ points: validItems(quantilePointsSchema.shape.points.element) })
  .transform(({ points }) =>
    points.flatMap(({ p50, ...point }) => (typeof p50 === 'number' ? [{ ...point, p50 }] : [])),
  );

/** GET /api/metrics/timeseries-quantiles: p50/p95/p99 latency per bucket. */
export function latencyQuantilesQueryOptions(range: MetricsRange) {
  return metricsQuery({
    key: ['metrics', 'latency', { range }],
    path: '/api/metrics/timeseries-quantiles',
    params: () => ({
      serviceId: TRAFFIC_SERVICE_ID,
      metric: 'latency',
      ...metricsRangeWindow(range),
      quantiles: QUANTILES.join(','),
    }),
    schema: pointsSchema,
    sample: () => sampleLatency(),
    refetchInterval: QUANTILES_POLL_INTERVAL_MS,
  });
}

export function useLatencyQuantiles(range: MetricsRange) {
  return useQuery(latencyQuantilesQueryOptions(range));
}
