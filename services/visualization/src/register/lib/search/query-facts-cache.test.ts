import { describe, expect, it } from 'vitest';
import type { QueryFacts } from './query-facts';
import { createQueryFactsCache } from './query-facts-cache';

const facts = (matched: number): QueryFacts => ({
  generation: 'g1',
  match: 'name : ("kiwi")',
  startsWith: 0,
  matched,
});

describe('createQueryFactsCache', () => {
  it('keeps the most recently used queries up to its capacity', () => {
    const cache = createQueryFactsCache(2);
    cache.set('a', facts(1));
    cache.set('b', facts(2));
    expect(cache.get('a')).toEqual(facts(1));
    cache.set('c', facts(3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual(facts(1));
    expect(cache.get('c')).toEqual(facts(3));
  });

  it('forgets a query it is told to, and replaces what it held', () => {
    const cache = createQueryFactsCache(2);
    cache.set('a', facts(1));
    cache.set('a', facts(5));
    expect(cache.get('a')).toEqual(facts(5));
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
