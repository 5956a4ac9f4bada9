import { SEARCH_TOTAL_CAP, type RegistryEntity, type SearchResult } from '@repo/contracts/registry';
import { wordExceedsCap } from './common-words';
import { ENTITY_COLUMNS, toRegistryEntity, type EntityRow } from './entity-row';
import { foldText, ftsQuery, searchWords } from './fold';

export interface SearchParams {
  q: string;
  page: number;
  pageSize: number;
  entityStatus?: string | undefined;
  entityType?: string | undefined;
}

// Highest code point: a key that starts with `k` sorts below `k + PREFIX_END`.
const PREFIX_END = '\u{10FFFF}';

/**
 * Searches the register. A 13-digit query is an NZBN lookup. Otherwise names match every
 * word, the last as a prefix, ignoring case and diacritics. Best matches first: the exact
 * name, then names that start with the query (both from the name_key index), then the
 * rest in index order, which needs no scoring of every match, so a common word costs no
 * more than a rare one. Totals are counted up to SEARCH_TOTAL_CAP.
 */
export async function searchEntities(db: D1Database, params: SearchParams): Promise<SearchResult> {
  const { page, pageSize } = params;
  const empty: SearchResult = { items: [], total: 0, totalCapped: false, page, pageSize };
  const trimmed = params.q.trim();

  const filters: string[] = [];
  const filterValues: string[] = [];
  if (params.entityStatus) {
    filters.push(`e.status = ?`);
    filterValues.push(params.entityStatus);
  }
  if (params.entityType) {
    filters.push(`e.entity_type = ?`);
    filterValues.push(params.entityType);
  }
  const filterSql = filters.map((filter) => ` AND ${filter}`).join('');

  if (/^\d{13}$/.test(trimmed)) {
    const row = await db
      .prepare(`SELECT ${ENTITY_COLUMNS} FROM entities e WHERE e.nzbn = ?${filterSql}`)
      .bind(trimmed, ...filterValues)
      .first<EntityRow>();
    if (!row) return empty;
    return { ...empty, items: page === 1 ? [toRegistryEntity(row)] : [], total: 1 };
  }

  const words = searchWords(trimmed);
  if (words.length === 0) return empty;
  const match = ftsQuery(words);
  const key = foldText(trimmed).replace(/\s+/g, ' ');
  const offset = (page - 1) * pageSize;
  if (offset >= SEARCH_TOTAL_CAP) return empty;

  const prefixWhere = `e.name_key >= ? AND e.name_key < ?${filterSql}`;
  const prefixValues = [key, `${key}${PREFIX_END}`, ...filterValues];
  const ftsFrom = `entities_fts f JOIN entities e ON e.id = f.rowid WHERE entities_fts MATCH ?${filterSql}`;
  const countCap = SEARCH_TOTAL_CAP + 1;

  // The prefix tier only matters up to the end of this page; the full count of matches
  // only up to the cap, and not at all when one word alone is known to exceed it.
  const prefixLimit = offset + pageSize + 1;
  const overCap =
    filters.length === 0 &&
    words.length === 1 &&
    (await wordExceedsCap(db, words[0] ?? '', `${words[0] ?? ''}${PREFIX_END}`));
  const [prefixCountResult, totalResult] = await db.batch<{ n: number }>([
    db
      .prepare(
        `SELECT count(*) AS n FROM (SELECT 1 FROM entities e WHERE ${prefixWhere} LIMIT ${prefixLimit})`,
      )
      .bind(...prefixValues),
    ...(overCap
      ? []
      : [
          db
            .prepare(`SELECT count(*) AS n FROM (SELECT 1 FROM ${ftsFrom} LIMIT ${countCap})`)
            .bind(match, ...filterValues),
        ]),
  ]);
  const prefixCount = prefixCountResult?.results[0]?.n ?? 0;
  const matched = overCap ? countCap : (totalResult?.results[0]?.n ?? 0);

  const items: RegistryEntity[] = [];
  if (offset < prefixCount) {
    const { results } = await db
      .prepare(
        `SELECT ${ENTITY_COLUMNS} FROM entities e WHERE ${prefixWhere}
         ORDER BY e.name_key = ? DESC, e.name_key, e.id LIMIT ? OFFSET ?`,
      )
      .bind(...prefixValues, key, pageSize, offset)
      .all<EntityRow>();
    items.push(...results.map(toRegistryEntity));
  }
  if (items.length < pageSize) {
    const restOffset = Math.max(0, offset - prefixCount);
    const { results } = await db
      .prepare(
        `SELECT ${ENTITY_COLUMNS} FROM ${ftsFrom}
         AND NOT (e.name_key >= ? AND e.name_key < ?) LIMIT ? OFFSET ?`,
      )
      .bind(match, ...filterValues, key, `${key}${PREFIX_END}`, pageSize - items.length, restOffset)
      .all<EntityRow>();
    items.push(...results.map(toRegistryEntity));
  }

  const total = Math.max(matched, prefixCount);
  return {
    items,
    total: Math.min(total, SEARCH_TOTAL_CAP),
    totalCapped: total > SEARCH_TOTAL_CAP,
    page,
    pageSize,
  };
}
