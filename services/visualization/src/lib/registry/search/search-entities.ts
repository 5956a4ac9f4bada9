import { SEARCH_TOTAL_CAP, type RegistryEntity, type SearchResult } from '@repo/contracts/registry';
import { ENTITY_COLUMNS, toRegistryEntity, type EntityRow } from '../store/entity-row';
import { filterTag, foldText, ftsQuery, searchWords } from './fold';
import { expandTerms, PREFIX_END } from './search-terms';

export interface SearchParams {
  q: string;
  page: number;
  pageSize: number;
  entityStatus?: string | undefined;
  entityType?: string | undefined;
}

/**
 * Searches the register. A 13-digit query is an NZBN lookup. Otherwise names match every
 * word, the last as a prefix, ignoring case and diacritics. Best matches first: the exact
 * name, then names that start with the query (both from the name_key index), then the
 * rest in index order, which needs no scoring of every match, so a common word costs no
 * more than a rare one. Status and type filters are words of the index too, so counting
 * (up to SEARCH_TOTAL_CAP) and paging read the index alone; only the page's own entities
 * are read from the register. A common word's count, filtered or not, is known from the word
 * lists without counting.
 */
export async function searchEntities(db: D1Database, params: SearchParams): Promise<SearchResult> {
  const { page, pageSize } = params;
  const empty: SearchResult = { items: [], total: 0, totalCapped: false, page, pageSize };
  const trimmed = params.q.trim();

  const filters: string[] = [];
  const filterValues: string[] = [];
  const tags: string[] = [];
  if (params.entityStatus) {
    filters.push(`e.status = ?`);
    filterValues.push(params.entityStatus);
    tags.push(filterTag('status', params.entityStatus));
  }
  if (params.entityType) {
    filters.push(`e.entity_type = ?`);
    filterValues.push(params.entityType);
    tags.push(filterTag('type', params.entityType));
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
  const offset = (page - 1) * pageSize;
  if (offset >= SEARCH_TOTAL_CAP) return empty;

  const expansion = await expandTerms(db, words, {
    status: params.entityStatus || undefined,
    entityType: params.entityType || undefined,
  });
  const match =
    expansion.kind === 'none'
      ? undefined
      : [
          ftsQuery(words, expansion.kind === 'terms' ? expansion.lastTerms : undefined),
          ...tags.map((tag) => `tags : "${tag}"`),
        ].join(' AND ');
  const knownOverCap = expansion.kind === 'terms' && expansion.overCap;

  const key = foldText(trimmed).replace(/\s+/g, ' ');
  const prefixWhere = `e.name_key >= ? AND e.name_key < ?${filterSql}`;
  const prefixValues = [key, `${key}${PREFIX_END}`, ...filterValues];
  const countCap = SEARCH_TOTAL_CAP + 1;

  // The exact name is the lowest key of the starts-with range, so index order ranks it
  // first. The starts-with tier only matters up to the end of this page; the count of matches
  // only up to the cap, and not at all when the word alone is known to exceed it.
  const prefixLimit = offset + pageSize + 1;
  // One round trip: the starts-with tier's count and its part of this page (an index range
  // read, cheap even when the page turns out to lie past it), and the count of matches.
  const [prefixCountResult, prefixPageResult, totalResult] = await db.batch([
    db
      .prepare(
        `SELECT count(*) AS n FROM (SELECT 1 FROM entities e WHERE ${prefixWhere} LIMIT ${prefixLimit})`,
      )
      .bind(...prefixValues),
    db
      .prepare(
        `SELECT ${ENTITY_COLUMNS} FROM entities e WHERE ${prefixWhere}
         ORDER BY e.name_key, e.id LIMIT ? OFFSET ?`,
      )
      .bind(...prefixValues, pageSize, offset),
    ...(match === undefined || knownOverCap
      ? []
      : [
          db
            .prepare(
              `SELECT count(*) AS n FROM (SELECT 1 FROM entities_fts WHERE entities_fts MATCH ? LIMIT ${countCap})`,
            )
            .bind(match),
        ]),
  ]);
  const countOf = (result: D1Result | undefined) =>
    (result?.results[0] as { n?: number } | undefined)?.n ?? 0;
  const prefixCount = countOf(prefixCountResult);
  const matched = knownOverCap ? countCap : countOf(totalResult);

  const items: RegistryEntity[] = ((prefixPageResult?.results ?? []) as EntityRow[]).map(
    toRegistryEntity,
  );
  if (items.length < pageSize && match !== undefined) {
    // The rest, paged in the index. The starts-with tier, all of it counted by now and
    // smaller than prefixLimit, is left out by rowid.
    const { results } = await db
      .prepare(
        `SELECT ${ENTITY_COLUMNS} FROM entities e WHERE e.id IN (
           SELECT rowid FROM entities_fts WHERE entities_fts MATCH ?
             AND rowid NOT IN (SELECT e.id FROM entities e WHERE ${prefixWhere} LIMIT ${prefixLimit})
           ORDER BY rowid LIMIT ? OFFSET ?)
         ORDER BY e.id`,
      )
      .bind(match, ...prefixValues, pageSize - items.length, Math.max(0, offset - prefixCount))
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
