// The per-minute and per-hour rollups a telemetry batch adds to: requests with their latency
// sketches, operations, and visitors, read and written inside the ingest's one transaction.
import type { OperationEvent, RequestEvent } from '@repo/contracts/metrics';
import { LatencySketch } from '@repo/telemetry/latency-sketch';
import { decodeRegisters, encodeRegisters, mergeRegisters } from '@repo/telemetry/visitors';
import { MINUTE_MS } from './time-grid';

export interface RequestRollup {
  service: string;
  period: number;
  requests: number;
  errors: number;
  durationSum: number;
  sketch: LatencySketch;
}

export interface OperationRollup {
  operation: string;
  service: string;
  minute: number;
  count: number;
  failures: number;
  durationSum: number;
}

export function addRequest(
  rollups: Map<string, RequestRollup>,
  event: RequestEvent,
  period: number,
) {
  const key = `${event.service}|${period}`;
  let rollup = rollups.get(key);
  if (!rollup) {
    rollup = {
      service: event.service,
      period,
      requests: 0,
      errors: 0,
      durationSum: 0,
      sketch: new LatencySketch(),
    };
    rollups.set(key, rollup);
  }
  rollup.requests += 1;
  if (event.status >= 500) rollup.errors += 1;
  rollup.durationSum += event.durationMs;
  rollup.sketch.add(event.durationMs);
}

export function addOperation(rollups: Map<string, OperationRollup>, event: OperationEvent) {
  const minute = Math.floor(event.at / MINUTE_MS);
  const key = `${event.operation}|${event.service}|${minute}`;
  let rollup = rollups.get(key);
  if (!rollup) {
    rollup = {
      operation: event.operation,
      service: event.service,
      minute,
      count: 0,
      failures: 0,
      durationSum: 0,
    };
    rollups.set(key, rollup);
  }
  rollup.count += 1;
  if (!event.success) rollup.failures += 1;
  rollup.durationSum += event.durationMs;
}

/** The stored sketches of the rollup rows about to be updated, merged into the new ones. */
export async function mergeStoredSketches(
  db: D1Database,
  table: 'request_minutes' | 'request_hours',
  column: 'minute' | 'hour',
  rollups: RequestRollup[],
) {
  if (rollups.length === 0) return;
  const results = await db.batch<{ service: string; period: number; sketch: string }>(
    rollups.map((rollup) =>
      db
        .prepare(
          `SELECT service, ${column} AS period, sketch FROM ${table} WHERE service = ? AND ${column} = ?`,
        )
        .bind(rollup.service, rollup.period),
    ),
  );
  results.forEach((result, index) => {
    const stored = result.results[0];
    if (stored) rollups[index]?.sketch.merge(LatencySketch.fromJSON(stored.sketch));
  });
}

export function upsertRequests(
  db: D1Database,
  table: 'request_minutes' | 'request_hours',
  column: 'minute' | 'hour',
  rollups: RequestRollup[],
) {
  return rollups.map((rollup) =>
    db
      .prepare(
        `INSERT INTO ${table} (service, ${column}, requests, errors, duration_sum, sketch)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (service, ${column}) DO UPDATE SET
           requests = requests + excluded.requests,
           errors = errors + excluded.errors,
           duration_sum = duration_sum + excluded.duration_sum,
           sketch = excluded.sketch`,
      )
      .bind(
        rollup.service,
        rollup.period,
        rollup.requests,
        rollup.errors,
        rollup.durationSum,
        rollup.sketch.toJSON(),
      ),
  );
}

/** The statements that add the operation rollups to their minutes. */
export function upsertOperations(db: D1Database, operations: Map<string, OperationRollup>) {
  return [...operations.values()].map((rollup) =>
    db
      .prepare(
        `INSERT INTO operation_minutes (operation, service, minute, count, failures, duration_sum)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (minute, operation, service) DO UPDATE SET
           count = count + excluded.count,
           failures = failures + excluded.failures,
           duration_sum = duration_sum + excluded.duration_sum`,
      )
      .bind(
        rollup.operation,
        rollup.service,
        rollup.minute,
        rollup.count,
        rollup.failures,
        rollup.durationSum,
      ),
  );
}

export async function visitorUpserts(db: D1Database, visitors: Map<number, Uint8Array>) {
  const hours = [...visitors.keys()];
  if (hours.length === 0) return [];
  const stored = await db
    .prepare(
      `SELECT hour, registers FROM visitor_hours WHERE hour IN (${hours.map(() => '?').join(', ')})`,
    )
    .bind(...hours)
    .all<{ hour: number; registers: string }>();
  for (const row of stored.results) {
    const registers = visitors.get(row.hour);
    if (registers) mergeRegisters(registers, decodeRegisters(row.registers));
  }
  return [...visitors].map(([hour, registers]) =>
    db
      .prepare(
        `INSERT INTO visitor_hours (hour, registers) VALUES (?, ?)
         ON CONFLICT (hour) DO UPDATE SET registers = excluded.registers`,
      )
      .bind(hour, encodeRegisters(registers)),
  );
}
