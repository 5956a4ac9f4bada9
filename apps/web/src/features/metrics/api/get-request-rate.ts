import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { TIMESERIES_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow, type TimeWindow } from '@/hooks/use-metrics-range';
import { getMetricsData, metricsUrl, validItems } from '@/lib/metrics-api';
import { sampleTimeSeries } from '@/lib/sample-data';
import { TRAFFIC_SERVICE_ID } from '../lib/constants';
import { toRequestsPerSecond, type CountPoint } from '../lib/format';

export interface RequestRateData {
  /** Requests per second in each bucket. */
  points: CountPoint[];
  /** True when the API gave nothing and the points are random sample data. */
  sample: boolean;
}

// Spec 5: a point without a string timestamp or a numeric value is dropped, not the series.
const seriesSchema = z.object({
  series: validItems(z.object({ timestamp: z.string(), value: z.number() })),
});

/** GET /api/metrics/timeseries: the visualization service's requests per bucket, or null. */
export async function getRequestCounts(
  { start, end }: TimeWindow,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<CountPoint[] | null> {
  const url = metricsUrl('/api/metrics/timeseries', {
    serviceId: TRAFFIC_SERVICE_ID,
    metric: 'requestCount',
    start,
    end,
  });
  const data = await getMetricsData(url, seriesSchema, { signal });
  return data?.series ?? null;
}

export function requestRateQueryOptions(range: MetricsRange) {
  return queryOptions({
    queryKey: ['metrics', 'request-rate', { range }] as const,
    queryFn: async ({ signal }): Promise<RequestRateData> => {
      // The window ends when the data is fetched, not when the range was picked.
      const counts = await getRequestCounts(metricsRangeWindow(range), { signal });
      if (counts !== null) return { points: toRequestsPerSecond(counts, range), sample: false };
      return { points: sampleTimeSeries(), sample: true };
    },
    refetchInterval: TIMESERIES_POLL_INTERVAL_MS,
  });
}

export function useRequestRate(range: MetricsRange) {
  return useQuery(requestRateQueryOptions(range));
}
