// With VITE_METRICS_API_BASE=off no metrics or register call is sent: every figure is sample
// data that says the API is turned off (not that it broke), and the search says it is off.
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { healthRecordsQueryOptions } from '@/features/dashboard/api/get-health-records';
import { summaryQueryOptions } from '@/features/dashboard/api/get-summary';
import { latencyQuantilesQueryOptions } from '@/features/metrics/api/get-latency-quantiles';
import { operationsQueryOptions } from '@/features/metrics/api/get-operations';
import { requestRateQueryOptions } from '@/features/metrics/api/get-request-rate';
import { uptimeQueryOptions } from '@/features/metrics/api/get-uptime';
import { distributionQueryOptions } from '@/features/registry/api/get-distribution';
import { registrationsQueryOptions } from '@/features/registry/api/get-registrations';
import { serviceMetricsQueryOptions } from '@/features/services/api/get-service-metrics';
import { seriesWindow } from '@/hooks/use-metrics-range';
import { stubApi } from '@/test/api-stub';
import { renderPage } from '@/test/render';
import { MetricsRoute } from './metrics-route';

vi.mock('@/config/env', () => ({
  env: { serviceBase: '', metricsApiBase: null, environmentName: 'test' },
}));

const OFF = { kind: 'off' };
const OFF_LABEL = 'Sample data: the metrics API is turned off (VITE_METRICS_API_BASE=off)';

describe("the app with the metrics API 'off'", () => {
  it('sends nothing and leaves every figure to sample data', async () => {
    const fetchMock = stubApi({});
    const client = new QueryClient();

    const summary = await client.fetchQuery(summaryQueryOptions());
    expect(summary).toEqual(expect.objectContaining({ sample: OFF, fetchedAt: null }));
    expect(summary.value.current).toEqual({
      totalRequests: 12_345,
      activeUsers: 284,
      averageResponseTime: 145,
      errorRate: 0.8,
    });
    const health = await client.fetchQuery(healthRecordsQueryOptions());
    expect(health.sample).toEqual(OFF);
    expect(health.value).toHaveLength(3);
    const services = await client.fetchQuery(serviceMetricsQueryOptions());
    expect(services.value.map((item) => item.serviceName)).toEqual([
      'users',
      'storage',
      'visualization',
    ]);

    const lines = seriesWindow('24h', Date.now());
    const rate = await client.fetchQuery(requestRateQueryOptions('24h', lines));
    expect(rate.value).toHaveLength(20);
    const latency = await client.fetchQuery(latencyQuantilesQueryOptions('24h', lines));
    for (const point of latency.value) {
      expect(point.p50).toBeLessThanOrEqual(point.p95 ?? Number.NaN);
      expect(point.p95).toBeLessThanOrEqual(point.p99 ?? Number.NaN);
    }
    const operations = await client.fetchQuery(operationsQueryOptions('24h'));
    expect(operations.value.map((item) => item.operationType)).toContain('file.upload');
    const uptime = await client.fetchQuery(uptimeQueryOptions('24h'));
    expect(uptime.value.map((item) => item.label)).toContain('storage');

    const registrations = await client.fetchQuery(registrationsQueryOptions('24h'));
    expect(registrations.value).toHaveLength(20);
    const types = await client.fetchQuery(distributionQueryOptions('entityType', '24h'));
    expect(types.value.map((item) => item.label)).toEqual([
      'Company',
      'Sole Trader',
      'Trust',
      'Partnership',
    ]);
    for (const data of [services, rate, latency, operations, uptime, registrations, types]) {
      expect(data.sample).toEqual(OFF);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says on every chart that its sample data is there because the API is off', async () => {
    stubApi({});
    renderPage(<MetricsRoute />, '/metrics');

    // Request rate, operation counts, latency, uptime, registrations and both distributions,
    // and the operations table.
    await waitFor(() => expect(screen.getAllByText(OFF_LABEL)).toHaveLength(8));
    expect(screen.queryByText(/could not be reached/)).not.toBeInTheDocument();
  });

  it('says the search is off instead of searching or showing "No results"', async () => {
    const fetchMock = stubApi({});
    window.localStorage.setItem('registry.query', 'acme');
    renderPage(<MetricsRoute />, '/metrics');

    expect(
      await screen.findByText('The metrics API is turned off (VITE_METRICS_API_BASE=off)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // The recent traces come from the gateway (VITE_SERVICE_BASE), not from the metrics API.
    const metricsCalls = fetchMock.mock.calls.filter(
      ([input]) => !String(input).startsWith('/api/traces'),
    );
    expect(metricsCalls).toEqual([]);
  });
});
