import { STORED_SPAN_COLUMNS, storedSpansSchema, type StoredSpan } from './stored-span';

/**
 * The stored spans of a trace, earliest first (a parent before the children that start in
 * the same millisecond); none when no span of it has arrived.
 */
export async function findTraceSpans(db: D1Database, traceId: string): Promise<StoredSpan[]> {
  const { results } = await db
    .prepare(
      `SELECT ${STORED_SPAN_COLUMNS} FROM spans WHERE trace_id = ?
       ORDER BY start_time, parent_span_id IS NOT NULL, duration_ms DESC, span_id`,
    )
    .bind(traceId)
    .all();
  return storedSpansSchema.parse(results);
}
