// A fake of the services' HTTP API for component tests: fetch answers by path.
import { vi } from 'vitest';

type Answer = (url: URL) => Response | Promise<Response>;

/**
 * Stubs fetch: each request goes to the answer for its path (pathname, without the query);
 * a path without an answer never settles.
 */
export function stubApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(String(input), window.location.origin);
    const answer = answers[url.pathname];
    return answer ? Promise.resolve(answer(url)) : new Promise<Response>(() => undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs fetch was called with, parsed, for the given path. */
export function requestsTo(fetchMock: ReturnType<typeof stubApi>, pathname: string): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === pathname);
}

/** A body wrapped in the success envelope, as the services send it. */
export function wrapped(data: unknown) {
  return () => Response.json({ success: true, data });
}
