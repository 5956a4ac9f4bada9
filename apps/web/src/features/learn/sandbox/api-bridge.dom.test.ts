// The page's side of the API bridge: which paths a run may read, and how each answer, failure
// and limit reaches the run. fetch is stubbed with real Response objects.
import { describe, expect, it, vi } from 'vitest';
import { answerApiCall, apiUrl, newApiBudget, type ApiBudget } from './api-bridge';
import {
  API_PATH_MESSAGE,
  API_TOO_MANY_CALLS_MESSAGE,
  apiPathRefusedMessage,
  apiTooLargeMessage,
  MAX_API_BYTES_PER_RUN,
  MAX_API_CALLS_PER_RUN,
  MAX_API_PATH_LENGTH,
} from './constants';

const ORIGIN = 'https://app.example';

function stubFetch(respond: (url: URL) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    respond(input instanceof URL ? input : new URL(String(input))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A JSON body of exactly `bytes` bytes: a string of x's. */
function jsonOfSize(bytes: number): string {
  return JSON.stringify('x'.repeat(bytes - 2));
}

/**
 * A body far bigger than a run may read, one chunk at a time (it does end, so that code which
 * forgot the cap fails this test instead of reading forever); says how much was pulled and
 * whether it was cancelled.
 */
function hugeBody(chunkBytes: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= 3 * MAX_API_BYTES_PER_RUN) {
        controller.close();
        return;
      }
      seen.pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x20));
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}

/** A JSON string body sent in chunks, each after a macrotask, so reads of two calls interleave. */
function slowJsonBody(bytes: number, chunkBytes: number): ReadableStream<Uint8Array> {
  const body = new TextEncoder().encode(jsonOfSize(bytes));
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (offset >= body.byteLength) {
        controller.close();
        return;
      }
      controller.enqueue(body.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

describe('apiUrl', () => {
  it.each(['/api/health', '/api/nzbn/search?q=kiwi'])('accepts %s on the same origin', (path) => {
    const url = apiUrl(path, ORIGIN);

    expect(url).toBeInstanceOf(URL);
    expect(String(url)).toBe(`${ORIGIN}${path}`);
  });

  it('accepts a path of the longest length, and refuses one character more', () => {
    const longest = `/api/${'x'.repeat(MAX_API_PATH_LENGTH - '/api/'.length)}`;

    expect(apiUrl(longest, ORIGIN)).toBeInstanceOf(URL);
    expect(apiUrl(`${longest}x`, ORIGIN)).toBe(API_PATH_MESSAGE);
  });

  it('says why, in words, for a path outside the API and for no path', () => {
    expect(apiUrl('/health', ORIGIN)).toBe(
      "api.get only reads this app's /api/ paths: '/health' is not one",
    );
    expect(apiUrl('', ORIGIN)).toBe(
      "api.get needs a path of this app's API, starting with '/api/' (for example '/api/storage/files')",
    );
  });

  it.each([
    { name: 'another path of the app', path: '/health' },
    { name: 'another origin', path: 'https://other.example/api/x' },
    { name: 'a protocol-relative URL', path: '//evil.example/api/x' },
    { name: 'a path that climbs out of /api/', path: '/api/../services' },
    { name: 'an encoded climb out of /api/', path: '/api/%2e%2e/x' },
    { name: 'a climb hidden in tabs', path: '/api/\t../x' },
    { name: 'backslashes', path: '/api\\..\\x' },
    // The URL parser reads a backslash as a slash: refused even where it would stay in /api/.
    { name: 'a backslash inside /api/', path: '/api/users\\x' },
  ])('refuses $name', ({ path }) => {
    expect(apiUrl(path, ORIGIN)).toBe(apiPathRefusedMessage(path));
  });

  it('refuses no path and an over-long one with the message that says what a path is', () => {
    expect(apiUrl('', ORIGIN)).toBe(API_PATH_MESSAGE);
    expect(apiUrl(`/api/${'x'.repeat(MAX_API_PATH_LENGTH)}`, ORIGIN)).toBe(API_PATH_MESSAGE);
  });
});

describe('answerApiCall', () => {
  it("answers a JSON 200 with its value, read with a GET of the page's own origin", async () => {
    const fetchMock = stubFetch(() => Response.json({ status: 'ok', checks: [1, 2] }));
    const budget = newApiBudget();

    await expect(answerApiCall('/api/health', budget)).resolves.toEqual({
      ok: true,
      value: { status: 'ok', checks: [1, 2] },
    });

    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBeInstanceOf(URL);
    expect(String(url)).toBe(`${window.location.origin}/api/health`);
    expect(init).toMatchObject({ method: 'GET', redirect: 'error', credentials: 'same-origin' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(budget).toEqual({
      calls: 1,
      bytes: JSON.stringify({ status: 'ok', checks: [1, 2] }).length,
    });
  });

  it("answers a 404 with the API's own message", async () => {
    stubFetch(() =>
      Response.json({ success: false, error: { message: 'User not found' } }, { status: 404 }),
    );

    await expect(answerApiCall('/api/users/x', newApiBudget(), ORIGIN)).resolves.toEqual({
      ok: false,
      message: "api.get('/api/users/x') answered 404: User not found",
    });
  });

  it('answers a failure without a JSON message with its status text', async () => {
    stubFetch(() => new Response('upstream broke', { status: 502, statusText: 'Bad Gateway' }));

    await expect(answerApiCall('/api/health', newApiBudget(), ORIGIN)).resolves.toEqual({
      ok: false,
      message: "api.get('/api/health') answered 502: Bad Gateway",
    });
  });

  it('says when a 200 is not JSON', async () => {
    stubFetch(() => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));

    await expect(answerApiCall('/api/page', newApiBudget(), ORIGIN)).resolves.toEqual({
      ok: false,
      message: "api.get('/api/page'): the answer is not JSON",
    });
  });

  it('answers a body that fits what is left of the bytes, and refuses one byte more', async () => {
    const budget: ApiBudget = { calls: 0, bytes: MAX_API_BYTES_PER_RUN - 10 };
    stubFetch(() => new Response(jsonOfSize(10)));
    await expect(answerApiCall('/api/fits', budget, ORIGIN)).resolves.toMatchObject({ ok: true });
    expect(budget.bytes).toBe(MAX_API_BYTES_PER_RUN);

    const over: ApiBudget = { calls: 0, bytes: MAX_API_BYTES_PER_RUN - 10 };
    stubFetch(() => new Response(jsonOfSize(11)));
    await expect(answerApiCall('/api/big', over, ORIGIN)).resolves.toEqual({
      ok: false,
      message: apiTooLargeMessage('/api/big'),
    });
    expect(over.bytes).toBe(MAX_API_BYTES_PER_RUN);

    // The budget is spent: even the smallest answer is refused now.
    stubFetch(() => new Response('1'));
    await expect(answerApiCall('/api/small', over, ORIGIN)).resolves.toEqual({
      ok: false,
      message: apiTooLargeMessage('/api/small'),
    });
  });

  it('stops reading a huge body once it passes the run’s bytes', async () => {
    const { stream, seen } = hugeBody(64 * 1024);
    stubFetch(() => new Response(stream));
    const budget = newApiBudget();

    await expect(answerApiCall('/api/stream', budget, ORIGIN)).resolves.toEqual({
      ok: false,
      message: apiTooLargeMessage('/api/stream'),
    });
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(MAX_API_BYTES_PER_RUN + 3 * 64 * 1024);
    expect(budget.bytes).toBe(MAX_API_BYTES_PER_RUN);
  });

  it('keeps to the run’s bytes across calls read at the same time', async () => {
    const size = Math.ceil(MAX_API_BYTES_PER_RUN * 0.6);
    stubFetch(() => new Response(slowJsonBody(size, 100_000)));
    const budget = newApiBudget();

    const answers = await Promise.all([
      answerApiCall('/api/a', budget, ORIGIN),
      answerApiCall('/api/b', budget, ORIGIN),
    ]);

    const answered = answers.filter((answer) => answer.ok);
    expect(answered.length * size).toBeLessThanOrEqual(MAX_API_BYTES_PER_RUN);
    expect(answers).toContainEqual({ ok: false, message: expect.stringMatching(/at most/) });
  });

  it('says when no answer came in time', async () => {
    stubFetch(() => {
      throw new DOMException('signal timed out', 'TimeoutError');
    });

    await expect(answerApiCall('/api/slow', newApiBudget(), ORIGIN)).resolves.toEqual({
      ok: false,
      message: "api.get('/api/slow'): no answer within 5 s",
    });
  });

  it('says when the body stopped coming in time', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
      },
      pull(controller) {
        controller.error(new DOMException('signal timed out', 'TimeoutError'));
      },
    });
    stubFetch(() => new Response(stream));

    await expect(answerApiCall('/api/slow', newApiBudget(), ORIGIN)).resolves.toEqual({
      ok: false,
      message: "api.get('/api/slow'): no answer within 5 s",
    });
  });

  it('says why a request failed', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });

    await expect(answerApiCall('/api/health', newApiBudget(), ORIGIN)).resolves.toEqual({
      ok: false,
      message: "api.get('/api/health') failed: Failed to fetch",
    });
  });

  it('refuses a path outside the API without fetching', async () => {
    const fetchMock = stubFetch(() => Response.json({}));

    await expect(answerApiCall('/api/../services', newApiBudget(), ORIGIN)).resolves.toEqual({
      ok: false,
      message: apiPathRefusedMessage('/api/../services'),
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers the call past the cap with an error, without fetching', async () => {
    const fetchMock = stubFetch(() => Response.json({ status: 'ok' }));
    const budget = newApiBudget();
    for (let call = 1; call <= MAX_API_CALLS_PER_RUN; call += 1) {
      await expect(answerApiCall('/api/health', budget, ORIGIN)).resolves.toMatchObject({
        ok: true,
      });
    }

    await expect(answerApiCall('/api/health', budget, ORIGIN)).resolves.toEqual({
      ok: false,
      message: API_TOO_MANY_CALLS_MESSAGE,
    });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_API_CALLS_PER_RUN);
  });
});
