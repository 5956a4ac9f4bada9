import { nzbnProblem } from '@repo/contracts/registry';
import { describe, expect, it } from 'vitest';
import { generateNzbn, nzbnBody } from './generate-nzbn';
import { mulMod } from './modular-arithmetic';
import { DEFAULT_REGISTRY_SEED, MAX_REGISTRY_SIZE } from './registry-shape';

const STRETCH = 100_000;

describe('generateNzbn', () => {
  it('stays unique at both ends of the largest register', () => {
    const seen = new Set<number>();
    for (let index = 0; index < STRETCH; index += 1) {
      seen.add(nzbnBody(DEFAULT_REGISTRY_SEED, index));
      seen.add(nzbnBody(DEFAULT_REGISTRY_SEED, MAX_REGISTRY_SIZE - 1 - index));
    }
    expect(seen.size).toBe(2 * STRETCH);
  });

  it('gives valid NZBNs for the largest index', () => {
    const nzbn = generateNzbn(DEFAULT_REGISTRY_SEED, MAX_REGISTRY_SIZE - 1);
    expect(nzbn).toMatch(/^94\d{11}$/);
    expect(nzbnProblem(nzbn)).toBeUndefined();
  });

  it('multiplies exactly beyond 2^53', () => {
    const modulus = 10 ** 10;
    for (const [a, b] of [
      [7_368_154_231, 9_999_999_999],
      [9_999_999_999, 9_999_999_999],
      [1_234_567_891, 8_765_432_109],
    ] as const) {
      const exact = Number((BigInt(a) * BigInt(b)) % BigInt(modulus));
      expect(mulMod(a, b, modulus)).toBe(exact);
    }
  });
});
