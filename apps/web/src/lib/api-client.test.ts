import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import {
  getJson,
  getMetricsData,
  metricsUrl,
  parseRetryAfter,
  requestJson,
  validItems,
} from './api-client';
import { ApiError, type ApiFailure } from './api-error';

const schema = z.object({ total: z.number() });

function answer(response: Response | Promise<Response>) {
  const fetchMock = vi.fn(() => Promise.resolve(response));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failureOf(call: Promise<unknown>): Promise<ApiFailure> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('the call did not reject with an ApiError');
  return error.failure;
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

describe('getMetricsData', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for JSON and reads a wrapped body and a bare body alike', async () => {
    const fetchMock = answer(Response.json({ success: true, data: { total: 3 } }));
    await expect(getMetricsData('/api/x', { a: 1 }, schema)).resolves.toEqual({ total: 3 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x?a=1',
      expect.objectContaining({ method: 'GET', headers: { Accept: 'application/json' } }),
    );

    answer(Response.json({ total: 2 }));
    await expect(getMetricsData('/api/x', undefined, schema)).resolves.toEqual({ total: 2 });
  });

  it('names the status of a non-OK answer, and the message of its error envelope', async () => {
    answer(new Response('down', { status: 503 }));
    expect(await failureOf(getMetricsData('/api/x', undefined, schema))).toEqual({
      kind: 'http',
      status: 503,
    });

    answer(Response.json({ success: false, error: { message: 'q is too long' } }, { status: 400 }));
    const refusal = getMetricsData('/api/x', undefined, schema);
    await expect(refusal).rejects.toThrow('q is too long');
    expect(await failureOf(refusal)).toEqual({
      kind: 'http',
      status: 400,
      message: 'q is too long',
    });
  });

  it('tells a failed request and an answer of the wrong shape apart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await failureOf(getMetricsData('/api/x', undefined, schema))).toEqual({
      kind: 'network',
    });

    answer(Response.json({ success: true, data: { total: 'x' } }));
    expect(await failureOf(getMetricsData('/api/x', undefined, schema))).toEqual({
      kind: 'shape',
    });
  });

  it('reads a 429 as rate-limited, with the wait its Retry-After asks for', async () => {
    answer(
      Response.json(
        { success: false, error: { message: 'Too many searches from this client' } },
        { status: 429, headers: { 'Retry-After': '10' } },
      ),
    );
    const refusal = getMetricsData('/api/x', undefined, schema);
    await expect(refusal).rejects.toThrow(/^Too many requests: try again in 10 s$/);
    expect(await failureOf(refusal)).toEqual({ kind: 'rate-limited', retryAfterSeconds: 10 });
  });

  it('rejects with the abort itself when the request was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('Aborted', 'AbortError'))),
    );

    await expect(
      getMetricsData('/api/x', undefined, schema, { signal: controller.signal }),
    ).rejects.toThrow('Aborted');
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

describe('getJson', () => {
  const sentTraceparent = (fetchMock: ReturnType<typeof answer>) => {
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit] | undefined;
    return new Headers(init?.[1].headers).get('traceparent');
  };

  it('asks for a request the app polls on its own not to be traced', async () => {
    const fetchMock = answer(Response.json({ ok: true }));
    await getJson('/api/lab/faults', { traced: false });
    expect(sentTraceparent(fetchMock)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  });

  it('leaves the tracing decision to the gateway otherwise', async () => {
    const fetchMock = answer(Response.json({ ok: true }));
    await getJson('/api/nzbn/search?q=kiwi');
    expect(sentTraceparent(fetchMock)).toBeNull();
  });
});
