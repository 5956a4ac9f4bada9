import * as z from 'zod';
import { WINDOW_SECONDS, type Traffic } from './traffic';

const rowSchema = z.object({
  kind: z.string(),
  source: z.string(),
  target: z.string(),
  calls: z.number(),
  errors: z.number(),
  p95: z.number().nullable(),
});

// One range seek on spans_by_start, which covers every column read. The p95 is the nearest
// rank: the shortest duration at or above which 95% of the edge's calls fall.
const SPAN_TRAFFIC = `
  WITH ranked AS (
    SELECT kind, service, edge_target, status, duration_ms,
      cume_dist() OVER (PARTITION BY kind, service, edge_target ORDER BY duration_ms) AS share
    FROM spans
    WHERE start_time > ?1 AND start_time <= ?2 AND kind IN ('client', 'producer', 'consumer')
      AND edge_target IS NOT NULL
  )
  SELECT kind, service AS source, edge_target AS target, count(*) AS calls,
    sum(status = 'error') AS errors, min(CASE WHEN share >= 0.95 THEN duration_ms END) AS p95
  FROM ranked GROUP BY kind, service, edge_target`;

/** The key of an edge's span traffic: the span kind, the calling worker and what it called. */
export const spanKey = (kind: string, source: string, target: string) =>
  `${kind}|${source}|${target}`;

/**
 * The last minute's client, producer and consumer spans, by what they called. Spans are
 * sampled, so these counts are a floor on the real traffic.
 */
export async function readSpanTraffic(db: D1Database, now: number): Promise<Map<string, Traffic>> {
  const { results } = await db
    .prepare(SPAN_TRAFFIC)
    .bind(now - WINDOW_SECONDS * 1000, now)
    .all();
  return new Map(
    results.map((row) => {
      const { kind, source, target, calls, errors, p95 } = rowSchema.parse(row);
      return [spanKey(kind, source, target), { calls, errors, p95Ms: p95 }];
    }),
  );
}
