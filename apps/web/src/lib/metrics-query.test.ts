import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { metricsQuery } from './metrics-query';

const T0 = Date.parse('2026-07-01T10:00:00.000Z');

function totalQuery(refetchInterval?: number) {
  let asked = 0;
  return metricsQuery({
    key: ['test', 'total'],
    path: '/api/metrics/total',
    params: () => ({ call: (asked += 1) }),
    schema: z.object({ total: z.number() }).transform(({ total }) => total),
    sample: () => -1,
    ...(refetchInterval === undefined ? {} : { refetchInterval }),
  });
}

function answer(response: () => Response | Promise<Response>) {
  const fetchMock = vi.fn((_url: string) => Promise.resolve(response()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('metricsQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("gives the API's answer, parsed, with the time it came", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    const fetchMock = answer(() => Response.json({ success: true, data: { total: 7 } }));

    await expect(new QueryClient().fetchQuery(totalQuery())).resolves.toEqual({
      value: 7,
      sample: null,
      fetchedAt: T0,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/metrics/total?call=1', expect.anything());
  });

  it('falls back to the sample, saying why, and keeps when the API last answered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    answer(() => Response.json({ total: 7 }));
    const client = new QueryClient();
    await client.fetchQuery(totalQuery());

    vi.setSystemTime(T0 + 10_000);
    answer(() => new Response('down', { status: 503 }));
    const failed = await client.fetchQuery({ ...totalQuery(), staleTime: 0 });
    expect(failed).toEqual({ value: -1, sample: { kind: 'http', status: 503 }, fetchedAt: T0 });

    answer(() => Response.json({ total: 'seven' }));
    const odd = await client.fetchQuery({ ...totalQuery(), staleTime: 0 });
    expect(odd.sample).toEqual({ kind: 'shape' });
  });

  it('reads the parameters as each request is sent', async () => {
    const fetchMock = answer(() => Response.json({ total: 1 }));
    const client = new QueryClient();
    const options = totalQuery();

    await client.fetchQuery(options);
    await client.fetchQuery({ ...options, staleTime: 0 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/metrics/total?call=1',
      '/api/metrics/total?call=2',
    ]);
  });

  it('polls only when given an interval', () => {
    expect(totalQuery(8_000).refetchInterval).toBe(8_000);
    expect(totalQuery().refetchInterval).toBe(false);
  });
});
