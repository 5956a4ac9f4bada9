import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthRecordsQueryOptions, sampleHealthRecords } from './get-health-records';

const RECORD = {
  serviceName: 'storage',
  status: 'healthy',
  uptime: 99.5,
  lastCheck: null,
} as const;

describe('healthRecordsQueryOptions', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('polls every 10 seconds', () => {
    expect(healthRecordsQueryOptions().refetchInterval).toBe(10_000);
  });

  it('keeps the time of the last real answer when a later poll fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-07-01T10:00:00.000Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ success: true, data: { items: [RECORD] } }))),
    );
    const client = new QueryClient();
    const first = await client.fetchQuery(healthRecordsQueryOptions());
    expect(first).toEqual({ records: [RECORD], sample: false, fetchedAt: Date.now() });

    vi.setSystemTime(Date.parse('2026-07-01T10:00:10.000Z'));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('down', { status: 503 }))),
    );
    const second = await client.fetchQuery({ ...healthRecordsQueryOptions(), staleTime: 0 });
    expect(second.sample).toBe(true);
    expect(second.fetchedAt).toBe(Date.parse('2026-07-01T10:00:00.000Z'));
  });
});

describe('sampleHealthRecords', () => {
  it('makes one healthy record per backend service with 95 to 100 % uptime', () => {
    const records = sampleHealthRecords(0, () => 0.5);
    expect(records.map((record) => [record.serviceName, record.status, record.uptime])).toEqual([
      ['storage', 'healthy', 97.5],
      ['users', 'healthy', 97.5],
      ['visualization', 'healthy', 97.5],
    ]);
  });
});
