import { entityInsertStatements } from './insert-entities';
import type { NewEntity } from './new-entity';
import { clearRegistryStatements } from './clear-registry';
import { writeRegistryStatus } from './registry-status';
import { rebuildRollupStatements } from './rollups';
import { refreshSearchTerms } from '../search/search-terms';

// An import fills entities_staging chunk by chunk, then one batch (one transaction)
// replaces the register with it: the live register is whole before and whole after.

export function clearStaging(db: D1Database) {
  return db.prepare('DELETE FROM entities_staging').run();
}

/** How many rows this import has staged so far: where a retried import goes on from. */
export async function countStaged(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT count(*) AS n FROM entities_staging').first<{ n: number }>();
  return row?.n ?? 0;
}

export async function stageEntities(db: D1Database, entities: readonly NewEntity[]): Promise<void> {
  if (entities.length > 0) await db.batch(entityInsertStatements(db, 'entities_staging', entities));
}

/**
 * Replaces the register with the staged rows, index and rollup included, all or nothing.
 * Returns how many entities the register now holds; 0 (and no change) when nothing was staged.
 */
export async function commitImport(db: D1Database, source: string): Promise<number> {
  const staged = await db
    .prepare('SELECT count(*) AS n FROM entities_staging')
    .first<{ n: number }>();
  const count = staged?.n ?? 0;
  if (count === 0) return 0;
  await db.batch([
    ...clearRegistryStatements(db),
    db.prepare(
      `INSERT INTO entities (nzbn, name, name_key, entity_type, status, registered_at, region)
       SELECT nzbn, name, name_key, entity_type, status, registered_at, region FROM entities_staging`,
    ),
    ...rebuildRollupStatements(db),
    writeRegistryStatus(db, { source: 'imported' }),
    db
      .prepare(`INSERT OR REPLACE INTO register_meta (key, value) VALUES ('import_source', ?)`)
      .bind(source),
    db.prepare('DELETE FROM entities_staging'),
    ...refreshSearchTerms(db),
  ]);
  return count;
}
