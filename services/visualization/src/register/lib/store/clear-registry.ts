import { clearSearchTerms } from '../search/search-terms';
import { clearRollupStatements } from './rollups';

/** Statements that empty the register: entities, their index, rollups and word list. */
export function clearRegistryStatements(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare(`INSERT INTO entities_fts (entities_fts) VALUES ('delete-all')`),
    db.prepare('DELETE FROM entities'),
    ...clearRollupStatements(db),
    ...clearSearchTerms(db),
  ];
}

/** Empties the registry and forgets what it held (its status), in one batch. */
export async function resetRegistry(db: D1Database): Promise<void> {
  await db.batch([
    ...clearRegistryStatements(db),
    db.prepare(`DELETE FROM register_meta WHERE key = 'status'`),
  ]);
}
