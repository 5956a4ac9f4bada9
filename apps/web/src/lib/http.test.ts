import { afterEach, describe, expect, it, vi } from 'vitest';
import { metricsUrl, parseRetryAfter, requestJson } from './http';

function answer(response: Response | Promise<Response>) {
  const fetchMock = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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

describe('requestJson', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends a JSON body with its content type and the extra headers', async () => {
    const fetchMock = answer(Response.json({ ok: 1 }, { status: 201 }));
    const response = await requestJson('/api/x', {
      method: 'POST',
      json: { a: 1 },
      headers: { Authorization: 'Bearer t' },
    });

    expect(response).toMatchObject({ status: 201, body: { ok: 1 } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({
        method: 'POST',
        body: '{"a":1}',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: 'Bearer t',
        },
      }),
    );
  });

  it('sends no body and no content type without JSON', async () => {
    const fetchMock = answer(Response.json({}));
    await requestJson('/api/x', { method: 'DELETE' });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ body: null, headers: { Accept: 'application/json' } }),
    );
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('reads seconds, and an HTTP date as the seconds until it', () => {
    expect(parseRetryAfter('10', now)).toBe(10);
    expect(parseRetryAfter(' 60 ', now)).toBe(60);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
  });

  it('gives nothing for a missing or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter('Thu, 99 Foo 2026 00:00:30 GMT', now)).toBeUndefined();
  });
});
