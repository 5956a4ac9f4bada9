import { QUANTILES } from '@repo/contracts/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import type { LatencyPoint } from '@/components/charts/latency-chart';
import { QUANTILES_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow, type TimeWindow } from '@/hooks/use-metrics-range';
import { getMetricsData, metricsUrl, validItems } from '@/lib/metrics-api';
import { TRAFFIC_SERVICE_ID } from '../lib/constants';
import { sampleLatency } from '../lib/sample-metrics';

export interface LatencyData {
  points: LatencyPoint[];
  /** True when the API gave nothing and the points are random sample data. */
  sample: boolean;
}

// Spec 5: a point needs a string timestamp and a numeric p50; a bucket without requests has a
// null p50 and is dropped. A missing p95 or p99 only leaves a gap in that band.
const pointSchema = z.object({
  timestamp: z.string(),
  p50: z.number(),
  p95: z.number().nullish(),
  p99: z.number().nullish(),
});

const pointsSchema = z.object({ points: validItems(pointSchema) });

/** GET /api/metrics/timeseries-quantiles: p50/p95/p99 latency per bucket, or null. */
export async function getLatencyQuantiles(
  { start, end }: TimeWindow,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<LatencyPoint[] | null> {
  const url = metricsUrl('/api/metrics/timeseries-quantiles', {
    serviceId: TRAFFIC_SERVICE_ID,
    metric: 'latency',
    start,
    end,
    quantiles: QUANTILES.join(','),
  });
  const data = await getMetricsData(url, pointsSchema, { signal });
  return data?.points ?? null;
}

export function latencyQuantilesQueryOptions(range: MetricsRange) {
  return queryOptions({
    queryKey: ['metrics', 'latency', { range }] as const,
    queryFn: async ({ signal }): Promise<LatencyData> => {
      const points = await getLatencyQuantiles(metricsRangeWindow(range), { signal });
      if (points !== null) return { points, sample: false };
      return { points: sampleLatency(), sample: true };
    },
    refetchInterval: QUANTILES_POLL_INTERVAL_MS,
  });
}

export function useLatencyQuantiles(range: MetricsRange) {
  return useQuery(latencyQuantilesQueryOptions(range));
}
