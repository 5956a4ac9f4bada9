import {
  distributionItemSchema,
  ENTITY_TYPES,
  NZ_REGIONS,
  type DistributionGroup,
} from '@repo/contracts/registry';
import { useQuery } from '@tanstack/react-query';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow } from '@/hooks/use-metrics-range';
import { validItemList } from '@/lib/api-client';
import { metricsQuery } from '@/lib/metrics-query';
import { sampleItems } from '@/lib/sample-data';
import { SAMPLE_REGION_COUNT } from '../lib/constants';

const SAMPLE_LABELS: Record<DistributionGroup, readonly string[]> = {
  entityType: ENTITY_TYPES,
  region: NZ_REGIONS.slice(0, SAMPLE_REGION_COUNT),
};

/** GET /api/nzbn/analytics/distribution: entities registered in the range, per type or region. */
export function distributionQueryOptions(groupBy: DistributionGroup, range: MetricsRange) {
  return metricsQuery({
    key: ['registry', 'analytics', 'distribution', { groupBy, range }],
    path: '/api/nzbn/analytics/distribution',
    params: () => ({ groupBy, ...metricsRangeWindow(range) }),
    schema: validItemList(distributionItemSchema),
    sample: () => sampleItems(SAMPLE_LABELS[groupBy]),
  });
}

export function useDistribution(groupBy: DistributionGroup, range: MetricsRange) {
  return useQuery(distributionQueryOptions(groupBy, range));
}
