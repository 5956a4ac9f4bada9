import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { getMetricsData, metricsUrl, readMaybeWrapped, validItems } from './metrics-api';

const schema = z.object({ total: z.number() });

describe('metricsUrl', () => {
  it('joins the base, the path and the parameters that are set', () => {
    expect(
      metricsUrl('/api/nzbn/search', { q: 'kiwi fruit', page: 1, entityType: undefined }, ''),
    ).toBe('/api/nzbn/search?q=kiwi+fruit&page=1');
    expect(metricsUrl('/api/x', undefined, 'https://m.example.com')).toBe(
      'https://m.example.com/api/x',
    );
  });

  it('gives no url when the metrics API is off', () => {
    expect(metricsUrl('/api/x', { a: 1 }, null)).toBeNull();
  });
});

describe('readMaybeWrapped', () => {
  it('reads a body wrapped in data and a bare body alike', () => {
    expect(readMaybeWrapped({ success: true, data: { total: 3 } }, schema)).toEqual({ total: 3 });
    expect(readMaybeWrapped({ total: 3 }, schema)).toEqual({ total: 3 });
  });

  it('gives null for a refusal or a body that does not fit', () => {
    expect(readMaybeWrapped({ success: false, error: { message: 'no' } }, schema)).toBeNull();
    expect(readMaybeWrapped({ success: true, data: { total: 'x' } }, schema)).toBeNull();
    expect(readMaybeWrapped(undefined, schema)).toBeNull();
  });
});

describe('getMetricsData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for JSON and reads the answer', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ total: 2 })));
    vi.stubGlobal('fetch', fetchMock);

    await expect(getMetricsData('/api/x', schema)).resolves.toEqual({ total: 2 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'GET', headers: { Accept: 'application/json' } }),
    );
  });

  it('sends nothing without a url', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    await expect(getMetricsData(null, schema)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('gives null for a non-OK answer and for a failed request', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ total: 2 }, { status: 500 }))),
    );
    await expect(getMetricsData('/api/x', schema)).resolves.toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getMetricsData('/api/x', schema)).resolves.toBeNull();
  });

  it('rejects when the request was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError'))),
    );

    await expect(getMetricsData('/api/x', schema, { signal: controller.signal })).rejects.toThrow(
      'Aborted',
    );
  });
});

describe('validItems', () => {
  it('drops the items that do not fit and keeps the rest in order', () => {
    const points = validItems(z.object({ timestamp: z.string(), value: z.number() }));
    expect(
      points.parse([
        { timestamp: 'a', value: 1 },
        { timestamp: 2, value: 2 },
        { timestamp: 'c' },
        null,
        { timestamp: 'e', value: 5 },
      ]),
    ).toEqual([
      { timestamp: 'a', value: 1 },
      { timestamp: 'e', value: 5 },
    ]);
  });
});
