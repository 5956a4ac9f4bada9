import {
  type OperationMetrics,
  type QuickStats,
  type ServiceMetrics,
} from '@repo/contracts/metrics';
import { WORKER_IDS } from '@repo/contracts/services';
import {
  decodeRegisters,
  emptyRegisters,
  estimateVisitors,
  mergeRegisters,
} from '@repo/telemetry/visitors';
import { HOUR_MS, MINUTE_MS } from './time-grid';

export interface Range {
  start: Date;
  end: Date;
}

const minuteBounds = ({ start, end }: Range) =>
  [Math.floor(start.getTime() / MINUTE_MS), Math.floor(end.getTime() / MINUTE_MS)] as const;
const rounded = (value: number, digits: number) => Number(value.toFixed(digits));
const percent = (part: number, whole: number) => (whole > 0 ? rounded((part / whole) * 100, 2) : 0);

interface Totals {
  service: string;
  requests: number;
  errors: number;
  duration_sum: number;
}

async function requestTotals(db: D1Database, range: Range): Promise<Map<string, Totals>> {
  const { results } = await db
    .prepare(
      `SELECT service, sum(requests) AS requests, sum(errors) AS errors, sum(duration_sum) AS duration_sum
       FROM request_minutes WHERE minute BETWEEN ? AND ? GROUP BY service`,
    )
    .bind(...minuteBounds(range))
    .all<Totals>();
  return new Map(results.map((row) => [row.service, row]));
}

/** Each service's request rate, mean latency and 5xx rate over the range. */
export async function serviceMetrics(db: D1Database, range: Range): Promise<ServiceMetrics[]> {
  const totals = await requestTotals(db, range);
  const seconds = Math.max(1, (range.end.getTime() - range.start.getTime()) / 1000);
  return WORKER_IDS.map((serviceName) => {
    const row = totals.get(serviceName);
    const requests = row?.requests ?? 0;
    return {
      serviceName,
      requestsPerSecond: rounded(requests / seconds, 4),
      averageLatency: requests > 0 ? rounded((row?.duration_sum ?? 0) / requests, 1) : 0,
      errorRate: percent(row?.errors ?? 0, requests),
      timestamp: range.end.toISOString(),
    };
  });
}

/** Each operation type seen in the range: count, mean duration and success rate. */
export async function operationMetrics(db: D1Database, range: Range): Promise<OperationMetrics[]> {
  const { results } = await db
    .prepare(
      `SELECT operation, sum(count) AS count, sum(failures) AS failures, sum(duration_sum) AS duration_sum
       FROM operation_minutes WHERE minute BETWEEN ? AND ? GROUP BY operation ORDER BY count DESC, operation`,
    )
    .bind(...minuteBounds(range))
    .all<{ operation: string; count: number; failures: number; duration_sum: number }>();
  return results.map((row) => ({
    operationType: row.operation,
    count: row.count,
    averageDuration: row.count > 0 ? rounded(row.duration_sum / row.count, 1) : 0,
    successRate: percent(row.count - row.failures, row.count),
  }));
}

/**
 * Distinct visitors of the gateway (a HyperLogLog estimate) in the hours starting inside
 * the range, so that a range and the one just before it share no hour; a range inside one
 * hour reads that hour.
 */
async function activeUsers(db: D1Database, range: Range): Promise<number> {
  const last = Math.floor(range.end.getTime() / HOUR_MS);
  const first = Math.min(Math.ceil(range.start.getTime() / HOUR_MS), last);
  const { results } = await db
    .prepare('SELECT registers FROM visitor_hours WHERE hour BETWEEN ? AND ?')
    .bind(first, last)
    .all<{ registers: string }>();
  const registers = emptyRegisters();
  for (const row of results) mergeRegisters(registers, decodeRegisters(row.registers));
  return estimateVisitors(registers);
}

/** The Quick Stats, from what the gateway served: everything a visitor asked for. */
export async function quickStats(db: D1Database, range: Range): Promise<QuickStats> {
  const [totals, users] = await Promise.all([requestTotals(db, range), activeUsers(db, range)]);
  const gateway = totals.get('gateway');
  const requests = gateway?.requests ?? 0;
  return {
    totalRequests: requests,
    activeUsers: users,
    averageResponseTime: requests > 0 ? rounded((gateway?.duration_sum ?? 0) / requests, 1) : 0,
    errorRate: percent(gateway?.errors ?? 0, requests),
  };
}
