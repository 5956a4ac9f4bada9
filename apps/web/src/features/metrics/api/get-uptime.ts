import { uptimeDistributionSchema } from '@repo/contracts/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { UPTIME_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow, type TimeWindow } from '@/hooks/use-metrics-range';
import { getMetricsData, metricsUrl, validItems } from '@/lib/metrics-api';
import type { SampleItem } from '@/lib/sample-data';
import { sampleUptime } from '../lib/sample-metrics';

export type UptimeItem = SampleItem;

export interface UptimeData {
  items: UptimeItem[];
  /** True when the API gave nothing and the items are random sample data. */
  sample: boolean;
}

// An item without a string label or a numeric value is dropped, not the whole answer.
const itemsSchema = z.object({ items: validItems(uptimeDistributionSchema.shape.items.element) });

/** GET /api/metrics/uptime: each service's uptime percent over the range, or null. */
export async function getUptime(
  { start, end }: TimeWindow,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<UptimeItem[] | null> {
  const data = await getMetricsData(
    metricsUrl('/api/metrics/uptime', { start, end }),
    itemsSchema,
    {
      signal,
    },
  );
  return data?.items ?? null;
}

export function uptimeQueryOptions(range: MetricsRange) {
  return queryOptions({
    queryKey: ['metrics', 'uptime', { range }] as const,
    queryFn: async ({ signal }): Promise<UptimeData> => {
      const items = await getUptime(metricsRangeWindow(range), { signal });
      if (items !== null) return { items, sample: false };
      return { items: sampleUptime(), sample: true };
    },
    refetchInterval: UPTIME_POLL_INTERVAL_MS,
  });
}

export function useUptime(range: MetricsRange) {
  return useQuery(uptimeQueryOptions(range));
}
