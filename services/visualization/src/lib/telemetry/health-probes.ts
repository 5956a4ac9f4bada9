import type { HealthRecord, TelemetryService } from '@repo/contracts/metrics';
import type { Range } from './summaries';

/** A service whose health answers 200 but slower than this is degraded. */
export const DEGRADED_AFTER_MS = 1_000;
export const PROBE_INTERVAL_MS = 60_000;
/** The services probed: the three backend services (the gateway is their caller, not probed). */
export const PROBED_SERVICES = [
  'storage-service',
  'users-service',
  'visualization-service',
] as const;
type ProbedService = (typeof PROBED_SERVICES)[number];

export type HealthFetchers = Record<ProbedService, (request: Request) => Promise<Response>>;

interface Probe {
  service: ProbedService;
  status: 'healthy' | 'degraded' | 'error';
  latencyMs: number;
  message: string | null;
}

async function probe(
  service: ProbedService,
  fetcher: HealthFetchers[ProbedService],
): Promise<Probe> {
  const started = performance.now();
  try {
    const response = await fetcher(new Request(`https://${service}/health`));
    const latencyMs = performance.now() - started;
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    if (!response.ok) {
      const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
      return { service, status: 'error', latencyMs, message };
    }
    const degraded = latencyMs > DEGRADED_AFTER_MS;
    return {
      service,
      status: degraded ? 'degraded' : 'healthy',
      latencyMs,
      message: degraded ? `Answered in ${Math.round(latencyMs)} ms` : null,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Unreachable';
    return { service, status: 'error', latencyMs: performance.now() - started, message };
  }
}

/** Probes every service's health through its binding and stores the results. */
export async function probeServices(db: D1Database, fetchers: HealthFetchers, now = Date.now()) {
  const probes = await Promise.all(
    PROBED_SERVICES.map((service) => probe(service, fetchers[service])),
  );
  await db.batch(
    probes.map((result) =>
      db
        .prepare(
          `INSERT OR REPLACE INTO health_checks (service, checked_at, status, latency_ms, message)
           VALUES (?, ?, ?, ?, ?)`,
        )
        .bind(result.service, now, result.status, result.latencyMs, result.message),
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
      service: TelemetryService;
      probes: number;
      up: number;
      last_at: number;
      status: HealthRecord['status'];
      message: string | null;
    }>();
  const byService = new Map(results.map((row) => [row.service, row]));
  return PROBED_SERVICES.map((serviceName) => {
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
