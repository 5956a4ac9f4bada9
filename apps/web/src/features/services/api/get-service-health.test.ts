import type { HealthResponse } from '@repo/contracts/health';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getServiceHealth, serviceHealthQueryOptions } from './get-service-health';

const healthyBody: HealthResponse = {
  service: 'storage',
  status: 'healthy',
  version: '1.4.0',
  uptimeSeconds: 3725,
  checks: { r2: { status: 'healthy', latencyMs: 4 } },
};

const failingBody: HealthResponse = {
  service: 'users',
  status: 'error',
  version: '1.4.0',
  uptimeSeconds: 12,
  checks: { d1: { status: 'error', latencyMs: 30, message: 'D1 timed out' } },
  message: 'Database unreachable',
};

function stubFetch(respond: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => Promise.resolve(respond(String(input))));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('getServiceHealth', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the gateway for the service health on the same origin', async () => {
    const fetchMock = stubFetch(() => Response.json(healthyBody));

    await getServiceHealth('storage');

    expect(fetchMock).toHaveBeenCalledWith('/services/storage/health', expect.anything());
  });

  it('reports a healthy service with its version and uptime', async () => {
    stubFetch(() => Response.json(healthyBody));

    await expect(getServiceHealth('storage')).resolves.toEqual({
      status: 'healthy',
      version: '1.4.0',
      uptimeSeconds: 3725,
    });
  });

  it('reports a degraded service with its version and uptime', async () => {
    stubFetch(() => Response.json({ ...healthyBody, status: 'degraded' }));

    await expect(getServiceHealth('storage')).resolves.toEqual({
      status: 'degraded',
      version: '1.4.0',
      uptimeSeconds: 3725,
    });
  });

  it('reads a 503 health body as an error with its message', async () => {
    stubFetch(() => Response.json(failingBody, { status: 503 }));

    await expect(getServiceHealth('users')).resolves.toEqual({
      status: 'error',
      version: '1.4.0',
      uptimeSeconds: 12,
      message: 'Database unreachable',
    });
  });

  it('falls back to "Unavailable" when an error body has no message', async () => {
    const { message: _message, ...withoutMessage } = failingBody;
    stubFetch(() => Response.json(withoutMessage, { status: 503 }));

    await expect(getServiceHealth('users')).resolves.toEqual(
      expect.objectContaining({ status: 'error', message: 'Unavailable' }),
    );
  });

  it('marks the service "Unavailable" when the request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );

    await expect(getServiceHealth('visualization')).resolves.toEqual({
      status: 'error',
      message: 'Unavailable',
    });
  });

  it('marks the service "Unavailable" when the body is not a health body', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(getServiceHealth('storage')).resolves.toEqual({
      status: 'error',
      message: 'Unavailable',
    });

    stubFetch(() => Response.json({ ok: true }));
    await expect(getServiceHealth('storage')).resolves.toEqual({
      status: 'error',
      message: 'Unavailable',
    });
  });

  it('rejects when the query is cancelled, so a cancellation is not shown as an error', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'))),
    );
    controller.abort();

    await expect(getServiceHealth('storage', { signal: controller.signal })).rejects.toThrow(
      'aborted',
    );
  });
});

describe('serviceHealthQueryOptions', () => {
  it('keys health by service and polls every 30 seconds', () => {
    const options = serviceHealthQueryOptions('users');

    expect(options.queryKey).toEqual(['services', 'health', 'users']);
    expect(options.refetchInterval).toBe(30_000);
  });
});
