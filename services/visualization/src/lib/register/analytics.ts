import {
  ENTITY_TYPES,
  NZ_REGIONS,
  type Distribution,
  type DistributionGroup,
  type RegistrationInterval,
  type RegistrationSeries,
} from '@repo/contracts/registry';
import { addDays, bucketStart, dayKey, nextBucket } from './time-buckets';

export interface Range {
  start: Date;
  end: Date;
}

// A range is read in pieces: the partial first and last days from the entities (by the
// registered_at index), whole days from the daily rollups and, where the reader can use
// them, whole months from the monthly rollups.
interface RangePieces {
  edges: (readonly [Date, Date])[];
  days: (readonly [string, string])[];
  months: (readonly [string, string])[];
}

const monthKey = (time: Date) => time.toISOString().slice(0, 7);

function rangePieces({ start, end }: Range, useMonths: boolean): RangePieces {
  const firstFullDay = addDays(bucketStart(start, 'day'), 1);
  const lastDay = bucketStart(end, 'day');
  if (lastDay.getTime() < firstFullDay.getTime()) {
    return { edges: [[start, end]], days: [], months: [] };
  }
  const edges = [[start, firstFullDay] as const, [lastDay, end] as const];
  const monthOfFirst = bucketStart(firstFullDay, 'month');
  const firstMonth =
    monthOfFirst.getTime() === firstFullDay.getTime()
      ? monthOfFirst
      : nextBucket(monthOfFirst, 'month');
  const lastMonth = bucketStart(lastDay, 'month');
  if (!useMonths || firstMonth.getTime() >= lastMonth.getTime()) {
    return { edges, days: [[dayKey(firstFullDay), dayKey(lastDay)]], months: [] };
  }
  return {
    edges,
    days: [
      [dayKey(firstFullDay), dayKey(firstMonth)] as const,
      [dayKey(lastMonth), dayKey(lastDay)] as const,
    ].filter(([from, to]) => from < to),
    months: [[monthKey(firstMonth), monthKey(lastMonth)]],
  };
}

// How much of a YYYY-MM-DD day key (or YYYY-MM month key) identifies the bucket.
const ROLLUP_PREFIX: Record<RegistrationInterval, number> = {
  day: 10,
  week: 10,
  month: 7,
  year: 4,
};
const dayFromPrefix = (key: string) =>
  key.length === 4 ? `${key}-01-01` : key.length === 7 ? `${key}-01` : key;

const EDGE_CLAUSE = 'registered_at >= ? AND registered_at < ?';

function edgeStatements(db: D1Database, range: Range, pieces: RangePieces, select: string) {
  const endExclusive = new Date(range.end.getTime() + 1);
  return pieces.edges.map(([from, to]) =>
    db
      .prepare(`SELECT ${select} FROM entities WHERE ${EDGE_CLAUSE} GROUP BY 1`)
      .bind(from.toISOString(), (to === range.end ? endExclusive : to).toISOString()),
  );
}

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

const GROUP_COLUMNS: Record<DistributionGroup, { column: string; labels: readonly string[] }> = {
  entityType: { column: 'entity_type', labels: ENTITY_TYPES },
  region: { column: 'region', labels: NZ_REGIONS },
};

export async function distribution(
  db: D1Database,
  range: Range,
  groupBy: DistributionGroup,
): Promise<Distribution> {
  const { column, labels } = GROUP_COLUMNS[groupBy];
  const pieces = rangePieces(range, true);
  const rollup = (table: string, period: string, bounds: readonly [string, string]) =>
    db
      .prepare(
        `SELECT ${column} AS label, sum(count) AS n FROM ${table}
         WHERE ${period} >= ? AND ${period} < ? GROUP BY label`,
      )
      .bind(...bounds);
  const statements = [
    ...edgeStatements(db, range, pieces, `${column} AS label, count(*) AS n`),
    ...pieces.days.map((days) => rollup('registration_days', 'day', days)),
    ...pieces.months.map((months) => rollup('registration_months', 'month', months)),
  ];
  const totals = new Map<string, number>(labels.map((label) => [label, 0]));
  for (const result of await db.batch<{ label: string | null; n: number }>(statements)) {
    for (const { label, n } of result.results) {
      if (label) totals.set(label, (totals.get(label) ?? 0) + n);
    }
  }
  return { items: [...totals].map(([label, value]) => ({ label, value })) };
}
