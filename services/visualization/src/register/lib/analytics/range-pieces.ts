// Where an analytics query reads each part of its range from.
import { addDays, bucketStart, dayKey, nextBucket } from './time-buckets';

export interface Range {
  start: Date;
  end: Date;
}

// A range is read in pieces: the partial first and last days from the entities (by the
// registered_at index), whole days from the daily rollups and, where the reader can use
// them, whole months from the monthly rollups.
export interface RangePieces {
  edges: (readonly [Date, Date])[];
  days: (readonly [string, string])[];
  months: (readonly [string, string])[];
}

const monthKey = (time: Date) => time.toISOString().slice(0, 7);

export function rangePieces({ start, end }: Range, useMonths: boolean): RangePieces {
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

const EDGE_CLAUSE = 'registered_at >= ? AND registered_at < ?';

export function edgeStatements(db: D1Database, range: Range, pieces: RangePieces, select: string) {
  const endExclusive = new Date(range.end.getTime() + 1);
  return pieces.edges.map(([from, to]) =>
    db
      .prepare(`SELECT ${select} FROM entities WHERE ${EDGE_CLAUSE} GROUP BY 1`)
      .bind(from.toISOString(), (to === range.end ? endExclusive : to).toISOString()),
  );
}
