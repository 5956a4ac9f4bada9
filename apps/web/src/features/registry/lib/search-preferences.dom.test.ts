import { afterEach, describe, expect, it } from 'vitest';
import {
  entityStatusStore,
  entityTypeStore,
  pageSizeStore,
  queryStore,
} from './search-preferences';

describe('search preferences', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('defaults to an empty query, any status, any type and 10 per page', () => {
    expect(queryStore.get()).toBe('');
    expect(entityStatusStore.get()).toBeNull();
    expect(entityTypeStore.get()).toBeNull();
    expect(pageSizeStore.get()).toBe(10);
  });

  it('restores stored values', () => {
    window.localStorage.setItem('registry.query', 'kiwi');
    window.localStorage.setItem('registry.entityStatus', 'Removed');
    window.localStorage.setItem('registry.entityType', 'Sole Trader');
    window.localStorage.setItem('registry.pageSize', '50');

    expect(queryStore.get()).toBe('kiwi');
    expect(entityStatusStore.get()).toBe('Removed');
    expect(entityTypeStore.get()).toBe('Sole Trader');
    expect(pageSizeStore.get()).toBe(50);
  });

  it.each([
    ['20.5', 20],
    [' 50 ', 50],
    ['20 rows', 20],
  ])('reads the stored page size %j as a whole number: %i', (stored, size) => {
    window.localStorage.setItem('registry.pageSize', stored);
    expect(pageSizeStore.get()).toBe(size);
  });

  it.each(['25', '9.9', 'twenty', '-10', '1e1', ''])(
    'ignores the stored page size %j',
    (stored) => {
      window.localStorage.setItem('registry.pageSize', stored);
      expect(pageSizeStore.get()).toBe(10);
    },
  );

  it('ignores unknown filter values', () => {
    window.localStorage.setItem('registry.entityStatus', 'Struck off');
    window.localStorage.setItem('registry.entityType', 'company');
    expect(entityStatusStore.get()).toBeNull();
    expect(entityTypeStore.get()).toBeNull();
  });

  it("stores 'any' as an empty value", () => {
    entityTypeStore.set('Trust');
    expect(window.localStorage.getItem('registry.entityType')).toBe('Trust');
    entityTypeStore.set(null);
    expect(window.localStorage.getItem('registry.entityType')).toBe('');
    expect(entityTypeStore.get()).toBeNull();
  });
});
