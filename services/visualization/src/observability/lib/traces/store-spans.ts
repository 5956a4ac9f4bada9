// The statements that store a batch's spans and bring their traces' summaries up to date. The
// telemetry consumer runs them in the same transaction as its rollups and message ids.
import type { SpanEvent } from '@repo/contracts/traces';

/** D1 allows 100 bound parameters per statement. */
const MAX_PARAMETERS = 100;

const SPAN_COLUMNS = [
  'trace_id',
  'span_id',
  'parent_span_id',
  'service',
  'name',
  'kind',
  'start_time',
  'duration_ms',
  'status',
  'attributes',
] as const;

const SPANS_PER_STATEMENT = Math.floor(MAX_PARAMETERS / SPAN_COLUMNS.length);
const SPAN_ROW = `(${SPAN_COLUMNS.map(() => '?').join(', ')})`;

const spanValues = (span: SpanEvent) => [
  span.traceId,
  span.spanId,
  span.parentSpanId ?? null,
  span.service,
  span.name,
  span.spanKind,
  span.startTime,
  span.durationMs,
  span.status,
  JSON.stringify(span.attributes),
];

// Recomputed from every stored span of each trace rather than merged into the old summary:
// spans come in any order and in several messages, and this is right for all of them.
// The root is the span without a parent, else the earliest; the session, the one any span
// names (`lab.session.hash`, set by the gateway). The services come from an
// ordered subquery, which SQLite feeds to the aggregate in that order.
const summarySql = (traces: number) => `
  INSERT INTO traces
    (trace_id, root_name, start_time, end_time, status, services, span_count, session_hash)
  SELECT s.trace_id,
    (SELECT r.name FROM spans r WHERE r.trace_id = s.trace_id
      ORDER BY r.parent_span_id IS NOT NULL, r.start_time, r.span_id LIMIT 1),
    min(s.start_time),
    max(s.start_time + s.duration_ms),
    CASE WHEN max(s.status = 'error') = 1 THEN 'error' ELSE 'ok' END,
    (SELECT json_group_array(f.service) FROM (
      SELECT service, min(start_time) AS first_start FROM spans
      WHERE trace_id = s.trace_id GROUP BY service ORDER BY first_start, service) f),
    count(*),
    coalesce(max(json_extract(s.attributes, '$."lab.session.hash"')), '')
  FROM spans s
  WHERE s.trace_id IN (${Array.from({ length: traces }, () => '?').join(', ')})
  GROUP BY s.trace_id
  ON CONFLICT (trace_id) DO UPDATE SET
    root_name = excluded.root_name,
    start_time = excluded.start_time,
    end_time = excluded.end_time,
    status = excluded.status,
    services = excluded.services,
    span_count = excluded.span_count,
    session_hash = excluded.session_hash`;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/**
 * Statements that store spans, several rows per statement, a span already stored (a
 * redelivery) being skipped, then rewrite the summary of every trace they belong to. Run
 * them in one batch, in this order.
 */
export function storeSpanStatements(
  db: D1Database,
  spans: readonly SpanEvent[],
): D1PreparedStatement[] {
  const inserts = chunks(spans, SPANS_PER_STATEMENT).map((chunk) =>
    db
      .prepare(
        `INSERT INTO spans (${SPAN_COLUMNS.join(', ')})
         VALUES ${chunk.map(() => SPAN_ROW).join(', ')}
         ON CONFLICT (trace_id, span_id) DO NOTHING`,
      )
      .bind(...chunk.flatMap(spanValues)),
  );
  const traceIds = [...new Set(spans.map((span) => span.traceId))];
  const summaries = chunks(traceIds, MAX_PARAMETERS).map((chunk) =>
    db.prepare(summarySql(chunk.length)).bind(...chunk),
  );
  return [...inserts, ...summaries];
}
