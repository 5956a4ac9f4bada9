import { clearRollupStatements } from './rollups';
import { clearSearchTerms } from './search-terms';

/** Statements that empty the register: entities, their index, rollups and word list. */
export function clearRegisterStatements(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare(`INSERT INTO entities_fts (entities_fts) VALUES ('delete-all')`),
    db.prepare('DELETE FROM entities'),
    ...clearRollupStatements(db),
    ...clearSearchTerms(db),
  ];
}
