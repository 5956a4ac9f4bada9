// The facts of recent queries, kept by the isolate so that a repeated search costs one round
// trip to D1. Facts are only ever used with a read of the word lists' generation in the same
// batch: a register rebuilt since (in this isolate or any other) shows another generation, and
// the facts are learnt again.
import type { QueryFacts } from './query-facts';

/** Queries whose facts an isolate keeps, the least recently used leaving first. */
export const QUERY_FACTS_CACHE_SIZE = 1_000;

export interface QueryFactsCache {
  get(key: string): QueryFacts | undefined;
  set(key: string, facts: QueryFacts): void;
  delete(key: string): void;
}

export function createQueryFactsCache(capacity = QUERY_FACTS_CACHE_SIZE): QueryFactsCache {
  const entries = new Map<string, QueryFacts>();
  return {
    get(key) {
      const facts = entries.get(key);
      if (facts) {
        // A Map keeps insertion order: moved to the end, it is the most recently used.
        entries.delete(key);
        entries.set(key, facts);
      }
      return facts;
    },
    set(key, facts) {
      entries.delete(key);
      entries.set(key, facts);
      for (const oldest of entries.keys()) {
        if (entries.size <= capacity) break;
        entries.delete(oldest);
      }
    },
    delete(key) {
      entries.delete(key);
    },
  };
}
