import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleServiceMetrics, serviceMetricsQueryOptions } from './get-service-metrics';

describe('serviceMetricsQueryOptions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('polls every 5 seconds', () => {
    expect(serviceMetricsQueryOptions().refetchInterval).toBe(5_000);
  });

  it('drops a service it cannot read and keeps the others', async () => {
    const storage = {
      serviceName: 'storage',
      requestsPerSecond: 1,
      averageLatency: 2,
      errorRate: 0,
      timestamp: '2026-07-01T00:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          Response.json({
            success: true,
            data: { items: [storage, { ...storage, serviceName: 'mystery' }] },
          }),
        ),
      ),
    );
    const data = await new QueryClient().fetchQuery(serviceMetricsQueryOptions());

    expect(data).toEqual(expect.objectContaining({ value: [storage], sample: null }));
  });
});

describe('sampleServiceMetrics', () => {
  it('gives each backend service figures within the sample bounds', () => {
    const items = sampleServiceMetrics(0, () => 0);
    expect(items.map((item) => item.serviceName)).toEqual(['users', 'storage', 'visualization']);
    expect(items[0]).toEqual(
      expect.objectContaining({ requestsPerSecond: 1, averageLatency: 20, errorRate: 0 }),
    );
  });
});
