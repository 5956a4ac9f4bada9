// With VITE_METRICS_API_BASE=off the Metrics page sends nothing and shows sample data (spec 7).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latencyQuantilesQueryOptions } from './get-latency-quantiles';
import { operationsQueryOptions } from './get-operations';
import { requestRateQueryOptions } from './get-request-rate';
import { uptimeQueryOptions } from './get-uptime';

vi.mock('@/config/env', () => ({
  env: { serviceBase: '', metricsApiBase: null, environmentName: 'test' },
}));

describe("metrics calls with the metrics API 'off'", () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends nothing and leaves every chart to sample data', async () => {
    const client = new QueryClient();
    const rate = await client.fetchQuery(requestRateQueryOptions('24h'));
    const latency = await client.fetchQuery(latencyQuantilesQueryOptions('24h'));
    const operations = await client.fetchQuery(operationsQueryOptions('24h'));
    const uptime = await client.fetchQuery(uptimeQueryOptions('24h'));

    expect(rate.sample && latency.sample && operations.sample && uptime.sample).toBe(true);
    expect(rate.points).toHaveLength(20);
    expect(latency.points).toHaveLength(20);
    for (const point of latency.points) {
      expect(point.p50).toBeLessThanOrEqual(point.p95 ?? Number.NaN);
      expect(point.p95).toBeLessThanOrEqual(point.p99 ?? Number.NaN);
    }
    expect(operations.items.map((item) => item.operationType)).toContain('file.upload');
    expect(uptime.items.map((item) => item.label)).toContain('storage');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('polls the series, quantiles and uptime every 10 s and operations every 8 s', () => {
    expect(requestRateQueryOptions('1h').refetchInterval).toBe(10_000);
    expect(latencyQuantilesQueryOptions('1h').refetchInterval).toBe(10_000);
    expect(uptimeQueryOptions('1h').refetchInterval).toBe(10_000);
    expect(operationsQueryOptions('1h').refetchInterval).toBe(8_000);
  });
});
