// Register entities and answers, for the registry panels' tests.
import { nzbnCheckDigit, type RegistryEntity } from '@repo/contracts/registry';

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
