import { workerIdSchema, type WorkerId } from '@repo/contracts/services';
import {
  traceIdSchema,
  traceStatusSchema,
  type TraceStatus,
  type TraceSummary,
} from '@repo/contracts/traces';
import * as z from 'zod';

export interface TraceFilters {
  /** Traces with a span of this worker. */
  service?: WorkerId | undefined;
  /** Traces with a span of exactly this name (of `service`, when given). */
  operation?: string | undefined;
  status?: TraceStatus | undefined;
  minDurationMs?: number | undefined;
  /** Traces made for the lab session of this hash ('' for those made without one). */
  sessionHash?: string | undefined;
  limit: number;
}

const summaryRowSchema = z
  .object({
    trace_id: traceIdSchema,
    root_name: z.string(),
    services: z
      .string()
      .transform((text): unknown => JSON.parse(text))
      .pipe(z.array(workerIdSchema)),
    start_time: z.number(),
    duration_ms: z.number(),
    status: traceStatusSchema,
  })
  .transform((row): TraceSummary => ({
    traceId: row.trace_id,
    rootName: row.root_name,
    services: row.services,
    // End minus start in floating point: rounded to the microsecond the times are good to.
    durationMs: Math.round(row.duration_ms * 1000) / 1000,
    status: row.status,
    startTime: new Date(row.start_time).toISOString(),
  }));

/** The newest traces (by start time) that pass every filter given. */
export async function listTraces(db: D1Database, filters: TraceFilters): Promise<TraceSummary[]> {
  const conditions: string[] = [];
  const values: (string | number)[] = [];
  if (filters.sessionHash !== undefined) {
    conditions.push('t.session_hash = ?');
    values.push(filters.sessionHash);
  }
  if (filters.status) {
    conditions.push('t.status = ?');
    values.push(filters.status);
  }
  if (filters.minDurationMs !== undefined) {
    conditions.push('t.duration_ms >= ?');
    values.push(filters.minDurationMs);
  }
  if (filters.operation !== undefined) {
    const ofService = filters.service ? ' AND s.service = ?' : '';
    conditions.push(
      `EXISTS (SELECT 1 FROM spans s WHERE s.name = ? AND s.trace_id = t.trace_id${ofService})`,
    );
    values.push(filters.operation, ...(filters.service ? [filters.service] : []));
  } else if (filters.service) {
    conditions.push(
      'EXISTS (SELECT 1 FROM spans s WHERE s.service = ? AND s.trace_id = t.trace_id)',
    );
    values.push(filters.service);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const { results } = await db
    .prepare(
      `SELECT t.trace_id, t.root_name, t.services, t.start_time, t.duration_ms, t.status
       FROM traces t ${where}
       ORDER BY t.start_time DESC, t.trace_id DESC LIMIT ?`,
    )
    .bind(...values, filters.limit)
    .all();
  return z.array(summaryRowSchema).parse(results);
}
