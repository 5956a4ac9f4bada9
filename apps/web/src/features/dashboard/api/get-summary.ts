import { summarySchema, type Summary } from '@repo/contracts/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_WINDOW_MS, QUICK_STATS_POLL_INTERVAL_MS } from '@/config/constants';
import type { TimeWindow } from '@/hooks/use-metrics-range';
import { getMetricsData, metricsUrl } from '@/lib/metrics-api';
import { SAMPLE_SUMMARY } from '../lib/constants';
import { windowEndingNow } from '../lib/stats';

export interface SummaryData {
  summary: Summary;
  /** True when the API gave nothing and the figures are the spec's sample values. */
  sample: boolean;
}

/** GET /api/metrics/summary: the Quick Stats over the window and the same span before it. */
export async function getSummary(
  { start, end }: TimeWindow,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<Summary | null> {
  return getMetricsData(metricsUrl('/api/metrics/summary', { start, end }), summarySchema, {
    signal,
  });
}

export function summaryQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'summary'] as const,
    queryFn: async ({ signal }): Promise<SummaryData> => {
      const summary = await getSummary(windowEndingNow(HOME_WINDOW_MS), { signal });
      return summary ? { summary, sample: false } : { summary: SAMPLE_SUMMARY, sample: true };
    },
    refetchInterval: QUICK_STATS_POLL_INTERVAL_MS,
  });
}

export function useSummary() {
  return useQuery(summaryQueryOptions());
}
