// Analytics read partial days from the entities and whole days and months from the rollups;
// whatever the range, the answer must equal counting the entities themselves.
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRegistry } from '../../../../test/registry-fixtures';
import { generateEntity } from '../generator/generate-entity';

const NOW = '2026-11-22T03:00:00.000Z';
const SIZE = 4_000;

async function get<T>(path: string): Promise<T> {
  const response = await SELF.fetch(`https://visualization.test/api/nzbn/analytics/${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function countEntities(start: string, end: string, column?: string) {
  const { results } = await env.REGISTER_DB.prepare(
    `SELECT ${column ?? "'all'"} AS label, count(*) AS n FROM entities
     WHERE registered_at >= ? AND registered_at <= ? GROUP BY 1`,
  )
    .bind(start, end)
    .all<{ label: string | null; n: number }>();
  return new Map(results.map(({ label, n }) => [label, n]));
}

const RANGES = [
  ['2026-01-01T00:00:00.000Z', NOW],
  ['2025-03-15T13:20:00.000Z', '2026-10-31T23:59:59.999Z'],
  ['2024-02-29T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
  ['2025-12-31T18:00:00.000Z', '2026-02-01T06:00:00.000Z'],
  ['1990-06-30T12:00:00.000Z', '2010-07-01T12:00:00.000Z'],
  ['1950-01-01T00:00:00.000Z', NOW],
] as const;

beforeAll(async () => {
  const shape = { seed: 7, count: SIZE, now: new Date(NOW) };
  await loadRegistry(Array.from({ length: SIZE }, (_, index) => generateEntity(shape, index)));
});

describe.each(RANGES)('analytics from %s to %s', (start, end) => {
  it.each(['month', 'year'] as const)('counts every registration by %s', async (interval) => {
    const { series } = await get<{ series: { count: number }[] }>(
      `registrations?start=${start}&end=${end}&interval=${interval}`,
    );
    const expected = (await countEntities(start, end)).get('all') ?? 0;
    expect(series.reduce((sum, point) => sum + point.count, 0)).toBe(expected);
  });

  it.each([
    ['entityType', 'entity_type'],
    ['region', 'region'],
  ])('counts the %s distribution', async (groupBy, column) => {
    const { items } = await get<{ items: { label: string; value: number }[] }>(
      `distribution?groupBy=${groupBy}&start=${start}&end=${end}`,
    );
    const expected = await countEntities(start, end, column);
    for (const { label, value } of items) expect(value, label).toBe(expected.get(label) ?? 0);
  });
});
