// What the search learns about a query is kept between requests, but never used once the
// register it was learnt from has changed.
import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  companyNamed as entity,
  loadRegistry,
  namesOf as names,
  searchRegister as search,
} from '../../../../test/registry-fixtures';
import { insertEntities } from '../store/insert-entities';
import { refreshSearchTerms } from './search-terms';

async function registerOf(names: string[], firstSerial: number) {
  await loadRegistry(names.map((name, i) => entity(firstSerial + i, name)));
  await env.REGISTER_DB.batch(refreshSearchTerms(env.REGISTER_DB));
}

describe('a repeated search', () => {
  beforeEach(() => registerOf(['Tōtara Timber', 'Totara Trust', 'Rimu Totara Mills'], 10));

  it('answers the same the second time, from what it learnt the first', async () => {
    const first = await search('q=totara');
    expect(names(first)).toEqual(['Tōtara Timber', 'Totara Trust', 'Rimu Totara Mills']);
    expect(await search('q=totara')).toEqual(first);
    expect(names(await search('q=totara&pageSize=1&page=3'))).toEqual(['Rimu Totara Mills']);
  });

  it('learns again once the register has been rebuilt: new matches, counts and tiers', async () => {
    expect(await search('q=totara')).toMatchObject({ total: 3 });
    await registerOf(
      ['Totara Park Limited', 'Kahikatea Totara', 'Totara North', 'Totara Bay', 'Matai'],
      50,
    );
    const after = await search('q=totara');
    expect(names(after)).toEqual([
      'Totara Bay',
      'Totara North',
      'Totara Park Limited',
      'Kahikatea Totara',
    ]);
    expect(after).toMatchObject({ total: 4, totalCapped: false });
    expect(await search('q=matai')).toMatchObject({ total: 1 });
  });

  it('finds what was inserted since, while the word lists are stale', async () => {
    expect(await search('q=totara')).toMatchObject({ total: 3 });
    await insertEntities(env.REGISTER_DB, [entity(90, 'Totara Zest')]);
    const stale = await search('q=totara');
    expect(stale.total).toBe(4);
    expect(names(stale)).toContain('Totara Zest');
    // Nothing learnt while stale is kept: the rebuilt lists are read afresh.
    await env.REGISTER_DB.batch(refreshSearchTerms(env.REGISTER_DB));
    expect(await search('q=totara')).toMatchObject({ total: 4 });
  });
});
