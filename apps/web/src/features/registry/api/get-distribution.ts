import {
  distributionSchema,
  ENTITY_TYPES,
  NZ_REGIONS,
  type DistributionGroup,
} from '@repo/contracts/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow, type TimeWindow } from '@/hooks/use-metrics-range';
import { getMetricsData, metricsUrl, validItems } from '@/lib/metrics-api';
import { sampleItems, type SampleItem } from '@/lib/sample-data';
import { SAMPLE_REGION_COUNT } from '../lib/constants';

export type DistributionItem = SampleItem;

export interface DistributionData {
  items: DistributionItem[];
  /** True when the API gave nothing and the items are random sample data. */
  sample: boolean;
}

// An item without a string label or a numeric value is dropped, not the whole answer.
const itemsSchema = z.object({ items: validItems(distributionSchema.shape.items.element) });

const SAMPLE_LABELS: Record<DistributionGroup, readonly string[]> = {
  entityType: ENTITY_TYPES,
  region: NZ_REGIONS.slice(0, SAMPLE_REGION_COUNT),
};

/** GET /api/nzbn/analytics/distribution: entity counts per type or region, or null. */
export async function getDistribution(
  { groupBy, start, end }: TimeWindow & { groupBy: DistributionGroup },
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<DistributionItem[] | null> {
  const url = metricsUrl('/api/nzbn/analytics/distribution', { groupBy, start, end });
  const data = await getMetricsData(url, itemsSchema, { signal });
  return data?.items ?? null;
}

export function distributionQueryOptions(groupBy: DistributionGroup, range: MetricsRange) {
  return queryOptions({
    queryKey: ['registry', 'analytics', 'distribution', { groupBy, range }] as const,
    queryFn: async ({ signal }): Promise<DistributionData> => {
      const items = await getDistribution({ groupBy, ...metricsRangeWindow(range) }, { signal });
      if (items && items.length > 0) return { items, sample: false };
      return { items: sampleItems(SAMPLE_LABELS[groupBy]), sample: true };
    },
  });
}

export function useDistribution(groupBy: DistributionGroup, range: MetricsRange) {
  return useQuery(distributionQueryOptions(groupBy, range));
}
