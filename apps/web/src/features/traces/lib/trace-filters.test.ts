import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilters, traceListParams } from './trace-filters';

describe('traceListParams', () => {
  it('writes the filters that are set, in a fixed order', () => {
    expect(
      traceListParams({
        limit: 5,
        minDurationMs: 100,
        status: 'error',
        operation: ' POST /api/storage/upload ',
        service: 'storage',
      }).toString(),
    ).toBe(
      'service=storage&operation=POST+%2Fapi%2Fstorage%2Fupload&status=error&minDurationMs=100&limit=5',
    );
  });

  it('leaves out a blank operation and filters that are not set', () => {
    expect(traceListParams({ operation: '  ', service: undefined }).toString()).toBe('');
  });
});

describe('filtersFromSearch', () => {
  it('reads the filters from the address', () => {
    expect(
      filtersFromSearch(
        new URLSearchParams('service=users&operation=GET+%2Fx&status=ok&minDurationMs=250'),
      ),
    ).toEqual({ service: 'users', operation: 'GET /x', status: 'ok', minDurationMs: 250 });
  });

  it('drops what it cannot read', () => {
    expect(
      filtersFromSearch(new URLSearchParams('service=db&status=slow&minDurationMs=-1&other=1')),
    ).toEqual({
      service: undefined,
      operation: undefined,
      status: undefined,
      minDurationMs: undefined,
    });
    expect(filtersFromSearch(new URLSearchParams('minDurationMs=abc')).minDurationMs).toBe(
      undefined,
    );
  });
});

describe('hasFilters', () => {
  it('counts what narrows the list, not the limit', () => {
    expect(hasFilters({ limit: 5 })).toBe(false);
    expect(hasFilters({ operation: ' ' })).toBe(false);
    expect(hasFilters({ status: 'error' })).toBe(true);
  });
});

describe('whose traces', () => {
  it("asks for everyone's only when chosen: the lab session's own are the default", () => {
    expect(filtersFromSearch(new URLSearchParams('scope=all')).scope).toBe('all');
    expect(filtersFromSearch(new URLSearchParams('scope=theirs')).scope).toBeUndefined();
    expect(traceListParams({ scope: 'all', limit: 10 }).toString()).toBe('scope=all&limit=10');
    expect(traceListParams({ scope: 'session' }).toString()).toBe('');
    expect(hasFilters({ scope: 'all' })).toBe(false);
  });
});
