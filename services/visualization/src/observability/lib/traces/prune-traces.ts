import { endedSessionsBefore } from '@repo/session/retention';
import * as z from 'zod';
import { HOUR_MS } from '../telemetry/time-grid';

/** How long a trace is kept, from its start. */
export const TRACE_RETENTION_HOURS = 24;
/** The most traces kept (the newest), so that a load test cannot fill the database. */
export const MAX_STORED_TRACES = 50_000;

const BEYOND_CAP = `SELECT trace_id FROM traces
  ORDER BY start_time DESC, trace_id DESC LIMIT -1 OFFSET ?`;

// Rowids grow with each new trace, so this bounds the row count in two index seeks, where
// counting the rows would read every one of them each minute.
const ROWS_AT_MOST = `SELECT
  (SELECT max(rowid) FROM traces) - (SELECT min(rowid) FROM traces) + 1 AS n`;

// The traces of sessions that have ended (docs/lab.md#retention): a session's traces that
// started before endedSessionsBefore, in the hour before it (one range seek on traces_by_start;
// anything older went in an earlier run, or goes at TRACE_RETENTION_HOURS).
const ENDED_SESSIONS = `SELECT trace_id FROM traces
  WHERE start_time >= ?1 - ${HOUR_MS} AND start_time < ?1 AND session_hash <> ''`;

/**
 * Deletes the traces (spans and summary) that started more than TRACE_RETENTION_HOURS ago and
 * those of sessions that have ended, then the oldest beyond MAX_STORED_TRACES (run with the
 * minutely health probe).
 */
export async function pruneTraces(db: D1Database, now = Date.now()): Promise<void> {
  const cutoff = now - TRACE_RETENTION_HOURS * HOUR_MS;
  const ended = endedSessionsBefore(now);
  await db.batch([
    db
      .prepare(
        'DELETE FROM spans WHERE trace_id IN (SELECT trace_id FROM traces WHERE start_time < ?)',
      )
      .bind(cutoff),
    db.prepare('DELETE FROM traces WHERE start_time < ?').bind(cutoff),
    db.prepare(`DELETE FROM spans WHERE trace_id IN (${ENDED_SESSIONS})`).bind(ended),
    db.prepare(`DELETE FROM traces WHERE trace_id IN (${ENDED_SESSIONS})`).bind(ended),
  ]);
  const { n } = z
    .object({ n: z.number().nullable() })
    .parse(await db.prepare(ROWS_AT_MOST).first());
  if ((n ?? 0) <= MAX_STORED_TRACES) return;
  await db.batch([
    db.prepare(`DELETE FROM spans WHERE trace_id IN (${BEYOND_CAP})`).bind(MAX_STORED_TRACES),
    db.prepare(`DELETE FROM traces WHERE trace_id IN (${BEYOND_CAP})`).bind(MAX_STORED_TRACES),
  ]);
}
