import { QUANTILES, quantilePointsSchema } from '@repo/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { QUANTILES_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { useSeriesWindow } from '@/hooks/use-metrics-range';
import type { TimeWindow } from '@/lib/time-window';
import { validItems } from '@/lib/api-client';
import { metricsQuery, sameRange } from '@/lib/metrics-query';
import type { LatencyPoint } from '@/components/charts/latency-chart';
import { TRAFFIC_SERVICE_ID } from '../lib/constants';
import { sampleLatency } from '../lib/sample-metrics';

// docs/product.md#validation: a point needs a string timestamp. A bucket without requests keeps
// its place with a null p50, so the chart spans the whole range and breaks its line there
// rather than squeezing the buckets with data across the axis. A missing p95 or p99 leaves a gap
// in its band.
const pointsSchema = z
  .object({ points: validItems(quantilePointsSchema.shape.points.element) })
  .transform(({ points }): LatencyPoint[] =>
    points.map(({ p50, ...point }) => ({ ...point, p50: typeof p50 === 'number' ? p50 : null })),
  );

/**
 * GET /api/metrics/timeseries-quantiles: p50/p95/p99 latency per bucket of `lines`, the window
 * the request rate chart shares (seriesWindow).
 */
export function latencyQuantilesQueryOptions(range: MetricsRange, lines: TimeWindow) {
  return metricsQuery({
    key: ['metrics', 'latency', { range, ...lines }],
    path: '/api/metrics/timeseries-quantiles',
    params: () => ({
      serviceId: TRAFFIC_SERVICE_ID,
      metric: 'latency',
      ...lines,
      quantiles: QUANTILES.join(','),
    }),
    schema: pointsSchema,
    sample: () => sampleLatency(),
    keepPrevious: sameRange(range),
    refetchInterval: QUANTILES_POLL_INTERVAL_MS,
  });
}

export function useLatencyQuantiles(range: MetricsRange) {
  return useQuery(latencyQuantilesQueryOptions(range, useSeriesWindow(range)));
}
