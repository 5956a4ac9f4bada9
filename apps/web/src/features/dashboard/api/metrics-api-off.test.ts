// With VITE_METRICS_API_BASE=off the home page sends nothing and shows sample data (spec 7).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { healthRecordsQueryOptions } from './get-health-records';
import { summaryQueryOptions } from './get-summary';

vi.mock('@/config/env', () => ({
  env: { serviceBase: '', metricsApiBase: null, environmentName: 'test' },
}));

describe("home calls with the metrics API 'off'", () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("sends nothing and leaves the cards to the spec's sample figures", async () => {
    const client = new QueryClient();
    const summary = await client.fetchQuery(summaryQueryOptions());
    const health = await client.fetchQuery(healthRecordsQueryOptions());

    expect(summary.sample).toBe(true);
    expect(summary.summary.current).toEqual({
      totalRequests: 12_345,
      activeUsers: 284,
      averageResponseTime: 145,
      errorRate: 0.8,
    });
    expect(health).toEqual(expect.objectContaining({ sample: true, fetchedAt: null }));
    expect(health.records).toHaveLength(3);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
