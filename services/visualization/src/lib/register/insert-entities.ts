import type { EntityStatus, EntityType, NzRegion } from '@repo/contracts/registry';
import { foldText } from './fold';

export interface NewEntity {
  nzbn: string;
  name: string;
  entityType: EntityType;
  status: EntityStatus;
  registeredAt: string;
  region?: NzRegion | undefined;
}

/** Rows per INSERT statement: D1 allows at most 100 bound parameters per statement. */
const ROWS_PER_STATEMENT = 14;

/**
 * INSERT statements for entities into `table` (the register or the import's staging table),
 * several rows per statement, with the folded name key the search ranks by.
 */
export function entityInsertStatements(
  db: D1Database,
  table: 'entities' | 'entities_staging',
  entities: readonly NewEntity[],
): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < entities.length; i += ROWS_PER_STATEMENT) {
    const chunk = entities.slice(i, i + ROWS_PER_STATEMENT);
    statements.push(
      db
        .prepare(
          `INSERT INTO ${table} (nzbn, name, name_key, entity_type, status, registered_at, region)
           VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        )
        .bind(
          ...chunk.flatMap((entity) => [
            entity.nzbn,
            entity.name,
            foldText(entity.name).replace(/\s+/g, ' ').trim(),
            entity.entityType,
            entity.status,
            entity.registeredAt,
            entity.region ?? null,
          ]),
        ),
    );
  }
  return statements;
}

/**
 * Inserts entities and adds them to the daily registration rollup, all in one batch (one
 * transaction): either the whole chunk is in the register and counted, or none of it.
 */
export async function insertEntities(
  db: D1Database,
  entities: readonly NewEntity[],
): Promise<void> {
  if (entities.length === 0) return;
  const statements = entityInsertStatements(db, 'entities', entities);
  const counts = new Map<string, number>();
  for (const entity of entities) {
    const key = `${entity.registeredAt.slice(0, 10)}|${entity.entityType}|${entity.region ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  for (const [key, count] of counts) {
    const [day, entityType, region] = key.split('|');
    statements.push(
      db
        .prepare(
          `INSERT INTO registration_days (day, entity_type, region, count) VALUES (?, ?, ?, ?)
           ON CONFLICT (day, entity_type, region) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(day, entityType, region, count),
    );
  }
  const dayTotals = new Map<string, number>();
  for (const entity of entities) {
    const day = entity.registeredAt.slice(0, 10);
    dayTotals.set(day, (dayTotals.get(day) ?? 0) + 1);
  }
  for (const [day, count] of dayTotals) {
    statements.push(
      db
        .prepare(
          `INSERT INTO registration_day_totals (day, count) VALUES (?, ?)
           ON CONFLICT (day) DO UPDATE SET count = count + excluded.count`,
        )
        .bind(day, count),
    );
  }
  await db.batch(statements);
}
