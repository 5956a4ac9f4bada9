import { SERVICE_IDS } from '@repo/contracts/services';
import { healthRecordSchema, type HealthRecord } from '@repo/contracts/metrics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { HOME_HEALTH_POLL_INTERVAL_MS, HOME_WINDOW_MS } from '@/config/constants';
import { SERVICE_WORKER_NAMES } from '@/config/services';
import type { TimeWindow } from '@/hooks/use-metrics-range';
import { getMetricsData, metricsUrl, validItems } from '@/lib/metrics-api';
import { SAMPLE_MIN_UPTIME } from '../lib/constants';
import { windowEndingNow } from '../lib/stats';

export interface HealthData {
  records: HealthRecord[];
  /** True when the API gave nothing and the records are random sample data. */
  sample: boolean;
  /** When the health API last answered (epoch ms), kept through later failures; null if never. */
  fetchedAt: number | null;
}

// A record the UI cannot read (an unknown service, a missing uptime) is dropped, not the lot.
const itemsSchema = z.object({ items: validItems(healthRecordSchema) });

/** GET /api/metrics/health: each service's latest status and its uptime over the window. */
export async function getHealthRecords(
  { start, end }: TimeWindow,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<HealthRecord[] | null> {
  const data = await getMetricsData(
    metricsUrl('/api/metrics/health', { start, end }),
    itemsSchema,
    {
      signal,
    },
  );
  return data?.items ?? null;
}

/** One healthy record per backend service, uptime from SAMPLE_MIN_UPTIME to 100 %. */
export function sampleHealthRecords(now = Date.now(), random = Math.random): HealthRecord[] {
  return SERVICE_IDS.map((id) => ({
    serviceName: SERVICE_WORKER_NAMES[id],
    status: 'healthy',
    uptime: SAMPLE_MIN_UPTIME + random() * (100 - SAMPLE_MIN_UPTIME),
    lastCheck: new Date(now).toISOString(),
  }));
}

const healthQueryKey = ['dashboard', 'health'] as const;

export function healthRecordsQueryOptions() {
  return queryOptions({
    queryKey: healthQueryKey,
    queryFn: async ({ signal, client }): Promise<HealthData> => {
      const records = await getHealthRecords(windowEndingNow(HOME_WINDOW_MS), { signal });
      if (records !== null) return { records, sample: false, fetchedAt: Date.now() };
      // 'Data last updated' means the last real answer, so a failed poll keeps its time.
      const previous = client.getQueryData<HealthData>(healthQueryKey);
      return {
        records: sampleHealthRecords(),
        sample: true,
        fetchedAt: previous?.fetchedAt ?? null,
      };
    },
    refetchInterval: HOME_HEALTH_POLL_INTERVAL_MS,
  });
}

export function useHealthRecords() {
  return useQuery(healthRecordsQueryOptions());
}
