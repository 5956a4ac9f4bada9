import { searchResultSchema } from '@repo/contracts/registry';
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchTerms, staleSearchTerms } from '../../lib/search/search-terms';
import {
  ENTITIES,
  loadRegistry,
  namesOf as names,
  nzbn,
  searchRegister as search,
} from '../../../../test/registry-fixtures';

const BASE = 'https://visualization.test/api/nzbn';

const q = (text: string) => `q=${encodeURIComponent(text)}`;

beforeAll(async () => {
  await loadRegistry();
});

// The search expands the last word through the word list once it matches the register
// (after seeding or an import), and searches the index as it is while it does not.
const WORD_LIST_STATES = [
  ['while the word list is stale', staleSearchTerms],
  ['with the word list fresh', refreshSearchTerms],
] as const;

describe.each(WORD_LIST_STATES)('GET /api/nzbn/search %s', (_, prepare) => {
  beforeAll(async () => {
    await env.REGISTER_DB.batch([prepare(env.REGISTER_DB)].flat());
  });

  it('puts the exact name first, then names starting with the query, then the rest', async () => {
    const result = await search(q('harbour'));
    expect(names(result)).toEqual([
      'Harbour',
      'Harbour Plumbing Limited',
      'Harbourside Cafe',
      'Southern Harbour Holdings Limited',
      'Taupō Harbour Views Limited',
    ]);
    expect(result).toMatchObject({ total: 5, totalCapped: false, page: 1, pageSize: 10 });
  });

  it('matches every word, the last one as a prefix', async () => {
    expect(names(await search(q('harbour plu')))).toEqual(['Harbour Plumbing Limited']);
    expect(names(await search(q('holdings southern')))).toEqual([
      'Southern Harbour Holdings Limited',
    ]);
  });

  it('ignores case and diacritics both ways', async () => {
    expect(names(await search(q('MANAWATU')))).toEqual(['Manawatū Kōwhai Trust']);
    expect(names(await search(q('kōwhai')))).toEqual(['Manawatū Kōwhai Trust']);
    expect(names(await search(q('taupo')))).toEqual(['Taupō Harbour Views Limited']);
  });

  it('finds an entity by its 13-digit NZBN', async () => {
    const result = await search(q(nzbn(5)));
    expect(result.items).toEqual([
      {
        nzbn: nzbn(5),
        name: 'Ngata & Sons Limited',
        entityType: 'Company',
        status: 'Registered',
        registrationDate: '2026-11-19T08:00:00.000Z',
        region: "Hawke's Bay",
      },
    ]);
  });

  it('filters by status and type', async () => {
    expect(names(await search(`${q('harbour')}&entityStatus=Removed`))).toEqual([
      'Harbourside Cafe',
      'Southern Harbour Holdings Limited',
    ]);
    expect(names(await search(`${q('harbour')}&entityType=Sole%20Trader`))).toEqual([
      'Harbour',
      'Harbourside Cafe',
    ]);
  });

  it('pages through the matches in the same order', async () => {
    const first = await search(`${q('harbour')}&pageSize=2&page=1`);
    const second = await search(`${q('harbour')}&pageSize=2&page=2`);
    const third = await search(`${q('harbour')}&pageSize=2&page=3`);
    expect([...names(first), ...names(second), ...names(third)]).toEqual(
      names(await search(q('harbour'))),
    );
    expect(third.total).toBe(5);
  });

  it('answers an empty query with no results', async () => {
    expect(await search('q=')).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['q=x&page=0', 'page must be a whole number of at least 1'],
    ['q=x&pageSize=0', 'pageSize must be a whole number from 1 to 100'],
    ['q=x&pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ['q=x&entityStatus=Struck', 'entityStatus must be one of: Registered, Removed'],
    [
      'q=x&entityType=Charity',
      'entityType must be one of: Company, Sole Trader, Trust, Partnership',
    ],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const response = await SELF.fetch(`${BASE}/search?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: { message } });
  });
});

// Inputs that would be syntax to a full-text engine or a SQL string; every one must search
// as plain words and answer 200.
const HOSTILE_QUERIES = [
  '"',
  '""',
  '"harbour',
  'harbour"',
  "'",
  "''",
  "harbour'; DROP TABLE entities; --",
  '*',
  '**',
  'harb*',
  '*harbour',
  '-',
  '--',
  '-harbour',
  'harbour -plumbing',
  '(',
  ')',
  '()',
  '(harbour',
  'harbour)',
  'NEAR',
  'NEAR(harbour plumbing)',
  'harbour NEAR plumbing',
  'AND',
  'OR',
  'NOT',
  'harbour AND',
  'AND harbour',
  'harbour OR NOT',
  'name:harbour',
  'name:',
  ':',
  'entities_fts:harbour',
  '{name}: harbour',
  '^harbour',
  'harbour^',
  '+',
  '+harbour',
  'harbour + plumbing',
  '\\',
  '\\"',
  '%',
  '_',
  '%harbour%',
  '😀',
  'harbour 😀',
  '🏳️‍🌈',
  '漢字',
  'Ωμέγα',
  'العربية',
  'עברית',
  'ไทย',
  'मानव',
  '\u0000',
  '\u202e',
  'a'.repeat(200),
  '   ',
  '\t\n',
  'NULL',
  'undefined',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '1=1',
  "' OR 1=1 --",
  '9429000000000',
  '94290000000001',
  '123',
  'harbour harbour harbour',
  'ハーバー',
];

describe.each(WORD_LIST_STATES)('hostile queries %s', (_, prepare) => {
  beforeAll(async () => {
    await env.REGISTER_DB.batch([prepare(env.REGISTER_DB)].flat());
  });

  it(`has a corpus of at least 50 (${HOSTILE_QUERIES.length})`, () => {
    expect(HOSTILE_QUERIES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HOSTILE_QUERIES.map((text) => [JSON.stringify(text), text]))(
    'searches %s as plain words',
    async (_, text) => {
      const response = await SELF.fetch(`${BASE}/search?${q(text)}&pageSize=5`);
      expect(response.status).toBe(200);
      searchResultSchema.parse(((await response.json()) as { data: unknown }).data);
    },
  );

  it('finds the words inside syntax, operators being words like any other', async () => {
    expect(names(await search(q('(smith) AND "parata"')))).toEqual([
      'Smith and Parata Partnership',
    ]);
    expect(names(await search(q('-harbour-plumbing-')))).toEqual(['Harbour Plumbing Limited']);
    expect(names(await search(q('manawatū*')))).toEqual(['Manawatū Kōwhai Trust']);
    expect(await search(q('name:harbour'))).toMatchObject({ items: [], total: 0 });
  });
});

describe('GET /api/nzbn/entities/{nzbn}', () => {
  it('returns the entity', async () => {
    const response = await SELF.fetch(`${BASE}/entities/${nzbn(4)}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { name: string } }).data.name).toBe(
      'Manawatū Kōwhai Trust',
    );
  });

  it("answers 404 'Entity not found' for a valid NZBN that is not registered", async () => {
    const response = await SELF.fetch(`${BASE}/entities/${nzbn(999_999)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: 'Entity not found' },
    });
  });

  it.each([
    ['942900000000', 'An NZBN is exactly 13 digits'],
    ['94290000000012', 'An NZBN is exactly 13 digits'],
    ['94290000000a1', 'An NZBN is exactly 13 digits'],
    [`${nzbn(1).slice(0, 12)}${(Number(nzbn(1)[12]) + 1) % 10}`, 'The NZBN check digit is wrong'],
  ])('refuses the malformed NZBN %s with a 400', async (value, problem) => {
    const response = await SELF.fetch(`${BASE}/entities/${value}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: { message: `Malformed NZBN '${value}': ${problem}` },
    });
  });

  it('has every fixture registered once', () => {
    expect(new Set(ENTITIES.map((entity) => entity.nzbn)).size).toBe(ENTITIES.length);
  });
});
