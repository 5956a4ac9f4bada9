// Registrations in a range by entity type or region, from the entities and the rollups.
import {
  ENTITY_TYPES,
  NZ_REGIONS,
  type Distribution,
  type DistributionGroup,
} from '@repo/contracts/registry';
import { edgeStatements, rangePieces, type Range } from './range-pieces';

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
