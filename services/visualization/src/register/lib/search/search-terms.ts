import { SEARCH_TOTAL_CAP } from '@repo/contracts/registry';
import type { BatchRead } from './batch-read';
import { filterWhere } from './filter-where';

// search_terms holds every word of the names with how many names hold it, and
// search_term_filters the same per status and entity type for the common words (those in
// more names than the count cap). Both are rebuilt from the full-text index once a register
// is complete. register_meta 'search_terms' holds the generation of the lists while they
// match the register (a new one for each rebuild): any insert deletes it until the next
// rebuild, so what was derived from one generation stays true while it is there.

/** The key of the word lists' generation in register_meta. */
export const SEARCH_TERMS_KEY = 'search_terms';

/** Statements that rebuild both word lists from the index under a new generation. */
export function refreshSearchTerms(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM search_terms'),
    db.prepare(
      `INSERT INTO search_terms (word, docs) SELECT term, doc FROM entities_vocab WHERE col = 'name'`,
    ),
    db.prepare('DELETE FROM search_term_filters'),
    db
      .prepare(
        `INSERT INTO search_term_filters (word, status, entity_type, docs)
         SELECT v.term, e.status, e.entity_type, count(DISTINCT v.doc)
         FROM search_terms t
         JOIN entities_vocab_instance v ON v.term = t.word AND v.col = 'name'
         JOIN entities e ON e.id = v.doc
         WHERE t.docs > ?
         GROUP BY v.term, e.status, e.entity_type`,
      )
      .bind(SEARCH_TOTAL_CAP),
    db
      .prepare(
        `INSERT OR REPLACE INTO register_meta (key, value) VALUES ('${SEARCH_TERMS_KEY}', ?)`,
      )
      .bind(crypto.randomUUID()),
  ];
}

/** Reads the word lists' generation, to batch with reads that depend on it. */
export function generationStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(`SELECT value FROM register_meta WHERE key = '${SEARCH_TERMS_KEY}'`);
}

/** The generation a `generationStatement` read; undefined while the word lists are stale. */
export function generationOf(result: D1Result | undefined): string | undefined {
  return (result as D1Result<{ value: string }> | undefined)?.results[0]?.value;
}

/** Statements that empty both word lists (with the register) and mark them stale. */
export function clearSearchTerms(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM search_terms'),
    db.prepare('DELETE FROM search_term_filters'),
    staleSearchTerms(db),
  ];
}

/** Marks search_terms as no longer matching the register (run with every change to it). */
export function staleSearchTerms(db: D1Database): D1PreparedStatement {
  return db.prepare(`DELETE FROM register_meta WHERE key = '${SEARCH_TERMS_KEY}'`);
}

/** The most words a prefix is expanded into; a shorter, vaguer prefix stays a prefix query. */
export const MAX_PREFIX_TERMS = 64;

/**
 * What the words of a query stand for in the index:
 * - `unknown`: search_terms is stale, so the words are searched as they are;
 * - `none`: some word is in no name, so nothing matches;
 * - `terms`: the words that the last one (a prefix) expands to, or undefined when there are
 *   too many to list, and whether a one-word query (with its filters) is in more names than
 *   the count cap, which is then known without counting.
 */
export type TermExpansion =
  | { kind: 'unknown' }
  | { kind: 'none' }
  | { kind: 'terms'; lastTerms: string[] | undefined; overCap: boolean };

// Highest code point: a word that starts with `w` sorts below `w + PREFIX_END`.
export const PREFIX_END = '\u{10FFFF}';

/** The search's filters, as stored in the register. */
export interface TermFilters {
  status?: string | undefined;
  entityType?: string | undefined;
}

/** An expansion with the generation of the word lists it was read from (none if stale). */
export interface StampedExpansion {
  expansion: TermExpansion;
  generation: string | undefined;
}

/** The statements that expand `words`, for one batch with others, and how to read them. */
export function expansionRead(
  db: D1Database,
  words: readonly string[],
  filters: TermFilters = {},
): BatchRead<StampedExpansion> {
  const last = words.at(-1) ?? '';
  const whole = [...new Set(words.slice(0, -1))];
  const filtered = filters.status !== undefined || filters.entityType !== undefined;
  const { sql: filterSql, values: filterValues } = filterWhere(filters, { table: '' });
  const statements = [
    generationStatement(db),
    db
      .prepare(
        'SELECT word, docs FROM search_terms WHERE word >= ? AND word < ? ORDER BY docs DESC LIMIT ?',
      )
      .bind(last, `${last}${PREFIX_END}`, MAX_PREFIX_TERMS + 1),
    db
      .prepare(
        `SELECT word, docs FROM search_terms WHERE word IN (${whole.map(() => '?').join(', ')})`,
      )
      .bind(...whole),
    // The filtered names of the prefix's most common word, if it is a common word at all.
    ...(filtered && words.length === 1
      ? [
          db
            .prepare(
              `SELECT word, sum(docs) AS docs FROM search_term_filters
               WHERE word >= ? AND word < ?${filterSql}
               GROUP BY word ORDER BY docs DESC LIMIT 1`,
            )
            .bind(last, `${last}${PREFIX_END}`, ...filterValues),
        ]
      : []),
  ];
  const read = (results: D1Result[]): StampedExpansion => {
    const [fresh, prefixed, exact, common] = results as D1Result<TermRow>[];
    const generation = generationOf(fresh);
    if (generation === undefined) return { expansion: { kind: 'unknown' }, generation };
    const lastTerms = prefixed?.results ?? [];
    const wholeTerms = exact?.results ?? [];
    if (lastTerms.length === 0 || wholeTerms.length < whole.length) {
      return { expansion: { kind: 'none' }, generation };
    }
    // Any one word of a prefix in more names than the cap puts the prefix over it too.
    const overCapTerms = filtered ? (common?.results ?? []) : lastTerms;
    const overCap = words.length === 1 && overCapTerms.some((term) => term.docs > SEARCH_TOTAL_CAP);
    return {
      expansion: {
        kind: 'terms',
        lastTerms:
          lastTerms.length > MAX_PREFIX_TERMS ? undefined : lastTerms.map((term) => term.word),
        overCap,
      },
      generation,
    };
  };
  return { statements, read };
}

interface TermRow {
  word: string;
  docs: number;
}
