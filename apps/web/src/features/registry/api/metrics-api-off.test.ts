// With VITE_METRICS_API_BASE=off no register call is sent: each gives nothing (spec 5 and 7).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nzbn } from '@/test/registry-fixtures';
import { distributionQueryOptions, getDistribution } from './get-distribution';
import { getEntity } from './get-entity';
import { getRegistrations, registrationsQueryOptions } from './get-registrations';
import { searchEntities } from './search-entities';

vi.mock('@/config/env', () => ({
  env: { serviceBase: '', metricsApiBase: null, environmentName: 'test' },
}));

const WINDOW = { start: '2026-07-01T00:00:00.000Z', end: '2026-07-02T00:00:00.000Z' };

describe("register calls with the metrics API 'off'", () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends nothing and gives nothing', async () => {
    await expect(
      searchEntities({ q: 'acme', page: 1, pageSize: 10, status: null, type: null }),
    ).resolves.toBeNull();
    await expect(getEntity(nzbn(1))).resolves.toBeNull();
    await expect(getRegistrations(WINDOW)).resolves.toBeNull();
    await expect(getDistribution({ groupBy: 'region', ...WINDOW })).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves the analytics to sample data', async () => {
    const client = new QueryClient();
    const registrations = await client.fetchQuery(registrationsQueryOptions('24h'));
    const types = await client.fetchQuery(distributionQueryOptions('entityType', '24h'));

    expect(registrations.sample).toBe(true);
    expect(registrations.points).toHaveLength(20);
    expect(types.sample).toBe(true);
    expect(types.items.map((item) => item.label)).toEqual([
      'Company',
      'Sole Trader',
      'Trust',
      'Partnership',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
