import { operationMetricsSchema, type OperationMetrics } from '@repo/contracts/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { OPERATIONS_POLL_INTERVAL_MS } from '@/config/constants';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow, type TimeWindow } from '@/hooks/use-metrics-range';
import { getMetricsData, metricsUrl, validItems } from '@/lib/metrics-api';
import { sampleOperations } from '../lib/sample-metrics';

export interface OperationsData {
  items: OperationMetrics[];
  /** True when the API gave nothing and the figures are random sample data. */
  sample: boolean;
}

// An operation the UI cannot read is dropped, not the whole answer.
const itemsSchema = z.object({ items: validItems(operationMetricsSchema) });

/** GET /api/metrics/operations: count, mean duration and success rate per operation, or null. */
export async function getOperations(
  { start, end }: TimeWindow,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<OperationMetrics[] | null> {
  const url = metricsUrl('/api/metrics/operations', { start, end });
  const data = await getMetricsData(url, itemsSchema, { signal });
  return data?.items ?? null;
}

export function operationsQueryOptions(range: MetricsRange) {
  return queryOptions({
    queryKey: ['metrics', 'operations', { range }] as const,
    queryFn: async ({ signal }): Promise<OperationsData> => {
      const items = await getOperations(metricsRangeWindow(range), { signal });
      if (items !== null) return { items, sample: false };
      return { items: sampleOperations(), sample: true };
    },
    refetchInterval: OPERATIONS_POLL_INTERVAL_MS,
  });
}

export function useOperations(range: MetricsRange) {
  return useQuery(operationsQueryOptions(range));
}
