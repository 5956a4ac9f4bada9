import * as z from 'zod';
import { WINDOW_SECONDS, type Traffic } from './traffic';

const rowSchema = z.object({
  kind: z.string(),
  source: z.string(),
  target: z.string(),
  calls: z.number(),
  errors: z.number(),
  p95: z.number().nullable(),
  own: z.number(),
});

// One range seek on spans_by_start. The p95 is the nearest rank: the shortest duration at or
// above which 95% of the edge's calls fall. `own` counts the spans of the lab session ?3 names
// (`lab.session.hash`; none for '').
const SPAN_TRAFFIC = `
  WITH ranked AS (
    SELECT kind, service, edge_target, status, duration_ms,
      ?3 <> '' AND json_extract(attributes, '$."lab.session.hash"') = ?3 AS mine,
      cume_dist() OVER (PARTITION BY kind, service, edge_target ORDER BY duration_ms) AS share
    FROM spans
    WHERE start_time > ?1 AND start_time <= ?2 AND kind IN ('client', 'producer', 'consumer')
      AND edge_target IS NOT NULL
  )
  SELECT kind, service AS source, edge_target AS target, count(*) AS calls,
    sum(status = 'error') AS errors, min(CASE WHEN share >= 0.95 THEN duration_ms END) AS p95,
    coalesce(sum(mine), 0) AS own
  FROM ranked GROUP BY kind, service, edge_target`;

/** The key of an edge's span traffic: the span kind, the calling worker and what it called. */
export const spanKey = (kind: string, source: string, target: string) =>
  `${kind}|${source}|${target}`;

/**
 * The last minute's client, producer and consumer spans, by what they called, and how many of
 * them the lab session of hash `session` made ('' for none). Spans are sampled, so these
 * counts are a floor on the real traffic.
 */
export async function readSpanTraffic(
  db: D1Database,
  now: number,
  session = '',
): Promise<Map<string, Traffic>> {
  const { results } = await db
    .prepare(SPAN_TRAFFIC)
    .bind(now - WINDOW_SECONDS * 1000, now, session)
    .all();
  return new Map(
    results.map((row) => {
      const { kind, source, target, calls, errors, p95, own } = rowSchema.parse(row);
      return [spanKey(kind, source, target), { calls, errors, p95Ms: p95, own }];
    }),
  );
}
