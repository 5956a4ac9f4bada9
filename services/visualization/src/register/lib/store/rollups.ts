import type { NewEntity } from './new-entity';

// Registrations are also counted per UTC day and per UTC month (by type and region, and in
// all) so that analytics over long ranges read rollup rows instead of entities.

function countBy(entities: readonly NewEntity[], key: (entity: NewEntity) => string) {
  const counts = new Map<string, number>();
  for (const entity of entities) {
    const k = key(entity);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

const groupKey = (period: string, entity: NewEntity) =>
  `${period}|${entity.entityType}|${entity.region ?? ''}`;

/** Statements adding the entities to every rollup (run in the batch that inserts them). */
export function rollupStatements(
  db: D1Database,
  entities: readonly NewEntity[],
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  const grouped = [
    ['registration_days', 'day', 10],
    ['registration_months', 'month', 7],
  ] as const;
  for (const [table, column, length] of grouped) {
    const counts = countBy(entities, (e) => groupKey(e.registeredAt.slice(0, length), e));
    for (const [key, count] of counts) {
      statements.push(
        db
          .prepare(
            `INSERT INTO ${table} (${column}, entity_type, region, count) VALUES (?, ?, ?, ?)
             ON CONFLICT (${column}, entity_type, region) DO UPDATE SET count = count + excluded.count`,
          )
          .bind(...key.split('|'), count),
      );
    }
  }
  const totals = [
    ['registration_day_totals', 'day', 10],
    ['registration_month_totals', 'month', 7],
  ] as const;
  for (const [table, column, length] of totals) {
    for (const [period, count] of countBy(entities, (e) => e.registeredAt.slice(0, length))) {
      statements.push(
        db
          .prepare(
            `INSERT INTO ${table} (${column}, count) VALUES (?, ?)
             ON CONFLICT (${column}) DO UPDATE SET count = count + excluded.count`,
          )
          .bind(period, count),
      );
    }
  }
  return statements;
}

/** Statements filling the emptied rollups from the entities (after an import replaced them). */
export function rebuildRollupStatements(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare(
      `INSERT INTO registration_days (day, entity_type, region, count)
       SELECT substr(registered_at, 1, 10), entity_type, coalesce(region, ''), count(*)
       FROM entities GROUP BY 1, 2, 3`,
    ),
    db.prepare(
      `INSERT INTO registration_months (month, entity_type, region, count)
       SELECT substr(day, 1, 7), entity_type, region, sum(count) FROM registration_days GROUP BY 1, 2, 3`,
    ),
    db.prepare(
      `INSERT INTO registration_day_totals (day, count)
       SELECT day, sum(count) FROM registration_days GROUP BY day`,
    ),
    db.prepare(
      `INSERT INTO registration_month_totals (month, count)
       SELECT month, sum(count) FROM registration_months GROUP BY month`,
    ),
  ];
}

export function clearRollupStatements(db: D1Database): D1PreparedStatement[] {
  return [
    'registration_days',
    'registration_months',
    'registration_day_totals',
    'registration_month_totals',
  ].map((table) => db.prepare(`DELETE FROM ${table}`));
}
