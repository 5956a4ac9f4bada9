import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { nzbn, registryEntity } from '@/test/registry-fixtures';
import { useShortlist } from './use-shortlist';

describe('useShortlist', () => {
  afterEach(() => {
    window.localStorage.clear();
  });

  it('ignores a second save of the same NZBN and keeps only the listed fields', () => {
    const { result } = renderHook(() => useShortlist());

    act(() => result.current.save(registryEntity()));
    act(() => result.current.save(registryEntity({ name: 'Renamed' })));

    expect(result.current.items).toEqual([
      { nzbn: nzbn(1), name: 'Acme Kiwi Limited', entityType: 'Company', status: 'Registered' },
    ]);
    expect(result.current.has(nzbn(1))).toBe(true);
    expect(result.current.has(nzbn(2))).toBe(false);
  });

  it('shares every change with the other users of the shortlist', () => {
    const search = renderHook(() => useShortlist());
    const table = renderHook(() => useShortlist());

    act(() => search.result.current.save(registryEntity({ nzbn: nzbn(2) })));
    expect(table.result.current.items.map((item) => item.nzbn)).toEqual([nzbn(2)]);

    act(() => table.result.current.remove(nzbn(2)));
    expect(search.result.current.items).toEqual([]);
  });
});
