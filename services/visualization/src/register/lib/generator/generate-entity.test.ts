import { ENTITY_TYPES, NZ_REGIONS, nzbnProblem } from '@repo/contracts/registry';
import { describe, expect, it } from 'vitest';
import { ENTITY_TYPE_WEIGHTS, REGION_WEIGHTS } from './entity-proportions';
import { generateEntity } from './generate-entity';
import type { GeneratedEntity } from './generate-entity';
import { DEFAULT_REGISTRY_SEED, DEFAULT_REGISTRY_SIZE } from './registry-shape';

const NOW = new Date('2026-11-22T03:30:00.000Z');
const SAMPLE_SIZE = 20_000;
const SHAPE = { seed: DEFAULT_REGISTRY_SEED, count: SAMPLE_SIZE, now: NOW };
const SAMPLE = Array.from({ length: SAMPLE_SIZE }, (_, index) => generateEntity(SHAPE, index));
/** Percentage points a sampled share may stray from its target. */
const TYPE_TOLERANCE = 2;
const REGION_TOLERANCE = 1.5;
const SPEED_SAMPLE = 100_000;
const SPEED_LIMIT_MS = 2_000;

function percentBy<K>(key: (entity: GeneratedEntity) => K): Map<K, number> {
  const counts = new Map<K, number>();
  for (const entity of SAMPLE) counts.set(key(entity), (counts.get(key(entity)) ?? 0) + 1);
  return new Map([...counts].map(([k, n]) => [k, (100 * n) / SAMPLE_SIZE]));
}

function percentTargets<K extends string>(weights: Readonly<Record<K, number>>): Map<K, number> {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  return new Map(entries.map(([k, weight]) => [k, (100 * weight) / total]));
}

describe('generateEntity', () => {
  it('gives every entity a valid, unique 13-digit NZBN starting with 94', () => {
    for (const { nzbn } of SAMPLE) {
      expect(nzbn).toMatch(/^94\d{11}$/);
      expect(nzbnProblem(nzbn)).toBeUndefined();
    }
    expect(new Set(SAMPLE.map((entity) => entity.nzbn)).size).toBe(SAMPLE_SIZE);
  });

  it('scatters NZBNs instead of numbering them in a progression', () => {
    const bodies = SAMPLE.slice(0, 101).map((entity) => Number(entity.nzbn.slice(2, 12)));
    const steps = bodies.slice(1).map((body, i) => (body - (bodies[i] ?? 0) + 1e10) % 1e10);
    expect(new Set(steps).size).toBe(100);
    expect(new Set(bodies.map((body) => Math.floor(body / 1e9))).size).toBeGreaterThan(8);
  });

  it('gives the same entity for the same shape and index', () => {
    const again = Array.from({ length: 500 }, (_, index) =>
      generateEntity({ ...SHAPE, now: new Date(NOW.getTime()) }, index),
    );
    expect(again).toEqual(SAMPLE.slice(0, 500));
  });

  it('gives a different register for a different seed', () => {
    const other = Array.from({ length: 500 }, (_, index) =>
      generateEntity({ ...SHAPE, seed: DEFAULT_REGISTRY_SEED + 1 }, index),
    );
    const sameNzbn = other.filter((entity, index) => entity.nzbn === SAMPLE[index]?.nzbn);
    const sameName = other.filter((entity, index) => entity.name === SAMPLE[index]?.name);
    expect(sameNzbn).toHaveLength(0);
    expect(sameName.length).toBeLessThan(25);
  });

  it('gives an entity generated alone exactly what a loop gives, whatever ran before', () => {
    generateEntity({ ...SHAPE, count: DEFAULT_REGISTRY_SIZE }, 199_999);
    expect(generateEntity(SHAPE, 12_345)).toEqual(SAMPLE[12_345]);
  });

  it('rejects an index outside the register and a count it cannot keep unique', () => {
    expect(() => generateEntity(SHAPE, SAMPLE_SIZE)).toThrow(RangeError);
    expect(() => generateEntity(SHAPE, -1)).toThrow(RangeError);
    expect(() => generateEntity(SHAPE, 1.5)).toThrow(RangeError);
    expect(() => generateEntity({ ...SHAPE, count: 20_000_000 }, 0)).toThrow(RangeError);
    expect(() => generateEntity({ ...SHAPE, now: new Date(Number.NaN) }, 0)).toThrow(RangeError);
  });

  it('keeps entity types close to 62/23/10/5 percent', () => {
    const actual = percentBy((entity) => entity.entityType);
    for (const [type, target] of percentTargets(ENTITY_TYPE_WEIGHTS)) {
      expect(Math.abs((actual.get(type) ?? 0) - target), type).toBeLessThan(TYPE_TOLERANCE);
    }
    expect([...actual.keys()].sort()).toEqual([...ENTITY_TYPES].sort());
  });

  it('spreads entities over all 16 regions by population', () => {
    const actual = percentBy((entity) => entity.region);
    for (const [region, target] of percentTargets(REGION_WEIGHTS)) {
      expect(Math.abs((actual.get(region) ?? 0) - target), region).toBeLessThan(REGION_TOLERANCE);
    }
    expect(new Set(actual.keys())).toEqual(new Set(NZ_REGIONS));
    expect(actual.get('Manawatū-Whanganui')).toBeGreaterThan(3);
  });

  it('has removed between a fifth and three tenths of the register', () => {
    const removed = percentBy((entity) => entity.status).get('Removed') ?? 0;
    expect(removed).toBeGreaterThan(20);
    expect(removed).toBeLessThan(30);
  });

  it(`generates ${SPEED_SAMPLE} entities in under ${SPEED_LIMIT_MS} ms`, async ({ annotate }) => {
    const shape = { seed: DEFAULT_REGISTRY_SEED, count: DEFAULT_REGISTRY_SIZE, now: NOW };
    // workerd only advances its clock at I/O, so real waits open and close the measurement.
    await scheduler.wait(1);
    const started = performance.now();
    let nameLength = 0;
    for (let index = 0; index < SPEED_SAMPLE; index += 1) {
      nameLength += generateEntity(shape, index).name.length;
    }
    await scheduler.wait(1);
    const elapsed = performance.now() - started;
    await annotate(`generated ${SPEED_SAMPLE} entities in ${Math.round(elapsed)} ms`);
    expect(nameLength).toBeGreaterThan(SPEED_SAMPLE);
    expect(elapsed).toBeLessThan(SPEED_LIMIT_MS);
  });
});
