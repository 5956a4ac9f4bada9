import { uptimeDistributionSchema } from '@repo/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import { UPTIME_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow } from '@/hooks/use-metrics-range';
import { validItemList } from '@/lib/api-client';
import { metricsQuery } from '@/lib/metrics-query';
import { sampleUptime } from '../lib/sample-metrics';

/** GET /api/metrics/uptime: each service's uptime percent over the range. */
export function uptimeQueryOptions(range: MetricsRange) {
  return metricsQuery({
    key: ['metrics', 'uptime', { range }],
    path: '/api/metrics/uptime',
    params: () => metricsRangeWindow(range),
    schema: validItemList(uptimeDistributionSchema.shape.items.element),
    sample: () => sampleUptime(),
    refetchInterval: UPTIME_POLL_INTERVAL_MS,
  });
}

export function useUptime(range: MetricsRange) {
  return useQuery(uptimeQueryOptions(range));
}
