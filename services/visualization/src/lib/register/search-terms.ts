import { SEARCH_TOTAL_CAP } from '@repo/contracts/registry';

// search_terms holds every word of the names with how many names hold it, rebuilt from the
// full-text index once a register is complete. register_meta 'search_terms' says whether
// it matches the register: any insert marks it stale until the next rebuild.

const FRESH_KEY = 'search_terms';

/** Statements that rebuild search_terms from the index and mark it fresh. */
export function refreshSearchTerms(db: D1Database): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM search_terms'),
    db.prepare(
      `INSERT INTO search_terms (word, docs) SELECT term, doc FROM entities_vocab WHERE col = 'name'`,
    ),
    db.prepare(
      `INSERT OR REPLACE INTO register_meta (key, value) VALUES ('${FRESH_KEY}', 'fresh')`,
    ),
  ];
}

/** Marks search_terms as no longer matching the register (run with every change to it). */
export function staleSearchTerms(db: D1Database): D1PreparedStatement {
  return db.prepare(`DELETE FROM register_meta WHERE key = '${FRESH_KEY}'`);
}

/** The most words a prefix is expanded into; a shorter, vaguer prefix stays a prefix query. */
export const MAX_PREFIX_TERMS = 64;

/**
 * What the words of a query stand for in the index:
 * - `unknown`: search_terms is stale, so the words are searched as they are;
 * - `none`: some word is in no name, so nothing matches;
 * - `terms`: the words that the last one (a prefix) expands to, or undefined when there are
 *   too many to list, and whether a one-word query (unfiltered) is in more names than the
 *   count cap, which is then known without counting.
 */
export type TermExpansion =
  | { kind: 'unknown' }
  | { kind: 'none' }
  | { kind: 'terms'; lastTerms: string[] | undefined; overCap: boolean };

// Highest code point: a word that starts with `w` sorts below `w + PREFIX_END`.
export const PREFIX_END = '\u{10FFFF}';

export async function expandTerms(
  db: D1Database,
  words: readonly string[],
): Promise<TermExpansion> {
  const last = words.at(-1) ?? '';
  const whole = [...new Set(words.slice(0, -1))];
  const [fresh, prefixed, exact] = await db.batch<{ word: string; docs: number; value: string }>([
    db.prepare(`SELECT value FROM register_meta WHERE key = '${FRESH_KEY}'`),
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
  ]);
  if (fresh?.results[0]?.value !== 'fresh') return { kind: 'unknown' };
  const lastTerms = prefixed?.results ?? [];
  const wholeTerms = exact?.results ?? [];
  if (lastTerms.length === 0 || wholeTerms.length < whole.length) return { kind: 'none' };
  const overCap = words.length === 1 && lastTerms.some((term) => term.docs > SEARCH_TOTAL_CAP);
  return {
    kind: 'terms',
    lastTerms: lastTerms.length > MAX_PREFIX_TERMS ? undefined : lastTerms.map((term) => term.word),
    overCap,
  };
}
