import { distributionSchema, registrationSeriesSchema } from '@repo/contracts/registry';
import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../test/registry-fixtures';

const BASE = 'https://visualization.test/api/nzbn/analytics';

async function get(path: string) {
  const response = await SELF.fetch(`${BASE}/${path}`);
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; error?: { message: string } },
  };
}

beforeAll(async () => {
  await loadRegistry();
});

describe('GET /api/nzbn/analytics/registrations', () => {
  it('counts registrations per day, filling empty days with 0', async () => {
    const { status, body } = await get(
      'registrations?start=2026-11-18T00:00:00Z&end=2026-11-21T23:59:59Z',
    );
    expect(status).toBe(200);
    expect(registrationSeriesSchema.parse(body.data).series).toEqual([
      { timestamp: '2026-11-18T00:00:00.000Z', count: 0 },
      { timestamp: '2026-11-19T00:00:00.000Z', count: 1 },
      { timestamp: '2026-11-20T00:00:00.000Z', count: 2 },
      { timestamp: '2026-11-21T00:00:00.000Z', count: 2 },
    ]);
  });

  it('counts only what falls inside a range that starts and ends mid-day', async () => {
    const { body } = await get('registrations?start=2026-11-20T09:30:00Z&end=2026-11-21T12:00:00Z');
    expect(registrationSeriesSchema.parse(body.data).series.map((point) => point.count)).toEqual([
      1, 1,
    ]);
  });

  it('groups by year over a long range from the daily rollup', async () => {
    const { body } = await get('registrations?start=1970-01-01&end=2026-12-31&interval=year');
    const series = registrationSeriesSchema.parse(body.data).series;
    expect(series).toHaveLength(57);
    expect(series.find((point) => point.timestamp.startsWith('1975'))?.count).toBe(1);
    expect(series.find((point) => point.timestamp.startsWith('2026'))?.count).toBe(6);
    expect(series.reduce((sum, point) => sum + point.count, 0)).toBe(8);
  });

  it('starts weeks on Monday and months on the first', async () => {
    const weeks = registrationSeriesSchema.parse(
      (await get('registrations?start=2026-11-19T00:00:00Z&end=2026-11-21T00:00:00Z&interval=week'))
        .body.data,
    );
    expect(weeks.series).toEqual([{ timestamp: '2026-11-16T00:00:00.000Z', count: 4 }]);
    const months = registrationSeriesSchema.parse(
      (await get('registrations?start=2026-10-01&end=2026-11-30&interval=month')).body.data,
    );
    expect(months.series).toEqual([
      { timestamp: '2026-10-01T00:00:00.000Z', count: 1 },
      { timestamp: '2026-11-01T00:00:00.000Z', count: 5 },
    ]);
  });

  it.each([
    ['registrations?end=2026-01-01', 'start is required (an ISO 8601 date or date-time)'],
    ['registrations?start=yesterday&end=2026-01-01', 'start must be an ISO 8601 date or date-time'],
    ['registrations?start=2026-02-01&end=2026-01-01', 'start must not be after end'],
    [
      'registrations?start=2020-01-01&end=2026-01-01&interval=hour',
      'interval must be one of: day, week, month, year',
    ],
    [
      'registrations?start=2000-01-01&end=2026-01-01&interval=day',
      'The range from start to end holds more than 1000 day buckets; use a shorter range or a longer interval',
    ],
  ])('refuses %s with a 400 that says why', async (path, message) => {
    const { status, body } = await get(path);
    expect(status).toBe(400);
    expect(body.error?.message).toBe(message);
  });
});

describe('GET /api/nzbn/analytics/distribution', () => {
  it('counts by entity type, every type listed', async () => {
    const { body } = await get('distribution?groupBy=entityType&start=1900-01-01&end=2026-12-31');
    expect(distributionSchema.parse(body.data).items).toEqual([
      { label: 'Company', value: 4 },
      { label: 'Sole Trader', value: 2 },
      { label: 'Trust', value: 1 },
      { label: 'Partnership', value: 1 },
    ]);
  });

  it('counts by region within a range', async () => {
    const { body } = await get(
      'distribution?groupBy=region&start=2026-11-20T00:00:00Z&end=2026-11-21T23:59:59Z',
    );
    const items = distributionSchema.parse(body.data).items.filter((item) => item.value > 0);
    expect(items).toEqual([
      { label: 'Auckland', value: 1 },
      { label: 'Waikato', value: 1 },
      { label: 'Manawatū-Whanganui', value: 1 },
      { label: 'Wellington', value: 1 },
    ]);
  });

  it('refuses an unknown grouping', async () => {
    const { status, body } = await get(
      'distribution?groupBy=colour&start=2026-01-01&end=2026-02-01',
    );
    expect(status).toBe(400);
    expect(body.error?.message).toBe('groupBy must be one of: entityType, region');
  });
});
