import { SERVICE_IDS, type ServiceId } from '@repo/contracts/services';
import { LatencySketch } from '@repo/telemetry/latency-sketch';
import * as z from 'zod';
import { MINUTE_MS } from '../telemetry/time-grid';
import { WINDOW_SECONDS, type Traffic } from './traffic';

const rowSchema = z.object({
  service: z.string(),
  minute: z.number(),
  requests: z.number(),
  errors: z.number(),
  sketch: z.string(),
});

/**
 * The requests each service answered over the last minute, from its per-minute rollups: every
 * request counts, where spans are sampled. A minute partly inside the window counts for the
 * share of it that is.
 */
export async function readRequestTraffic(
  db: D1Database,
  now: number,
): Promise<Map<ServiceId, Traffic>> {
  const start = now - WINDOW_SECONDS * 1000;
  const { results } = await db
    .prepare(
      `SELECT service, minute, requests, errors, sketch FROM request_minutes
       WHERE service IN (SELECT value FROM json_each(?1)) AND minute BETWEEN ?2 AND ?3`,
    )
    .bind(JSON.stringify(SERVICE_IDS), Math.floor(start / MINUTE_MS), Math.floor(now / MINUTE_MS))
    .all();
  const totals = new Map<ServiceId, { calls: number; errors: number; sketch: LatencySketch }>();
  for (const row of results) {
    const parsed = rowSchema.parse(row);
    const service = SERVICE_IDS.find((id) => id === parsed.service);
    if (!service) continue;
    const from = parsed.minute * MINUTE_MS;
    const share = Math.max(0, Math.min(from + MINUTE_MS, now) - Math.max(from, start)) / MINUTE_MS;
    const total = totals.get(service) ?? { calls: 0, errors: 0, sketch: new LatencySketch() };
    total.calls += parsed.requests * share;
    total.errors += parsed.errors * share;
    if (share > 0) total.sketch.merge(LatencySketch.fromJSON(parsed.sketch));
    totals.set(service, total);
  }
  return new Map(
    [...totals].map(([service, total]) => [
      service,
      { calls: total.calls, errors: total.errors, p95Ms: total.sketch.quantile(0.95) },
    ]),
  );
}
