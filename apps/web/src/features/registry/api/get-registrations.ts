import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import type { MetricsRange } from '@/config/metrics-range';
import { metricsRangeWindow, type TimeWindow } from '@/hooks/use-metrics-range';
import { getMetricsData, metricsUrl, validItems } from '@/lib/metrics-api';
import { sampleTimeSeries } from '@/lib/sample-data';
import { REGISTRATIONS_INTERVAL } from '../lib/constants';

export interface RegistrationPoint {
  timestamp: string;
  count: number;
}

export interface RegistrationsData {
  points: RegistrationPoint[];
  /** True when the API gave nothing and the points are random sample data. */
  sample: boolean;
}

// Spec 5: a point needs a string timestamp and a numeric value; registrations may call it count.
const pointSchema = z
  .object({ timestamp: z.string(), count: z.number().optional(), value: z.number().optional() })
  .transform(({ timestamp, count, value }, ctx) => {
    const number = count ?? value;
    if (number === undefined) {
      ctx.addIssue({ code: 'custom', message: 'A point needs a count or a value' });
      return z.NEVER;
    }
    return { timestamp, count: number };
  });

const seriesSchema = z.object({ series: validItems(pointSchema) });

/** GET /api/nzbn/analytics/registrations: registrations per interval, or null. */
export async function getRegistrations(
  { start, end, interval = REGISTRATIONS_INTERVAL }: TimeWindow & { interval?: string },
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<RegistrationPoint[] | null> {
  const url = metricsUrl('/api/nzbn/analytics/registrations', { start, end, interval });
  const data = await getMetricsData(url, seriesSchema, { signal });
  return data?.series ?? null;
}

export function registrationsQueryOptions(range: MetricsRange) {
  return queryOptions({
    queryKey: ['registry', 'analytics', 'registrations', { range }] as const,
    queryFn: async ({ signal }): Promise<RegistrationsData> => {
      // The window ends when the data is fetched, not when the range was picked.
      const points = await getRegistrations(metricsRangeWindow(range), { signal });
      if (points && points.length > 0) return { points, sample: false };
      const sample = sampleTimeSeries().map(({ timestamp, value }) => ({
        timestamp,
        count: value,
      }));
      return { points: sample, sample: true };
    },
  });
}

export function useRegistrations(range: MetricsRange) {
  return useQuery(registrationsQueryOptions(range));
}
