// What a search needs to know about its query before it reads a page, learnt once for each
// generation of the word lists: what the words stand for, and how many names start with the
// query and match it. They stay true while the word lists' generation is the same, which
// every page read checks in its own batch.
import { expansionRead, generationOf, generationStatement } from './search-terms';
import {
  COUNT_CAP,
  fullTextQuery,
  nameKeyOf,
  startsWithWhere,
  type MatchQuery,
} from './match-query';

export interface QueryFacts {
  /** The word lists' generation the facts were learnt from; undefined while they are stale. */
  generation: string | undefined;
  /** The full-text query; undefined when some word is in no name. */
  match: string | undefined;
  /** Names that start with the query, counted up to COUNT_CAP. */
  startsWith: number;
  /** Names that match the query, counted up to COUNT_CAP. */
  matched: number;
}

type CountRow = { n: number };

/**
 * Learns the facts in one round trip, or two when the matches must be counted. Answers
 * undefined if the word lists were rebuilt between the two.
 */
export async function learnQuery(
  db: D1Database,
  query: MatchQuery,
): Promise<QueryFacts | undefined> {
  const expansion = expansionRead(db, query.words, query.filters);
  const startsWith = startsWithWhere(query);
  const results = await db.batch([
    ...expansion.statements,
    cappedCount(db, `SELECT 1 FROM entities e WHERE ${startsWith.sql}`, startsWith.values),
  ]);
  const stamped = expansion.read(results.slice(0, expansion.statements.length));
  const startsWithCount = (results.at(-1) as D1Result<CountRow> | undefined)?.results[0]?.n ?? 0;
  const facts = {
    generation: stamped.generation,
    match: fullTextQuery(query, stamped.expansion),
    startsWith: startsWithCount,
  };
  if (facts.match === undefined) return { ...facts, matched: 0 };
  // A one-word query known to be in more names than the cap needs no counting.
  if (stamped.expansion.kind === 'terms' && stamped.expansion.overCap) {
    return { ...facts, matched: COUNT_CAP };
  }
  const [generation, matched] = await db.batch([
    generationStatement(db),
    cappedCount(db, 'SELECT 1 FROM entities_fts WHERE entities_fts MATCH ?', [facts.match]),
  ]);
  if (generationOf(generation) !== facts.generation) return undefined;
  return { ...facts, matched: (matched as D1Result<CountRow> | undefined)?.results[0]?.n ?? 0 };
}

/** Counts the rows of `rowsSql` up to COUNT_CAP, as `n`. */
function cappedCount(db: D1Database, rowsSql: string, values: string[]): D1PreparedStatement {
  return db.prepare(`SELECT count(*) AS n FROM (${rowsSql} LIMIT ${COUNT_CAP})`).bind(...values);
}

/** The cache key of a query's facts: everything they depend on besides the generation. */
export function factsKey(query: MatchQuery): string {
  const { status, entityType } = query.filters;
  return JSON.stringify([nameKeyOf(query), query.words, status ?? null, entityType ?? null]);
}
