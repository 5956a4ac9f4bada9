import type { EntityType } from '@repo/contracts/registry';
import { describe, expect, it } from 'vitest';
import { generateEntity } from '../generate-entity';
import { DEFAULT_REGISTRY_SEED } from '../registry-shape';

const SAMPLE_SIZE = 20_000;
const MIN_DISTINCT_NAMES = 15_000;
const SAMPLE = Array.from({ length: SAMPLE_SIZE }, (_, index) =>
  generateEntity(
    { seed: DEFAULT_REGISTRY_SEED, count: SAMPLE_SIZE, now: new Date('2026-11-22T03:30:00Z') },
    index,
  ),
);
const CLOSING_WORDS = / (Limited|Trust|Partnership)$/;

const SUFFIX_RULES: Record<EntityType, (name: string) => boolean> = {
  Company: (name) => name.endsWith(' Limited'),
  Trust: (name) => name.endsWith(' Trust'),
  Partnership: (name) => name.endsWith(' Partnership') || / & /.test(name),
  'Sole Trader': (name) => !CLOSING_WORDS.test(name),
};

function namesContaining(word: string): number {
  return SAMPLE.filter((entity) => entity.name.includes(word)).length;
}

describe('business names', () => {
  it('end the way the entity type requires', () => {
    for (const { entityType, name } of SAMPLE) {
      expect(SUFFIX_RULES[entityType](name), `${entityType}: ${name}`).toBe(true);
    }
  });

  it('are tidy words with single spaces', () => {
    for (const { name } of SAMPLE) expect(name).toMatch(/^\S+( \S+)+$/);
  });

  it(`vary: more than ${MIN_DISTINCT_NAMES} distinct names in ${SAMPLE_SIZE}`, () => {
    expect(new Set(SAMPLE.map((entity) => entity.name)).size).toBeGreaterThan(MIN_DISTINCT_NAMES);
  });

  it('use te reo Māori words and places with their macrons', () => {
    for (const word of ['Kōwhai', 'Pōhutukawa', 'Tūī', 'Mānuka', 'Whānau', 'Tōtara', 'Taupō']) {
      expect(namesContaining(word), word).toBeGreaterThan(0);
    }
    expect(SAMPLE.filter((entity) => /[āēīōū]/i.test(entity.name)).length).toBeGreaterThan(
      SAMPLE_SIZE / 10,
    );
  });

  it('make some words common and others rare, as a search would find them', () => {
    expect(namesContaining('Holdings') / SAMPLE_SIZE).toBeGreaterThan(0.05);
    expect(namesContaining('Auckland') / SAMPLE_SIZE).toBeGreaterThan(0.02);
    expect(namesContaining('Family Trust')).toBeGreaterThan(200);
    expect(namesContaining('Number Eight') / SAMPLE_SIZE).toBeLessThan(0.005);
  });

  it('follow the familiar New Zealand patterns', () => {
    for (const pattern of [
      / & Sons Limited$/,
      / Family Trust$/,
      / Holdings Limited$/,
      / Holdings \(\d{4}\) Limited$/,
      /^\S+ and \S+ Partnership$/,
      /^[A-Z] & [A-Z] .+ Limited$/,
      / Ahu Whenua Trust$/,
    ]) {
      expect(
        SAMPLE.some((entity) => pattern.test(entity.name)),
        String(pattern),
      ).toBe(true);
    }
  });
});
