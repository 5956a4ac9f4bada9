import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { getJson, sendJson, validItems } from './api-client';
import { ApiError, errorMessage, isNotFound, type ApiFailure } from './api-error';

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

describe('getJson on the metrics API', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for JSON and reads a wrapped body and a bare body alike', async () => {
    const fetchMock = answer(Response.json({ success: true, data: { total: 3 } }));
    await expect(getJson('/api/x', schema, { api: 'metrics', params: { a: 1 } })).resolves.toEqual({
      total: 3,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x?a=1',
      expect.objectContaining({ method: 'GET', headers: { Accept: 'application/json' } }),
    );

    answer(Response.json({ total: 2 }));
    await expect(getJson('/api/x', schema, { api: 'metrics' })).resolves.toEqual({ total: 2 });
  });

  it('names the status of a non-OK answer, and the message of its error envelope', async () => {
    answer(new Response('down', { status: 503 }));
    expect(await failureOf(getJson('/api/x', schema, { api: 'metrics' }))).toEqual({
      kind: 'http',
      status: 503,
    });

    answer(Response.json({ success: false, error: { message: 'q is too long' } }, { status: 400 }));
    const refusal = getJson('/api/x', schema, { api: 'metrics' });
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
    expect(await failureOf(getJson('/api/x', schema, { api: 'metrics' }))).toEqual({
      kind: 'network',
    });

    answer(Response.json({ success: true, data: { total: 'x' } }));
    expect(await failureOf(getJson('/api/x', schema, { api: 'metrics' }))).toEqual({
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
    const refusal = getJson('/api/x', schema, { api: 'metrics' });
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
      getJson('/api/x', schema, { api: 'metrics', signal: controller.signal }),
    ).rejects.toThrow('Aborted');
  });
});

describe('getJson', () => {
  const sentTraceparent = (fetchMock: ReturnType<typeof answer>) => {
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit] | undefined;
    return new Headers(init?.[1].headers).get('traceparent');
  };

  it('asks for a request the app polls on its own not to be traced', async () => {
    const fetchMock = answer(Response.json({ ok: true }));
    await getJson('/api/lab/faults', z.unknown(), { traced: false });
    expect(sentTraceparent(fetchMock)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/);
  });

  it('leaves the tracing decision to the gateway otherwise', async () => {
    const fetchMock = answer(Response.json({ ok: true }));
    await getJson('/api/nzbn/search?q=kiwi', z.unknown());
    expect(sentTraceparent(fetchMock)).toBeNull();
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

describe('sendJson with the words of a gateway call', () => {
  const wording = {
    failed: 'Delete failed',
    statusFailed: 'API request failed',
    network: 'Offline',
  };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves with the data of the envelope and the trace of the request', async () => {
    const traceparent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const fetchMock = answer(
      Response.json({ success: true, data: { total: 1 } }, { headers: { traceparent } }),
    );
    await expect(
      sendJson('/api/x', schema, { method: 'DELETE', params: { page: 2 }, wording }),
    ).resolves.toEqual({ data: { total: 1 }, traceparent });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/x?page=2',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it("throws one ApiError with the status and the error envelope's message", async () => {
    answer(Response.json({ success: false, error: { message: 'No such file' } }, { status: 404 }));
    const refusal = sendJson('/api/x', schema, { wording });
    await expect(refusal).rejects.toThrow(/^No such file$/);
    const error: unknown = await refusal.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      failure: { kind: 'http', message: 'No such file' },
    });
    expect(isNotFound(error)).toBe(true);
  });

  it('names the status text of a non-OK answer that is not JSON, or its code without one', async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(sendJson('/api/x', schema, { wording })).rejects.toThrow(
      /^API request failed: Bad Gateway$/,
    );

    answer(new Response('', { status: 500 }));
    await expect(
      getJson('/api/x', schema, { wording: { failed: 'Upload failed' } }),
    ).rejects.toThrow(/^Upload failed: 500$/);
  });

  it('says the call failed for an OK answer that does not fit the schema or is not JSON', async () => {
    answer(Response.json({ success: true, data: { total: 'three' } }));
    const misfit = sendJson('/api/x', schema, { wording });
    await expect(misfit).rejects.toThrow(/^Delete failed$/);
    expect(await failureOf(misfit)).toEqual({ kind: 'shape' });

    answer(new Response('<!doctype html>', { status: 200 }));
    await expect(sendJson('/api/x', schema, { wording })).rejects.toThrow(/^Delete failed$/);
  });

  it('says the network failed when there is no answer at all', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const lost = sendJson('/api/x', schema, { wording });
    await expect(lost).rejects.toThrow(/^Offline$/);
    expect(await failureOf(lost)).toEqual({ kind: 'network' });
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'The metrics service could not be reached (network error)',
    );
  });

  it('sends nothing to the metrics API while it is turned off', async () => {
    vi.stubEnv('VITE_METRICS_API_BASE', 'off');
    vi.resetModules();
    const fetchMock = answer(Response.json({ total: 1 }));
    const client = await import('./api-client');
    const errors = await import('./api-error');
    const off = client.getJson('/api/x', schema, { api: 'metrics' });
    await expect(off).rejects.toBeInstanceOf(errors.ApiError);
    await expect(off).rejects.toMatchObject({ failure: { kind: 'off' } });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
  });
});
