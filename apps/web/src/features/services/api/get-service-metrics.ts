import { serviceMetricsSchema, type ServiceMetrics } from '@repo/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import { SERVICE_METRICS_POLL_INTERVAL_MS, SERVICE_METRICS_WINDOW_MS } from '@/config/constants';
import { validItemList } from '@/lib/api-client';
import { metricsQuery } from '@/lib/metrics-query';
import { windowEndingNow } from '@/lib/time-window';
import { SAMPLE_METRICS_BOUNDS, SERVICES_PAGE_ORDER } from '../lib/constants';

function between({ min, max }: { min: number; max: number }, random: () => number): number {
  return min + random() * (max - min);
}

/** Random figures for each backend service, within SAMPLE_METRICS_BOUNDS. */
export function sampleServiceMetrics(now = Date.now(), random = Math.random): ServiceMetrics[] {
  return SERVICES_PAGE_ORDER.map((id) => ({
    serviceName: id,
    requestsPerSecond: between(SAMPLE_METRICS_BOUNDS.requestsPerSecond, random),
    averageLatency: between(SAMPLE_METRICS_BOUNDS.averageLatency, random),
    errorRate: between(SAMPLE_METRICS_BOUNDS.errorRate, random),
    timestamp: new Date(now).toISOString(),
  }));
}

/**
 * GET /api/metrics/services: each service's request rate, latency and error rate over the last
 * 5 minutes. A service the UI cannot read is dropped, not the whole answer.
 */
export function serviceMetricsQueryOptions() {
  return metricsQuery({
    key: ['services', 'metrics'],
    path: '/api/metrics/services',
    params: () => windowEndingNow(SERVICE_METRICS_WINDOW_MS),
    schema: validItemList(serviceMetricsSchema),
    sample: () => sampleServiceMetrics(),
    refetchInterval: SERVICE_METRICS_POLL_INTERVAL_MS,
  });
}

export function useServiceMetrics() {
  return useQuery(serviceMetricsQueryOptions());
}
