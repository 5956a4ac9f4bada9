// Register entities and a fake register API, for the registry panels' tests.
import { nzbnCheckDigit, type RegistryEntity } from '@repo/contracts/registry';
import { vi } from 'vitest';

/** A valid NZBN (GS1 check digit included) ending in the given serial number. */
export function nzbn(serial: number): string {
  const first12 = `942904${String(serial).padStart(6, '0')}`;
  return `${first12}${nzbnCheckDigit(first12)}`;
}

export function registryEntity(overrides: Partial<RegistryEntity> = {}): RegistryEntity {
  return {
    nzbn: nzbn(1),
    name: 'Acme Kiwi Limited',
    entityType: 'Company',
    status: 'Registered',
    registrationDate: '2020-03-15T00:00:00.000Z',
    region: 'Wellington',
    ...overrides,
  };
}

export function searchBody(
  items: RegistryEntity[],
  { total = items.length, totalCapped = false, page = 1, pageSize = 10 } = {},
) {
  return { success: true, data: { items, total, totalCapped, page, pageSize } };
}

type Answer = (url: URL) => Response | Promise<Response>;

/**
 * Stubs fetch: each request goes to the answer for its path (pathname, without the query);
 * a path without an answer never settles.
 */
export function stubRegistryApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), window.location.origin);
    const answer = answers[url.pathname];
    return answer ? Promise.resolve(answer(url)) : new Promise<Response>(() => undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetch was called with, parsed, for the given path. */
export function requestsTo(fetchMock: ReturnType<typeof stubRegistryApi>, pathname: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === pathname);
}
