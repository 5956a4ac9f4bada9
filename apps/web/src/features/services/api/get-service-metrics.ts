import { serviceMetricsSchema, type ServiceMetrics } from '@repo/contracts/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { SERVICE_METRICS_POLL_INTERVAL_MS, SERVICE_METRICS_WINDOW_MS } from '@/config/constants';
import { SERVICE_WORKER_NAMES } from '@/config/services';
import type { TimeWindow } from '@/hooks/use-metrics-range';
import { getMetricsData, metricsUrl, validItems } from '@/lib/metrics-api';
import { SAMPLE_METRICS_BOUNDS, SERVICES_PAGE_ORDER } from '../lib/constants';

export interface ServiceMetricsData {
  items: ServiceMetrics[];
  /** True when the API gave nothing and the figures are random sample data. */
  sample: boolean;
}

// A service the UI cannot read is dropped, not the whole answer.
const itemsSchema = z.object({ items: validItems(serviceMetricsSchema) });

/** GET /api/metrics/services: each service's request rate, latency and error rate. */
export async function getServiceMetrics(
  { start, end }: TimeWindow,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<ServiceMetrics[] | null> {
  const url = metricsUrl('/api/metrics/services', { start, end });
  const data = await getMetricsData(url, itemsSchema, { signal });
  return data?.items ?? null;
}

function between({ min, max }: { min: number; max: number }, random: () => number): number {
  return min + random() * (max - min);
}

/** Random figures for each backend service, within SAMPLE_METRICS_BOUNDS. */
export function sampleServiceMetrics(now = Date.now(), random = Math.random): ServiceMetrics[] {
  return SERVICES_PAGE_ORDER.map((id) => ({
    serviceName: SERVICE_WORKER_NAMES[id],
    requestsPerSecond: between(SAMPLE_METRICS_BOUNDS.requestsPerSecond, random),
    averageLatency: between(SAMPLE_METRICS_BOUNDS.averageLatency, random),
    errorRate: between(SAMPLE_METRICS_BOUNDS.errorRate, random),
    timestamp: new Date(now).toISOString(),
  }));
}

export function serviceMetricsQueryOptions() {
  return queryOptions({
    queryKey: ['services', 'metrics'] as const,
    queryFn: async ({ signal }): Promise<ServiceMetricsData> => {
      // The last 5 minutes up to when the data is fetched.
      const end = Date.now();
      const window = {
        start: new Date(end - SERVICE_METRICS_WINDOW_MS).toISOString(),
        end: new Date(end).toISOString(),
      };
      const items = await getServiceMetrics(window, { signal });
      if (items !== null) return { items, sample: false };
      return { items: sampleServiceMetrics(), sample: true };
    },
    refetchInterval: SERVICE_METRICS_POLL_INTERVAL_MS,
  });
}

export function useServiceMetrics() {
  return useQuery(serviceMetricsQueryOptions());
}
