import { describe, expect, it } from 'vitest';
import { healthRecordsQueryOptions, sampleHealthRecords } from './get-health-records';

describe('healthRecordsQueryOptions', () => {
  it('polls every 10 seconds', () => {
    expect(healthRecordsQueryOptions().refetchInterval).toBe(10_000);
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
