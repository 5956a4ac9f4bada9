import type {
  Quantile,
  QuantilePoints,
  Timeseries,
  TimeseriesMetric,
} from '@repo/contracts/metrics';
import type { WorkerId } from '@repo/contracts/services';
import { LatencySketch } from '@repo/telemetry/latency-sketch';
import { bucketTimestamps, rollupFor, spreadOverGrid, type TimeGrid } from './time-grid';

interface RequestRow {
  period: number;
  requests: number;
  errors: number;
  duration_sum: number;
}

const QUANTILE_VALUES: Record<Quantile, number> = { p50: 0.5, p95: 0.95, p99: 0.99 };
const tenths = (value: number) => Math.round(value * 10) / 10;

async function requestRows<Row>(
  db: D1Database,
  service: WorkerId,
  grid: TimeGrid,
  columns: string,
) {
  const rollup = rollupFor(grid);
  const { results } = await db
    .prepare(
      `SELECT ${rollup.column} AS period, ${columns} FROM ${rollup.table}
       WHERE service = ? AND ${rollup.column} BETWEEN ? AND ?`,
    )
    .bind(service, rollup.first, rollup.last)
    .all<Row & { period: number }>();
  return { rows: results, length: rollup.length };
}

/**
 * requestCount, errorCount or averageLatency per bucket of the grid, empty buckets 0.
 * Rollup rows are spread over the buckets they overlap (a minute over two 30-second
 * buckets), so counts add up to the rollups' own.
 */
export async function requestSeries(
  db: D1Database,
  service: WorkerId,
  metric: TimeseriesMetric,
  grid: TimeGrid,
): Promise<Omit<Timeseries, 'serviceId'>> {
  const { rows, length } = await requestRows<RequestRow>(
    db,
    service,
    grid,
    'requests, errors, duration_sum',
  );
  const requests = new Array<number>(grid.count).fill(0);
  const errors = new Array<number>(grid.count).fill(0);
  const durations = new Array<number>(grid.count).fill(0);
  for (const row of rows) {
    spreadOverGrid(grid, row.period * length, length, (bucket, share) => {
      requests[bucket] = (requests[bucket] ?? 0) + row.requests * share;
      errors[bucket] = (errors[bucket] ?? 0) + row.errors * share;
      durations[bucket] = (durations[bucket] ?? 0) + row.duration_sum * share;
    });
  }
  const value = (bucket: number) => {
    const count = requests[bucket] ?? 0;
    if (metric === 'requestCount') return tenths(count);
    if (metric === 'errorCount') return tenths(errors[bucket] ?? 0);
    return count > 0 ? tenths((durations[bucket] ?? 0) / count) : 0;
  };
  return {
    series: bucketTimestamps(grid).map((timestamp, bucket) => ({
      timestamp,
      value: value(bucket),
    })),
  };
}

/**
 * Latency quantiles per bucket from the merged sketches of the rollup rows it overlaps;
 * null where a bucket saw no requests.
 */
export async function latencyQuantiles(
  db: D1Database,
  service: WorkerId,
  quantiles: readonly Quantile[],
  grid: TimeGrid,
): Promise<Omit<QuantilePoints, 'serviceId'>> {
  const { rows, length } = await requestRows<{ sketch: string }>(db, service, grid, 'sketch');
  const sketches = Array.from({ length: grid.count }, () => new LatencySketch());
  for (const row of rows) {
    const sketch = LatencySketch.fromJSON(row.sketch);
    spreadOverGrid(grid, row.period * length, length, (bucket) => sketches[bucket]?.merge(sketch));
  }
  return {
    points: bucketTimestamps(grid).map((timestamp, bucket) => {
      const point: QuantilePoints['points'][number] = { timestamp };
      for (const name of quantiles) {
        const value = sketches[bucket]?.quantile(QUANTILE_VALUES[name]) ?? null;
        point[name] = value === null ? null : tenths(value);
      }
      return point;
    }),
  };
}
