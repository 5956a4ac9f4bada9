import type { HealthRecord } from '@repo/contracts/metrics';
import { SERVICE_IDS, type ServiceId, type WorkerId } from '@repo/contracts/services';
import { probeService, type ServiceFetcher } from '@repo/service-kit/probe-service';
import type { Range } from './summaries';

export const PROBE_INTERVAL_MS = 60_000;

/** How to reach each service probed: the gateway is their caller, not probed. */
export type HealthFetchers = Record<ServiceId, ServiceFetcher>;

/** Probes every service's health through its binding and stores the results. */
export async function probeServices(db: D1Database, fetchers: HealthFetchers, now = Date.now()) {
  const probes = await Promise.all(
    SERVICE_IDS.map((service) => probeService(service, fetchers[service])),
  );
  await db.batch(
    probes.map((result) =>
      db
        .prepare(
          `INSERT OR REPLACE INTO health_checks (service, checked_at, status, latency_ms, message)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .bind(result.service, now, result.status, result.latencyMs, result.message ?? null),
    ),
  );
  return probes;
}

/** The latest probe of each service and the share of probes in the range that found it up. */
export async function healthRecords(db: D1Database, range: Range): Promise<HealthRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT service, count(*) AS probes, sum(status != 'error') AS up,
              max(checked_at) AS last_at,
              (SELECT status FROM health_checks h WHERE h.service = c.service ORDER BY checked_at DESC LIMIT 1) AS status,
              (SELECT message FROM health_checks h WHERE h.service = c.service ORDER BY checked_at DESC LIMIT 1) AS message
       FROM health_checks c WHERE checked_at BETWEEN ? AND ? GROUP BY service`,
    )
    .bind(range.start.getTime(), range.end.getTime())
    .all<{
      service: WorkerId;
      probes: number;
      up: number;
      last_at: number;
      status: HealthRecord['status'];
      message: string | null;
    }>();
  const byService = new Map(results.map((row) => [row.service, row]));
  return SERVICE_IDS.map((serviceName) => {
    const row = byService.get(serviceName);
    if (!row) return { serviceName, status: 'unknown', uptime: 0, lastCheck: null };
    return {
      serviceName,
      status: row.status,
      uptime: Math.round((row.up / row.probes) * 1000) / 10,
      lastCheck: new Date(row.last_at).toISOString(),
      ...(row.message ? { message: row.message } : {}),
    };
  });
}
