import { HOUR_MS, MINUTE_MS } from './time-grid';

/** Minute rollups and counted message ids are kept for 8 days, hourly ones for 90. */
export const MINUTE_RETENTION_MS = 8 * 24 * HOUR_MS;
export const HOUR_RETENTION_MS = 90 * 24 * HOUR_MS;

/** Deletes telemetry older than its retention (run with the minutely health probe). */
export async function pruneTelemetry(db: D1Database, now = Date.now()): Promise<void> {
  const oldMinute = Math.floor((now - MINUTE_RETENTION_MS) / MINUTE_MS);
  const oldHour = Math.floor((now - HOUR_RETENTION_MS) / HOUR_MS);
  await db.batch([
    db.prepare('DELETE FROM telemetry_messages WHERE received_minute < ?').bind(oldMinute),
    db.prepare('DELETE FROM request_minutes WHERE minute < ?').bind(oldMinute),
    db.prepare('DELETE FROM operation_minutes WHERE minute < ?').bind(oldMinute),
    db.prepare('DELETE FROM request_hours WHERE hour < ?').bind(oldHour),
    db.prepare('DELETE FROM visitor_hours WHERE hour < ?').bind(oldHour),
    db.prepare('DELETE FROM health_checks WHERE checked_at < ?').bind(now - HOUR_RETENTION_MS),
  ]);
}
