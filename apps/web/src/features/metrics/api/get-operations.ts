import { operationMetricsSchema } from '@repo/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import { OPERATIONS_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow } from '@/hooks/use-metrics-range';
import { validItemList } from '@/lib/api-client';
import { metricsQuery } from '@/lib/metrics-query';
import { sampleOperations } from '../lib/sample-metrics';

/** GET /api/metrics/operations: count, mean duration and success rate per operation. */
export function operationsQueryOptions(range: MetricsRange) {
  return metricsQuery({
    key: ['metrics', 'operations', { range }],
    path: '/api/metrics/operations',
    params: () => metricsRangeWindow(range),
    schema: validItemList(operationMetricsSchema),
    sample: () => sampleOperations(),
    refetchInterval: OPERATIONS_POLL_INTERVAL_MS,
  });
}

export function useOperations(range: MetricsRange) {
  return useQuery(operationsQueryOptions(range));
}
