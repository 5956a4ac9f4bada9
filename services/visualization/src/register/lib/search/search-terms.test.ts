// The word list the search expands prefixes with: used only while it matches the register.
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  companyNamed as entity,
  loadRegistry,
  namesOf,
  searchRegister,
} from '../../../../test/registry-fixtures';
import { insertEntities } from '../store/insert-entities';
import { MAX_PREFIX_TERMS, refreshSearchTerms } from './search-terms';

const names = async (query: string) => namesOf(await searchRegister(query));

// More words starting with 'ka' than a prefix is expanded into.
const KA_WORDS = Array.from(
  { length: MAX_PREFIX_TERMS + 6 },
  (_, i) => `Ka${'bcdfghjklm'[i % 10]}${'aeiou'[Math.floor(i / 10) % 5]}${Math.floor(i / 50)}x`,
);

beforeAll(async () => {
  await loadRegistry([
    entity(1, 'Kererū Logistics Limited'),
    entity(2, 'Kereru Kitchens'),
    entity(3, 'Kea Holdings Limited'),
    ...KA_WORDS.map((word, i) => entity(100 + i, `${word} Limited`)),
  ]);
  await env.REGISTER_DB.batch(refreshSearchTerms(env.REGISTER_DB));
});

describe('search with the word list fresh', () => {
  it('expands the last word into the words it starts', async () => {
    expect(await names('q=kere')).toEqual(['Kereru Kitchens', 'Kererū Logistics Limited']);
    expect(await names('q=kerer%C5%AB%20lo')).toEqual(['Kererū Logistics Limited']);
  });

  it('finds nothing for a word that is in no name', async () => {
    expect(await names('q=kereru%20zzz')).toEqual([]);
    expect(await names('q=zzz%20kereru')).toEqual([]);
  });

  it('keeps a prefix of more words than it lists as a prefix', async () => {
    const found = await names('q=ka&pageSize=100');
    expect(found).toHaveLength(KA_WORDS.length);
  });

  it('finds entities inserted after the list was built, by searching the index as it is', async () => {
    await insertEntities(env.REGISTER_DB, [entity(2000, 'Kererū Zephyr Trust')]);
    expect(await names('q=zeph')).toEqual(['Kererū Zephyr Trust']);
    await env.REGISTER_DB.batch(refreshSearchTerms(env.REGISTER_DB));
    expect(await names('q=zeph')).toEqual(['Kererū Zephyr Trust']);
  });
});
