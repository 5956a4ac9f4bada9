import { SEARCH_TOTAL_CAP } from '@repo/contracts/registry';
import { filterWhere } from './filter-where';
import { filterTag, foldText, ftsQuery } from './fold';
import { PREFIX_END, type TermExpansion, type TermFilters } from './search-terms';

/** A query's words (at least one) and filters, and the page wanted. */
export interface MatchQuery {
  text: string;
  words: readonly string[];
  filters: TermFilters;
  page: number;
  pageSize: number;
}

/** Counts stop here: one more than the cap says that there are more. */
export const COUNT_CAP = SEARCH_TOTAL_CAP + 1;

/** The query as the name_key index holds names: folded, its spaces single. */
export function nameKeyOf(query: MatchQuery): string {
  return foldText(query.text).replace(/\s+/g, ' ');
}

/** The SQL condition (on `entities e`) for names that start with the query, and its values. */
export function startsWithWhere(query: MatchQuery): { sql: string; values: string[] } {
  const key = nameKeyOf(query);
  const filters = filterWhere(query.filters);
  return {
    sql: `e.name_key >= ? AND e.name_key < ?${filters.sql}`,
    values: [key, `${key}${PREFIX_END}`, ...filters.values],
  };
}

/** The full-text query for the words and filters, or undefined when nothing can match. */
export function fullTextQuery(query: MatchQuery, expansion: TermExpansion): string | undefined {
  if (expansion.kind === 'none') return undefined;
  const { status, entityType } = query.filters;
  const tags = [
    ...(status === undefined ? [] : [filterTag('status', status)]),
    ...(entityType === undefined ? [] : [filterTag('type', entityType)]),
  ];
  return [
    ftsQuery(query.words, expansion.kind === 'terms' ? expansion.lastTerms : undefined),
    ...tags.map((tag) => `tags : "${tag}"`),
  ].join(' AND ');
}
