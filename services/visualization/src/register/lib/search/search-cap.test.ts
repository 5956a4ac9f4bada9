import { SEARCH_TOTAL_CAP } from '@repo/contracts/registry';
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry, nzbn, searchRegister as search } from '../../../../test/registry-fixtures';
import type { NewEntity } from '../store/new-entity';
import { refreshSearchTerms } from './search-terms';

const MANY = SEARCH_TOTAL_CAP + 50;

beforeAll(async () => {
  const entities: NewEntity[] = Array.from({ length: MANY }, (_, i) => ({
    nzbn: nzbn(1_000 + i),
    name: `Kauri ${i} Limited`,
    entityType: i < 20 ? 'Trust' : 'Company',
    status: 'Registered',
    registeredAt: '2020-01-01T00:00:00.000Z',
    region: 'Northland',
  }));
  await loadRegistry(entities);
});

describe('search totals over the cap', () => {
  it(`counts up to ${SEARCH_TOTAL_CAP} and says the total is capped beyond`, async () => {
    expect(await search('q=kauri')).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
  });

  it('says the same once the word is known to be common, without counting', async () => {
    await env.REGISTER_DB.batch(refreshSearchTerms(env.REGISTER_DB));
    const common = await env.REGISTER_DB.prepare(
      'SELECT word, docs FROM search_terms WHERE docs > ? ORDER BY word',
    )
      .bind(SEARCH_TOTAL_CAP)
      .all();
    expect(common.results).toEqual([
      { word: 'kauri', docs: MANY },
      { word: 'limited', docs: MANY },
    ]);
    expect(await search('q=kauri')).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true });
  });

  it('knows a filtered common word is over the cap from its counts per status and type', async () => {
    const perFilter = await env.REGISTER_DB.prepare(
      `SELECT status, entity_type AS entityType, docs FROM search_term_filters
       WHERE word = 'kauri' ORDER BY entity_type`,
    ).all();
    expect(perFilter.results).toEqual([
      { status: 'Registered', entityType: 'Company', docs: MANY - 20 },
      { status: 'Registered', entityType: 'Trust', docs: 20 },
    ]);
    expect(await search('q=kauri&entityType=Company')).toMatchObject({
      total: SEARCH_TOTAL_CAP,
      totalCapped: true,
    });
    expect(await search('q=kau&entityStatus=Registered')).toMatchObject({
      total: SEARCH_TOTAL_CAP,
      totalCapped: true,
    });
    expect(await search('q=kauri&entityStatus=Removed')).toMatchObject({
      total: 0,
      totalCapped: false,
    });
  });

  it('still counts exactly when a filter narrows a common word below the cap', async () => {
    expect(await search('q=kauri&entityType=Trust')).toMatchObject({
      total: 20,
      totalCapped: false,
    });
  });

  it('serves the last page within the cap and nothing beyond it', async () => {
    const last = await search('q=kauri&page=100&pageSize=100');
    expect(last.items).toHaveLength(100);
    expect((await search('q=kauri&page=101&pageSize=100')).items).toEqual([]);
  });

  it('answers a page past the cap with the same total as the pages within it', async () => {
    const capped = { total: SEARCH_TOTAL_CAP, totalCapped: true };
    expect(await search('q=kauri&page=100&pageSize=100')).toMatchObject(capped);
    expect(await search('q=kauri&page=101&pageSize=100')).toMatchObject({ ...capped, items: [] });
    expect(await search('q=kauri&page=500&pageSize=25')).toMatchObject({ ...capped, items: [] });
    const trusts = await search('q=kauri&entityType=Trust&page=101&pageSize=100');
    expect(trusts).toMatchObject({ total: 20, totalCapped: false, items: [] });
  });

  it('reads no name past the cap for a page that straddles it', async () => {
    const straddling = await search('q=kauri&page=334&pageSize=30');
    expect(straddling.items).toHaveLength(SEARCH_TOTAL_CAP - 333 * 30);
  });
});
