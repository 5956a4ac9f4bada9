import type { SearchResult } from '@repo/contracts/registry';
import { HTTPException } from 'hono/http-exception';
import { ENTITY_COLUMNS, toRegistryEntity, type EntityRow } from '../store/entity-row';
import { filterWhere } from './filter-where';
import { findPage } from './find-page';
import { searchWords } from './fold';
import type { MatchQuery } from './match-query';
import { factsKey, learnQuery } from './query-facts';
import { createQueryFactsCache } from './query-facts-cache';
import type { TermFilters } from './search-terms';

export interface SearchParams {
  q: string;
  page: number;
  pageSize: number;
  entityStatus?: string | undefined;
  entityType?: string | undefined;
}

const recentQueries = createQueryFactsCache();
// A search whose word lists were rebuilt under it learns its query again, this many times at most.
const MAX_ATTEMPTS = 3;

/**
 * Searches the register. A 13-digit query is an NZBN lookup. Otherwise names match every
 * word, the last as a prefix, ignoring case and diacritics (`findPage` ranks them). What
 * the query stands for and how many names it matches are learnt once per generation of the
 * word lists and kept by the isolate, so a repeated query costs one round trip to D1.
 */
export async function searchEntities(db: D1Database, params: SearchParams): Promise<SearchResult> {
  const { page, pageSize } = params;
  const empty: SearchResult = { items: [], total: 0, totalCapped: false, page, pageSize };
  const text = params.q.trim();
  const filters: TermFilters = {
    status: params.entityStatus || undefined,
    entityType: params.entityType || undefined,
  };

  if (/^\d{13}$/.test(text)) return findByNzbn(db, text, filters, empty);

  const words = searchWords(text);
  if (words.length === 0) return empty;
  const query: MatchQuery = { text, words, filters, page, pageSize };
  const key = factsKey(query);

  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const facts = recentQueries.get(key) ?? (await learnQuery(db, query));
    if (!facts) continue;
    // While the word lists are stale the register is changing: nothing learnt is kept.
    if (facts.generation !== undefined) recentQueries.set(key, facts);
    const result = await findPage(db, query, facts);
    if (result) return result;
    recentQueries.delete(key);
  }
  throw new HTTPException(503, {
    message: 'The register changed during the search each time it was read; try again',
  });
}

async function findByNzbn(
  db: D1Database,
  nzbn: string,
  filters: TermFilters,
  empty: SearchResult,
): Promise<SearchResult> {
  const where = filterWhere(filters);
  const row = await db
    .prepare(`SELECT ${ENTITY_COLUMNS} FROM entities e WHERE e.nzbn = ?${where.sql}`)
    .bind(nzbn, ...where.values)
    .first<EntityRow>();
  if (!row) return empty;
  return { ...empty, items: empty.page === 1 ? [toRegistryEntity(row)] : [], total: 1 };
}
