import { SEARCH_TOTAL_CAP, type RegistryEntity, type SearchResult } from '@repo/contracts/registry';
import { ENTITY_COLUMNS, toRegistryEntity, type EntityRow } from '../store/entity-row';
import { startsWithWhere, type MatchQuery } from './match-query';
import type { QueryFacts } from './query-facts';
import { generationOf, generationStatement } from './search-terms';

/**
 * One page of the names matching the query, best first: the exact name, then the names that
 * start with the query (both in name_key order, read from its index), then the rest in
 * full-text index order, which needs no scoring of every match, so a common word costs no
 * more than a rare one. Only the page's own entities are read from the register, in one round
 * trip to D1 that also reads the word lists' generation: if it is no longer the one `facts`
 * were learnt from, the answer is undefined.
 */
export async function findPage(
  db: D1Database,
  query: MatchQuery,
  facts: QueryFacts,
): Promise<SearchResult | undefined> {
  const { page, pageSize } = query;
  const offset = (page - 1) * pageSize;
  const startsWith = startsWithWhere(query);
  // No name past the cap is served: a page beyond it reads none, and still tells the total.
  const room = Math.max(0, Math.min(pageSize, SEARCH_TOTAL_CAP - offset));
  const fromTier = Math.min(room, Math.max(0, facts.startsWith - offset));
  const fromRest = facts.match === undefined ? 0 : room - fromTier;
  const statements = [generationStatement(db)];
  if (fromTier > 0) {
    statements.push(
      db
        .prepare(
          `SELECT ${ENTITY_COLUMNS} FROM entities e WHERE ${startsWith.sql}
           ORDER BY e.name_key, e.id LIMIT ? OFFSET ?`,
        )
        .bind(...startsWith.values, fromTier, offset),
    );
  }
  if (fromRest > 0) {
    // The rest is read only when the page goes past the names that start with the query, so
    // there are fewer of them than the cap, and all are left out by id.
    statements.push(
      db
        .prepare(
          `SELECT ${ENTITY_COLUMNS} FROM entities e WHERE e.id IN (
             SELECT rowid FROM entities_fts WHERE entities_fts MATCH ?
               AND rowid NOT IN (SELECT e.id FROM entities e WHERE ${startsWith.sql})
             ORDER BY rowid LIMIT ? OFFSET ?)
           ORDER BY e.id`,
        )
        .bind(facts.match, ...startsWith.values, fromRest, Math.max(0, offset - facts.startsWith)),
    );
  }
  const [generation, ...pages] = await db.batch<EntityRow>(statements);
  if (generationOf(generation) !== facts.generation) return undefined;
  const items: RegistryEntity[] = pages.flatMap((result) => result.results.map(toRegistryEntity));
  const total = Math.max(facts.matched, facts.startsWith);
  return {
    items,
    total: Math.min(total, SEARCH_TOTAL_CAP),
    totalCapped: total > SEARCH_TOTAL_CAP,
    page,
    pageSize,
  };
}
