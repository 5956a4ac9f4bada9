// Registrations per bucket of an interval: the range's edge days counted from the entities,
// the whole days and months in between read from the rollups.
import type { RegistrationInterval, RegistrationSeries } from '@repo/contracts/registry';
import { edgeStatements, rangePieces, type Range } from './range-pieces';
import { bucketStart } from './time-buckets';

// How much of a YYYY-MM-DD day key (or YYYY-MM month key) identifies the bucket.
const ROLLUP_PREFIX: Record<RegistrationInterval, number> = {
  day: 10,
  week: 10,
  month: 7,
  year: 4,
};
const dayFromPrefix = (key: string) =>
  key.length === 4 ? `${key}-01-01` : key.length === 7 ? `${key}-01` : key;

export async function registrationSeries(
  db: D1Database,
  range: Range,
  interval: RegistrationInterval,
  buckets: Date[],
): Promise<RegistrationSeries> {
  // Months only add up to monthly or yearly buckets.
  const pieces = rangePieces(range, interval === 'month' || interval === 'year');
  const prefix = ROLLUP_PREFIX[interval];
  const statements = [
    ...edgeStatements(db, range, pieces, 'substr(registered_at, 1, 10) AS day, count(*) AS n'),
    // Summed per bucket in SQL: a century by year reads back 127 rows.
    ...pieces.days.map((days) =>
      db
        .prepare(
          `SELECT substr(day, 1, ${prefix}) AS day, sum(count) AS n
           FROM registration_day_totals WHERE day >= ? AND day < ? GROUP BY 1`,
        )
        .bind(...days),
    ),
    ...pieces.months.map((months) =>
      db
        .prepare(
          `SELECT substr(month, 1, ${Math.min(prefix, 7)}) AS day, sum(count) AS n
           FROM registration_month_totals WHERE month >= ? AND month < ? GROUP BY 1`,
        )
        .bind(...months),
    ),
  ];
  const counts = new Map<number, number>(buckets.map((bucket) => [bucket.getTime(), 0]));
  for (const result of await db.batch<{ day: string; n: number }>(statements)) {
    for (const { day, n } of result.results) {
      const bucket = bucketStart(new Date(`${dayFromPrefix(day)}T00:00:00Z`), interval).getTime();
      if (counts.has(bucket)) counts.set(bucket, (counts.get(bucket) ?? 0) + n);
    }
  }
  return {
    series: buckets.map((bucket) => ({
      timestamp: bucket.toISOString(),
      count: counts.get(bucket.getTime()) ?? 0,
    })),
  };
}
