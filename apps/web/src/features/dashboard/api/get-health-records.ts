import { healthRecordSchema, type HealthRecord } from '@repo/contracts/metrics';
import { SERVICE_IDS } from '@repo/contracts/services';
import { useQuery } from '@tanstack/react-query';
import { HOME_HEALTH_POLL_INTERVAL_MS, HOME_WINDOW_MS } from '@/config/constants';
import { validItemList } from '@/lib/api-client';
import { metricsQuery } from '@/lib/metrics-query';
import { windowEndingNow } from '@/lib/time-window';
import { SAMPLE_MIN_UPTIME } from '../lib/constants';

/** One healthy record per backend service, uptime from SAMPLE_MIN_UPTIME to 100 %. */
export function sampleHealthRecords(now = Date.now(), random = Math.random): HealthRecord[] {
  return SERVICE_IDS.map((id) => ({
    serviceName: id,
    status: 'healthy',
    uptime: SAMPLE_MIN_UPTIME + random() * (100 - SAMPLE_MIN_UPTIME),
    lastCheck: new Date(now).toISOString(),
  }));
}

/**
 * GET /api/metrics/health: each service's latest status and its uptime over the last 24 h.
 * A record the UI cannot read (an unknown service, a missing uptime) is dropped, not the lot.
 */
export function healthRecordsQueryOptions() {
  return metricsQuery({
    key: ['dashboard', 'health'],
    path: '/api/metrics/health',
    params: () => windowEndingNow(HOME_WINDOW_MS),
    schema: validItemList(healthRecordSchema),
    sample: () => sampleHealthRecords(),
    refetchInterval: HOME_HEALTH_POLL_INTERVAL_MS,
  });
}

export function useHealthRecords() {
  return useQuery(healthRecordsQueryOptions());
}
