import { registrationPointSchema } from '@repo/contracts/registry';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow } from '@/hooks/use-metrics-range';
import { validItems } from '@/lib/api-client';
import { metricsQuery } from '@/lib/metrics-query';
import { sampleTimeSeries } from '@/lib/sample-data';
import { REGISTRATIONS_INTERVAL } from '../lib/constants';

// docs/product.md#data: a point may carry its number as `value` rather than `count`.
const pointSchema = z.preprocess(
  (point) =>
    typeof point === 'object' && point !== null && !('count' in point) && 'value' in point
      ? { ...point, count: point.value }
      : point,
  registrationPointSchema,
);

// docs/product.md#validation: a point without a timestamp or a count is dropped, not the series.
const seriesSchema = z
  .object({ series: validItems(pointSchema) })
  .transform(({ series }) => series);

function sampleRegistrations() {
  return sampleTimeSeries().map(({ timestamp, value }) => ({ timestamp, count: value }));
}

/** GET /api/nzbn/analytics/registrations: registrations per day over the range. */
export function registrationsQueryOptions(range: MetricsRange) {
  return metricsQuery({
    key: ['registry', 'analytics', 'registrations', { range }],
    path: '/api/nzbn/analytics/registrations',
    params: () => ({ ...metricsRangeWindow(range), interval: REGISTRATIONS_INTERVAL }),
    schema: seriesSchema,
    sample: sampleRegistrations,
  });
}

export function useRegistrations(range: MetricsRange) {
  return useQuery(registrationsQueryOptions(range));
}
