// A small hand-made register for the search and analytics tests.
import { nzbnCheckDigit, searchResultSchema, type SearchResult } from '@repo/contracts/registry';
import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { clearRegistryStatements } from '../src/register/lib/store/clear-registry';
import { insertEntities } from '../src/register/lib/store/insert-entities';
import type { NewEntity } from '../src/register/lib/store/new-entity';

export function nzbn(serial: number): string {
  const first12 = `94${String(serial).padStart(10, '0')}`;
  return `${first12}${nzbnCheckDigit(first12)}`;
}

export const ENTITIES: NewEntity[] = [
  {
    nzbn: nzbn(1),
    name: 'Harbour Plumbing Limited',
    entityType: 'Company',
    status: 'Registered',
    registeredAt: '2026-11-20T09:15:00.000Z',
    region: 'Auckland',
  },
  {
    nzbn: nzbn(2),
    name: 'Harbour',
    entityType: 'Sole Trader',
    status: 'Registered',
    registeredAt: '2026-11-20T10:00:00.000Z',
    region: 'Wellington',
  },
  {
    nzbn: nzbn(3),
    name: 'Southern Harbour Holdings Limited',
    entityType: 'Company',
    status: 'Removed',
    registeredAt: '1998-03-02T00:00:00.000Z',
    region: 'Otago',
  },
  {
    nzbn: nzbn(4),
    name: 'Manawatū Kōwhai Trust',
    entityType: 'Trust',
    status: 'Registered',
    registeredAt: '2026-11-21T23:59:00.000Z',
    region: 'Manawatū-Whanganui',
  },
  {
    nzbn: nzbn(5),
    name: 'Ngata & Sons Limited',
    entityType: 'Company',
    status: 'Registered',
    registeredAt: '2026-11-19T08:00:00.000Z',
    region: "Hawke's Bay",
  },
  {
    nzbn: nzbn(6),
    name: 'Smith and Parata Partnership',
    entityType: 'Partnership',
    status: 'Registered',
    registeredAt: '2026-10-01T12:00:00.000Z',
    region: 'Canterbury',
  },
  {
    nzbn: nzbn(7),
    name: 'Harbourside Cafe',
    entityType: 'Sole Trader',
    status: 'Removed',
    registeredAt: '1975-06-30T00:00:00.000Z',
    region: 'Nelson',
  },
  {
    nzbn: nzbn(8),
    name: 'Taupō Harbour Views Limited',
    entityType: 'Company',
    status: 'Registered',
    registeredAt: '2026-11-21T00:00:00.000Z',
    region: 'Waikato',
  },
];

export async function loadRegistry(entities: readonly NewEntity[] = ENTITIES) {
  await env.REGISTER_DB.batch([
    ...clearRegistryStatements(env.REGISTER_DB),
    env.REGISTER_DB.prepare('DELETE FROM register_meta'),
  ]);
  await insertEntities(env.REGISTER_DB, entities);
}

/** A registered Otago company of that name, for tests that only care about names. */
export function companyNamed(serial: number, name: string): NewEntity {
  return {
    nzbn: nzbn(serial),
    name,
    entityType: 'Company',
    status: 'Registered',
    registeredAt: '2021-05-01T00:00:00.000Z',
    region: 'Otago',
  };
}

/** `GET /api/nzbn/search?{query}` on the worker: a 200 whose data is a search result. */
export async function searchRegister(query: string): Promise<SearchResult> {
  const response = await SELF.fetch(`https://visualization.test/api/nzbn/search?${query}`);
  expect(response.status).toBe(200);
  return searchResultSchema.parse(((await response.json()) as { data: unknown }).data);
}

export const namesOf = (result: SearchResult) => result.items.map((item) => item.name);
