import { summarySchema } from '@repo/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import { HOME_WINDOW_MS, QUICK_STATS_POLL_INTERVAL_MS } from '@/config/constants';
import { metricsQuery } from '@/lib/metrics-query';
import { windowEndingNow } from '@/lib/time-window';
import { SAMPLE_SUMMARY } from '../lib/constants';

/** GET /api/metrics/summary: the Quick Stats over the last 24 h and the 24 h before. */
export function summaryQueryOptions() {
  return metricsQuery({
    key: ['dashboard', 'summary'],
    path: '/api/metrics/summary',
    params: () => windowEndingNow(HOME_WINDOW_MS),
    schema: summarySchema,
    sample: () => SAMPLE_SUMMARY,
    refetchInterval: QUICK_STATS_POLL_INTERVAL_MS,
  });
}

export function useSummary() {
  return useQuery(summaryQueryOptions());
}
