import { foldText } from '../search/fold';
import { staleSearchTerms } from '../search/search-terms';
import type { NewEntity } from './new-entity';
import { rollupStatements } from './rollups';

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
 * Inserts entities and adds them to the registration rollups, all in one batch (one
 * transaction): either the whole chunk is in the register and counted, or none of it.
 * The search's word list no longer matches the register until it is refreshed.
 */
export async function insertEntities(
  db: D1Database,
  entities: readonly NewEntity[],
): Promise<void> {
  if (entities.length === 0) return;
  await db.batch([
    staleSearchTerms(db),
    ...entityInsertStatements(db, 'entities', entities),
    ...rollupStatements(db, entities),
  ]);
}
